import type { CategoryName } from '@mealapp/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('shopping_items')
export class ShoppingItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  quantity: string | null;

  @Column({ type: 'varchar', length: 40 })
  category: CategoryName;

  @Column({ name: 'is_shopped', type: 'boolean', default: false })
  isShopped: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
