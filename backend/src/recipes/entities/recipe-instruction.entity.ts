import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** spec part 2 §3. */
@Entity('recipe_instructions')
export class RecipeInstructionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'recipe_id', type: 'integer' })
  recipeId: number;

  @Column({ name: 'step_number', type: 'integer' })
  stepNumber: number;

  @Column({ type: 'varchar', length: 2000 })
  instruction: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  notes: string | null;
}
