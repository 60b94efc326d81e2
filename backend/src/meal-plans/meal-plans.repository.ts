import { MEAL_TYPES, type MealType, type PlannedRecipe } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { householdOf, inHouseholdOf } from '../common/household-scope.js';
import type { JsonList } from '../common/json-list.js';
import { readableBy } from '../recipes/recipe-access.js';
import type { MealPlanDto } from './dto/meal-plan.dto.js';
import { MealPlanEntity } from './entities/meal-plan.entity.js';

/** The entry as the apps see it, over `mp` (the plan), `r` (its recipe) and `c` (its cook), both LEFT JOINed. */
const ENTRY = `json_build_object(
  'id', mp.id, 'date', to_char(mp.date, 'YYYY-MM-DD'), 'mealType', mp.meal_type,
  'type', CASE WHEN mp.recipe_id IS NULL THEN 'custom' ELSE 'recipe' END, 'recipeId', mp.recipe_id,
  'recipe', CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'title', r.title, 'description', r.description,
    'cookTime', r.cook_time, 'servings', r.servings, 'imageUrl', r.image_url, 'imageType', r.image_type, 'stockImageId', r.stock_image_id) END,
  'customName', mp.custom_name,
  'cookId', mp.cook_id, 'cook', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END)`;

const FROM = `FROM meal_plans mp LEFT JOIN recipes r ON r.id = mp.recipe_id LEFT JOIN users c ON c.id = mp.cook_id`;

/** The keys that hold a meal's cook to a member of its household (migration 1765600000000): a write naming anyone else breaks one. */
export const COOK_CONSTRAINTS = ['meal_plans_cook_member_fkey', 'meal_plans_cook_id_fkey'] as const;

export interface MealSlot {
  date: string;
  mealType: MealType;
}

/** A user id, or null for nobody yet. */
export type CookId = number | null;

/**
 * Every meal-plan query. Whose a row is is decided here alone: `owned` for TypeORM's calls and
 * `ownedSql` for the hand-written ones, both the user's current household (household-scope.ts);
 * an insert names its user, and lands in that household. Methods take the EntityManager to run on.
 */
@Injectable()
export class MealPlansRepository {
  /** The owner's entries from `startDate` to `endDate` (both included), by day then slot, recipes joined in the same query. */
  async listOwnedBy(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<JsonList<MealPlanDto>> {
    const [row] = (await manager.query(
      `SELECT coalesce(json_agg(${ENTRY} ORDER BY mp.date, array_position($4::text[], mp.meal_type::text)), '[]')::text AS list
       ${FROM} WHERE ${this.ownedSql('mp', '$1')} AND mp.date BETWEEN $2::date AND $3::date`,
      [userId, startDate, endDate, MEAL_TYPES],
    )) as Array<{ list: string }>;
    return (row?.list ?? '[]') as JsonList<MealPlanDto>;
  }

  /** The owner's entries from `startDate` to `endDate`, as recommending weighs them for variety. */
  async plannedRecipesOf(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<PlannedRecipe[]> {
    return (await manager.query(
      `SELECT mp.recipe_id AS "recipeId", to_char(mp.date, 'YYYY-MM-DD') AS date FROM meal_plans mp
       WHERE ${this.ownedSql('mp', '$1')} AND mp.date BETWEEN $2::date AND $3::date`,
      [userId, startDate, endDate],
    )) as PlannedRecipe[];
  }

  async findOwnedBy(manager: EntityManager, userId: number, id: number): Promise<MealPlanDto | null> {
    const [row] = (await manager.query(`SELECT ${ENTRY} AS entry ${FROM} WHERE ${this.ownedSql('mp', '$1')} AND mp.id = $2`, [userId, id])) as Array<{
      entry: MealPlanDto;
    }>;
    return row?.entry ?? null;
  }

  /**
   * Plans a recipe the owner can read (recipe-access.ts decides which); null when they cannot,
   * which looks the same as no such recipe. A taken slot raises a unique violation, a cook who is
   * not a member of the household a foreign key violation (COOK_CONSTRAINTS).
   */
  async insertRecipeMealFor(manager: EntityManager, userId: number, slot: MealSlot, recipeId: number, cookId: CookId): Promise<number | null> {
    const rows = (await manager.query(
      `INSERT INTO meal_plans (user_id, date, meal_type, recipe_id, cook_id)
       SELECT $1, $2::date, $3, r.id, $5 FROM recipes r WHERE r.id = $4 AND ${readableBy('r', '$1')}
       RETURNING id`,
      [userId, slot.date, slot.mealType, recipeId, cookId],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /** A taken slot raises a unique violation, a cook who is not a member a foreign key violation. */
  async insertCustomMealFor(manager: EntityManager, userId: number, slot: MealSlot, customName: string, cookId: CookId): Promise<number> {
    const result = await manager.insert(MealPlanEntity, { userId, ...slot, customName, cookId });
    return (result.identifiers[0] as { id: number }).id;
  }

  /** False when the owner has no such entry; a cook who is not a member raises a foreign key violation. */
  async setCookOwnedBy(manager: EntityManager, userId: number, id: number, cookId: CookId): Promise<boolean> {
    const result = await manager.update(MealPlanEntity, { ...this.owned(userId), id }, { cookId });
    return (result.affected ?? 0) > 0;
  }

  async deleteOwnedBy(manager: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await manager.delete(MealPlanEntity, { ...this.owned(userId), id });
    return (result.affected ?? 0) > 0;
  }

  async deleteSlotOwnedBy(manager: EntityManager, userId: number, slot: MealSlot): Promise<boolean> {
    const result = await manager.delete(MealPlanEntity, { ...this.owned(userId), date: slot.date, mealType: slot.mealType });
    return (result.affected ?? 0) > 0;
  }

  private owned(userId: number): { householdId: ReturnType<typeof inHouseholdOf> } {
    return { householdId: inHouseholdOf(userId) };
  }

  private ownedSql(alias: string, userParam: string): string {
    return `${alias}.household_id = ${householdOf(userParam)}`;
  }
}
