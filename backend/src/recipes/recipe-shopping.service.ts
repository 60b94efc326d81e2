import {
  indexPantry,
  ingredientsToShop,
  matchIngredients,
  planShoppingAdds,
  RECIPE_MESSAGES,
  shoppingItemFromIngredient,
  type RecipeShoppingScope,
} from '@mealapp/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { assertPlanRange } from '../meal-plans/meal-plans.service.js';
import { ShoppingService } from '../shopping/shopping.service.js';
import type { RecipeShoppingResultDto } from './dto/recipe-shopping.dto.js';
import { RecipesRepository, type RecipeIngredientRow } from './recipes.repository.js';
import { UserPantry } from './user-pantry.js';

/** Adding a recipe's ingredients to the shopping list (spec part 2 §4), in one transaction. */
@Injectable()
export class RecipeShoppingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipes: RecipesRepository,
    private readonly shopping: ShoppingService,
    private readonly pantry: UserPantry,
    private readonly plans: MealPlansRepository,
  ) {}

  /**
   * 'needed' adds the ingredients missing or low in the user's pantry, 'all' every one; an item
   * already pending on the list gets the quantity added instead of a second row.
   */
  async add(userId: number, id: number, scope: RecipeShoppingScope): Promise<RecipeShoppingResultDto> {
    // Read before the transaction: the embedded pool's one connection belongs to it once it starts.
    const pantry = indexPantry(await this.pantry.itemsOf(userId));
    return this.dataSource.transaction(async (manager) => {
      const ingredients = await this.recipes.ingredientsReadableBy(manager, userId, id);
      if (!ingredients) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      return this.addToList(manager, userId, ingredientsToShop(matchIngredients(ingredients, pantry).ingredients, scope));
    });
  }

  /**
   * What the recipes planned from `startDate` to `endDate` need that the pantry lacks (missing or
   * low), each planned meal counted, merged into what is pending on the list.
   */
  async addForPlans(userId: number, startDate: string, endDate: string): Promise<RecipeShoppingResultDto> {
    assertPlanRange(startDate, endDate);
    const pantry = indexPantry(await this.pantry.itemsOf(userId));
    const planned = await this.plans.plannedRecipesOf(this.dataSource.manager, userId, startDate, endDate);
    return this.dataSource.transaction(async (manager) => {
      const recipeIds = planned.flatMap((meal) => (meal.recipeId === null ? [] : [meal.recipeId]));
      const ingredients = await this.recipes.ingredientsOfReadable(manager, userId, [...new Set(recipeIds)]);
      const wanted = recipeIds.flatMap((id) => ingredientsToShop(matchIngredients(ingredients.get(id) ?? [], pantry).ingredients, 'needed'));
      return this.addToList(manager, userId, wanted);
    });
  }

  /** Adds the ingredients to the list; one already pending gets the quantity added instead of a second row. */
  private async addToList(manager: EntityManager, userId: number, wanted: readonly RecipeIngredientRow[]): Promise<RecipeShoppingResultDto> {
    if (wanted.length === 0) return { added: 0, merged: 0, items: [] };
    const plan = planShoppingAdds(wanted.map(shoppingItemFromIngredient), await this.shopping.pendingForUpdate(manager, userId));
    const { created, merged } = await this.shopping.addPending(manager, userId, plan);
    return { added: created.length, merged: merged.length, items: [...created, ...merged] };
  }
}
