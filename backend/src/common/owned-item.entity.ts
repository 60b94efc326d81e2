import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns every household item table has (pantry_items, shopping_items): the household that
 * every query names (OwnedItemsRepository), who added the row and who changed it last, and the item name. Each table adds
 * its own fields.
 */
export abstract class OwnedItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who added it. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Set from the user's current household when inserted (household-scope.ts). */
  @Column({ name: 'household_id', type: 'integer' })
  householdId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Who changed it last (or added it); null once they deleted their account. */
  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
