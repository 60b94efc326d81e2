import type { CategoryName } from '@mealapp/domain';
import { Column, Entity } from 'typeorm';
import { OwnedItemEntity } from '../../common/owned-item.entity.js';

@Entity('shopping_items')
export class ShoppingItemEntity extends OwnedItemEntity {
  @Column({ type: 'varchar', length: 60, nullable: true })
  quantity: string | null;

  @Column({ type: 'varchar', length: 40 })
  category: CategoryName;

  @Column({ name: 'is_shopped', type: 'boolean', default: false })
  isShopped: boolean;

  /** Who ticked it; null while pending. */
  @Column({ name: 'checked_by', type: 'integer', nullable: true })
  checkedBy: number | null;
}
