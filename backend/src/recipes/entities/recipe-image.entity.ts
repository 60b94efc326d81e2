import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An uploaded recipe image, kept in the database so every API instance serves it. */
@Entity('recipe_images')
export class RecipeImageEntity {
  /** Random (crypto.randomUUID): the served URL is public, so it must not be guessable. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Who uploaded it. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Set from the user's current household when inserted (household-scope.ts). */
  @Column({ name: 'household_id', type: 'integer' })
  householdId: number;

  @Column({ name: 'content_type', type: 'varchar', length: 20 })
  contentType: string;

  @Column({ type: 'bytea', select: false })
  bytes: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
