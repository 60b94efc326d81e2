import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** spec part 2 §3. matchKey is @mealapp/domain's ingredientMatchKey(name) at save: the list matches on it in SQL. */
@Entity('recipe_ingredients')
export class RecipeIngredientEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'recipe_id', type: 'integer' })
  recipeId: number;

  /** The ingredient's order in the recipe, from 0. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  amount: string | null;

  @Column({ name: 'amount_value', type: 'double precision', nullable: true })
  amountValue: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  unit: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  notes: string | null;

  @Column({ name: 'match_key', type: 'varchar', length: 200 })
  matchKey: string;
}
