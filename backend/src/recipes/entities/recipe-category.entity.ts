import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** spec part 2 §3. userId null: shared by every user (the starter library's categories). */
@Entity('recipe_categories')
export class RecipeCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /** The household it belongs to, set from its user's current one when inserted; null: shared. */
  @Column({ name: 'household_id', type: 'integer', nullable: true })
  householdId: number | null;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
