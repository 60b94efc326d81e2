import { calendarDateIn, pantryChangesAfterCooking, RECIPE_MESSAGES } from '@mealapp/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_TIME_ZONE } from '../meal-plans/meal-plans.service.js';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { CookedMealsRepository } from './cooked-meals.repository.js';
import type { CookedMealDto, CookRecipeDto } from './dto/cooked-meal.dto.js';
import { RecipesRepository } from './recipes.repository.js';
import { UserPantry } from './user-pantry.js';

/**
 * "I cooked this" (issue 26): records the cooking, marks today's planned meals of the recipe cooked
 * and offers the pantry changes; the user confirms each and the app applies it with the pantry's
 * own update, so the server writes nothing to the pantry here.
 */
@Injectable()
export class RecipeCookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipes: RecipesRepository,
    private readonly cooked: CookedMealsRepository,
    private readonly plans: MealPlansRepository,
    private readonly pantry: UserPantry,
  ) {}

  /**
   * Today is the user's calendar day in `timeZone` (UTC when absent), as planning reads it. Cooking
   * twice records twice; a slot already cooked is marked again with the latest time. The plans'
   * update is what tells the household's other devices (the change log's trigger on meal_plans).
   */
  /** One cooking of the account import (my-data), in the caller's transaction; false when the household has it already. */
  importIn(manager: EntityManager, userId: number, recipeId: number, cooking: { servings: number | null; cookedAt: string; cookedOn: string }): Promise<boolean> {
    return this.cooked.insertImportedFor(manager, userId, recipeId, cooking);
  }

  async cook(userId: number, recipeId: number, input: CookRecipeDto, now = new Date()): Promise<CookedMealDto> {
    const today = calendarDateIn(now, input.timeZone ?? DEFAULT_TIME_ZONE);
    // Read before the transaction: the embedded pool's one connection belongs to it once it starts.
    const pantry = await this.pantry.itemsOf(userId);
    return this.dataSource.transaction(async (manager) => {
      const recipe = await this.recipes.recipeToCookReadableBy(manager, userId, recipeId);
      const record = recipe && (await this.cooked.insertFor(manager, userId, recipeId, { servings: input.servings ?? null, cookedAt: now, cookedOn: today }));
      if (!recipe || !record) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      const marked = await this.plans.markCookedOwnedBy(manager, userId, recipeId, today, now);
      return {
        cookedAt: record.cookedAt,
        recipeId,
        servings: record.servings,
        mealPlans: await this.plans.listByIdsOwnedBy(manager, userId, marked),
        pantryChanges: pantryChangesAfterCooking(recipe.ingredients, pantry),
      };
    });
  }
}
