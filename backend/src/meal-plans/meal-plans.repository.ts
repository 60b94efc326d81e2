import { MEAL_TYPES, type MealType, type PlannedRecipe } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { changedRows } from '../common/changed-rows.js';
import { ownedBy, ownedWhere, readableBy } from '../common/household-scope.js';
import type { JsonList } from '../common/json-list.js';
import { utcTimestamp } from '../common/sql-time.js';
import type { MealPlanDto } from './dto/meal-plan.dto.js';
import { MealPlanEntity } from './entities/meal-plan.entity.js';

/** The entry as the apps see it, over `mp` (the plan), `r` (its recipe) and `c` (its cook), both LEFT JOINed. */
const ENTRY = `json_build_object(
  'id', mp.id, 'date', to_char(mp.date, 'YYYY-MM-DD'), 'mealType', mp.meal_type,
  'type', CASE WHEN mp.recipe_id IS NULL THEN 'custom' ELSE 'recipe' END, 'recipeId', mp.recipe_id,
  'recipe', CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'title', r.title, 'description', r.description,
    'cookTime', r.cook_time, 'servings', r.servings, 'imageUrl', r.image_url, 'imageType', r.image_type, 'stockImageId', r.stock_image_id) END,
  'customName', mp.custom_name,
  'cookId', mp.cook_id, 'cook', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END,
  'servings', mp.servings, 'cookedAt', ${utcTimestamp('mp.cooked_at')})`;

const FROM = `FROM meal_plans mp LEFT JOIN recipes r ON r.id = mp.recipe_id LEFT JOIN users c ON c.id = mp.cook_id`;

/** The keys that hold a meal's cook to a member of its household (migration 1765600000000): a write naming anyone else breaks one. */
export const COOK_CONSTRAINTS = ['meal_plans_cook_member_fkey', 'meal_plans_cook_id_fkey'] as const;

/** The check that keeps servings to recipe meals (migration 1765930000000). */
export const SERVINGS_RECIPE_CONSTRAINT = 'meal_plans_servings_recipe_check';

/** A planned recipe meal as its shopping sees it: the servings it is cooked for, null for the recipe's own. */
export interface PlannedServings {
  recipeId: number;
  servings: number | null;
}

export interface MealSlot {
  date: string;
  mealType: MealType;
}

/** A user id, or null for nobody yet. */
export type CookId = number | null;

/**
 * Every meal-plan query. Whose a row is is decided by household-scope.ts: `ownedWhere` for
 * TypeORM's calls and `ownedBy` for the hand-written ones, both the user's current household;
 * an insert names its user, and lands in that household. Methods take the EntityManager to run on.
 */
@Injectable()
export class MealPlansRepository {
  /** The owner's entries from `startDate` to `endDate` (both included), by day then slot, recipes joined in the same query. */
  async listOwnedBy(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<JsonList<MealPlanDto>> {
    const [row] = (await manager.query(
      `SELECT coalesce(json_agg(${ENTRY} ORDER BY mp.date, array_position($4::text[], mp.meal_type::text)), '[]')::text AS list
       ${FROM} WHERE ${ownedBy('mp', '$1')} AND mp.date BETWEEN $2::date AND $3::date`,
      [userId, startDate, endDate, MEAL_TYPES],
    )) as Array<{ list: string }>;
    return (row?.list ?? '[]') as JsonList<MealPlanDto>;
  }

  /** The owner's entries from `startDate` to `endDate`, as recommending weighs them for variety. */
  async plannedRecipesOf(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<PlannedRecipe[]> {
    return (await manager.query(
      `SELECT mp.recipe_id AS "recipeId", to_char(mp.date, 'YYYY-MM-DD') AS date FROM meal_plans mp
       WHERE ${ownedBy('mp', '$1')} AND mp.date BETWEEN $2::date AND $3::date`,
      [userId, startDate, endDate],
    )) as PlannedRecipe[];
  }

  /** The owner's recipe meals from `startDate` to `endDate`, each with the servings it is cooked for. */
  async plannedServingsOf(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<PlannedServings[]> {
    return (await manager.query(
      `SELECT mp.recipe_id AS "recipeId", mp.servings FROM meal_plans mp
       WHERE ${ownedBy('mp', '$1')} AND mp.date BETWEEN $2::date AND $3::date AND mp.recipe_id IS NOT NULL ORDER BY mp.date, mp.id`,
      [userId, startDate, endDate],
    )) as PlannedServings[];
  }

  async findOwnedBy(manager: EntityManager, userId: number, id: number): Promise<MealPlanDto | null> {
    const [row] = (await manager.query(`SELECT ${ENTRY} AS entry ${FROM} WHERE ${ownedBy('mp', '$1')} AND mp.id = $2`, [userId, id])) as Array<{
      entry: MealPlanDto;
    }>;
    return row?.entry ?? null;
  }

  /**
   * Plans a recipe the owner can read (household-scope.ts decides which); null when they cannot,
   * which looks the same as no such recipe. A taken slot raises a unique violation, a cook who is
   * not a member of the household a foreign key violation (COOK_CONSTRAINTS).
   */
  async insertRecipeMealFor(manager: EntityManager, userId: number, slot: MealSlot, meal: { recipeId: number; cookId: CookId; servings: number | null }): Promise<number | null> {
    const rows = (await manager.query(
      `INSERT INTO meal_plans (user_id, date, meal_type, recipe_id, cook_id, servings)
       SELECT $1, $2::date, $3, r.id, $5, $6 FROM recipes r WHERE r.id = $4 AND ${readableBy('r', '$1')}
       RETURNING id`,
      [userId, slot.date, slot.mealType, meal.recipeId, meal.cookId, meal.servings],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /**
   * An imported plan, unless its slot is taken in the household (then null: the same plan, kept
   * as it is). A recipe the user cannot read plans nothing either.
   */
  async insertImportedFor(
    manager: EntityManager,
    userId: number,
    slot: MealSlot,
    meal: { recipeId: number | null; customName: string | null; servings: number | null; cookedAt: string | null },
  ): Promise<number | null> {
    const rows = (await manager.query(
      `INSERT INTO meal_plans (user_id, date, meal_type, recipe_id, custom_name, servings, cooked_at)
       SELECT $1, $2::date, $3, $4::int, $5::varchar, $6::int, $7::timestamptz
       WHERE $4::int IS NULL OR EXISTS (SELECT 1 FROM recipes r WHERE r.id = $4::int AND ${readableBy('r', '$1')})
       ON CONFLICT (household_id, date, meal_type) DO NOTHING RETURNING id`,
      [userId, slot.date, slot.mealType, meal.recipeId, meal.customName, meal.servings, meal.cookedAt],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /** A taken slot raises a unique violation, a cook who is not a member a foreign key violation. */
  async insertCustomMealFor(manager: EntityManager, userId: number, slot: MealSlot, customName: string, cookId: CookId): Promise<number> {
    const result = await manager.insert(MealPlanEntity, { userId, ...slot, customName, cookId });
    return (result.identifiers[0] as { id: number }).id;
  }

  /**
   * Sets what `changes` names, the rest stays. False when the owner has no such entry; a cook who
   * is not a member raises a foreign key violation, servings on a custom meal a check violation
   * (SERVINGS_RECIPE_CONSTRAINT).
   */
  async updateOwnedBy(manager: EntityManager, userId: number, id: number, changes: { cookId?: CookId; servings?: number | null; date?: string; mealType?: MealType }): Promise<boolean> {
    const result = await manager.update(MealPlanEntity, { ...ownedWhere(userId), id }, changes);
    return (result.affected ?? 0) > 0;
  }

  /** Marks cooked, at `cookedAt`, the owner's meals of `recipeId` on `date`; their ids. */
  async markCookedOwnedBy(manager: EntityManager, userId: number, recipeId: number, date: string, cookedAt: Date): Promise<number[]> {
    const rows = await changedRows<{ id: number }>(
      manager,
      `UPDATE meal_plans mp SET cooked_at = $4 WHERE ${ownedBy('mp', '$1')} AND mp.recipe_id = $2 AND mp.date = $3::date RETURNING mp.id`,
      [userId, recipeId, date, cookedAt],
    );
    return rows.map((row) => row.id);
  }

  /** The owner's entries with these ids, by slot. */
  async listByIdsOwnedBy(manager: EntityManager, userId: number, ids: readonly number[]): Promise<MealPlanDto[]> {
    if (ids.length === 0) return [];
    return (
      (await manager.query(
        `SELECT ${ENTRY} AS entry ${FROM} WHERE ${ownedBy('mp', '$1')} AND mp.id = ANY($2::int[]) ORDER BY mp.date, array_position($3::text[], mp.meal_type::text)`,
        [userId, ids, MEAL_TYPES],
      )) as Array<{ entry: MealPlanDto }>
    ).map((row) => row.entry);
  }

  async deleteOwnedBy(manager: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await manager.delete(MealPlanEntity, { ...ownedWhere(userId), id });
    return (result.affected ?? 0) > 0;
  }

  async deleteSlotOwnedBy(manager: EntityManager, userId: number, slot: MealSlot): Promise<boolean> {
    const result = await manager.delete(MealPlanEntity, { ...ownedWhere(userId), date: slot.date, mealType: slot.mealType });
    return (result.affected ?? 0) > 0;
  }

}
