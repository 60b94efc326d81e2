import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** spec part 2 §3: per serving; at most one per recipe. */
@Entity('recipe_nutrition')
export class RecipeNutritionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'recipe_id', type: 'integer', unique: true })
  recipeId: number;

  @Column({ type: 'double precision', nullable: true })
  calories: number | null;

  @Column({ type: 'double precision', nullable: true })
  protein: number | null;

  @Column({ type: 'double precision', nullable: true })
  carbs: number | null;

  @Column({ type: 'double precision', nullable: true })
  fat: number | null;

  @Column({ type: 'double precision', nullable: true })
  fiber: number | null;

  @Column({ type: 'double precision', nullable: true })
  sugar: number | null;

  @Column({ type: 'double precision', nullable: true })
  sodium: number | null;

  @Column({ name: 'serving_size', type: 'varchar', length: 60, nullable: true })
  servingSize: string | null;
}
