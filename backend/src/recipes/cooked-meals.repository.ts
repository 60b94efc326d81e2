import type { CookedRecipe } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { householdOf, ownedBy, readableBy } from '../common/household-scope.js';
import { utcTimestamp } from '../common/sql-time.js';

/** One cooking of a recipe, as recorded. */
export interface CookedMeal {
  id: number;
  recipeId: number;
  servings: number | null;
  /** ISO timestamp, UTC. */
  cookedAt: string;
  /** The cook's calendar day, YYYY-MM-DD. */
  cookedOn: string;
}

const FIELDS = `id, recipe_id AS "recipeId", servings, ${utcTimestamp('cooked_at')} AS "cookedAt", to_char(cooked_on, 'YYYY-MM-DD') AS "cookedOn"`;

/**
 * The household's record of what it cooked (migration 1765930000000): written by "I cooked this",
 * read by Trending. A cooking lands in the cook's current household, as a plan does.
 */
@Injectable()
export class CookedMealsRepository {
  /** Records a cooking of a recipe the user can read; null when they cannot, which looks the same as no such recipe. */
  async insertFor(manager: EntityManager, userId: number, recipeId: number, cooking: { servings: number | null; cookedAt: Date; cookedOn: string }): Promise<CookedMeal | null> {
    const [row] = (await manager.query(
      `INSERT INTO cooked_meals (user_id, household_id, recipe_id, servings, cooked_at, cooked_on)
       SELECT $1, ${householdOf('$1')}, r.id, $3, $4, $5::date FROM recipes r WHERE r.id = $2 AND ${readableBy('r', '$1')}
       RETURNING ${FIELDS}`,
      [userId, recipeId, cooking.servings, cooking.cookedAt, cooking.cookedOn],
    )) as CookedMeal[];
    return row ?? null;
  }

  /**
   * Records an imported cooking of a recipe the user can read, unless the household already has
   * this recipe cooked at this time (the same cooking: false).
   */
  async insertImportedFor(manager: EntityManager, userId: number, recipeId: number, cooking: { servings: number | null; cookedAt: string; cookedOn: string }): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO cooked_meals (user_id, household_id, recipe_id, servings, cooked_at, cooked_on)
       SELECT $1, ${householdOf('$1')}, r.id, $3, $4::timestamptz, $5::date FROM recipes r WHERE r.id = $2 AND ${readableBy('r', '$1')}
         AND NOT EXISTS (SELECT 1 FROM cooked_meals c WHERE ${ownedBy('c', '$1')} AND c.recipe_id = r.id AND c.cooked_at = $4::timestamptz)
       RETURNING id`,
      [userId, recipeId, cooking.servings, cooking.cookedAt, cooking.cookedOn],
    )) as unknown[];
    return rows.length > 0;
  }

  /** What the user's current household cooked from `startDate` to `endDate` (both included), as Trending counts it. */
  async cookedRecipesOf(manager: EntityManager, userId: number, startDate: string, endDate: string): Promise<CookedRecipe[]> {
    return (await manager.query(
      `SELECT c.recipe_id AS "recipeId", to_char(c.cooked_on, 'YYYY-MM-DD') AS date
       FROM cooked_meals c WHERE ${ownedBy('c', '$1')} AND c.cooked_on BETWEEN $2::date AND $3::date`,
      [userId, startDate, endDate],
    )) as CookedRecipe[];
  }
}
