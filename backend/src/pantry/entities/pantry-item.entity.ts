import type { CategoryName, PantryStatus } from '@mealapp/domain';
import { Column, Entity } from 'typeorm';
import { OwnedItemEntity } from '../../common/owned-item.entity.js';

@Entity('pantry_items')
export class PantryItemEntity extends OwnedItemEntity {
  @Column({ type: 'varchar', length: 20 })
  status: PantryStatus;

  @Column({ type: 'varchar', length: 40, nullable: true })
  category: CategoryName | null;

  /**
   * YYYY-MM-DD. pg parses `date` into a Date at local midnight and TypeORM formats it back with
   * local getters, so the calendar day survives any server time zone (tested under TZ in the suite).
   */
  @Column({ name: 'expiration_date', type: 'date', nullable: true })
  expirationDate: string | null;
}
