import type { MealType } from '@mealapp/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * spec part 2 §3 Meal plan entry. Exactly one of recipeId and customName is set: the entry's
 * `type` follows from which, so the two can never disagree.
 */
@Entity('meal_plans')
export class MealPlanEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who planned it. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Set from the user's current household when inserted (household-scope.ts). */
  @Column({ name: 'household_id', type: 'integer' })
  householdId: number;

  /** YYYY-MM-DD, the user's calendar day. */
  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'meal_type', type: 'varchar', length: 10 })
  mealType: MealType;

  @Column({ name: 'recipe_id', type: 'integer', nullable: true })
  recipeId: number | null;

  @Column({ name: 'custom_name', type: 'varchar', length: 200, nullable: true })
  customName: string | null;

  /** Who cooks it: a member of its household (migration 1765600000000), null for nobody yet. */
  @Column({ name: 'cook_id', type: 'integer', nullable: true })
  cookId: number | null;

  /** The servings it is cooked for (migration 1765930000000, recipe meals only); null: the recipe's own. */
  @Column({ type: 'integer', nullable: true })
  servings: number | null;

  /** When it was recorded cooked (POST /api/recipes/{id}/cooked); the server's alone. */
  @Column({ name: 'cooked_at', type: 'timestamptz', nullable: true })
  cookedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
