import type { CategoryName, PantryStatus } from '@mealapp/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('pantry_items')
export class PantryItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
