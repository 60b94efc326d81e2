import {
  indexPantry,
  ingredientsToShop,
  matchIngredients,
  planShoppingAdds,
  RECIPE_MESSAGES,
  shoppingItemsFromIngredients,
  type RecipeShoppingScope,
  type ShoppingItemDraft,
} from '@mealapp/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { assertPlanRange } from '../meal-plans/meal-plans.service.js';
import { ShoppingService } from '../shopping/shopping.service.js';
import type { RecipeShoppingResultDto } from './dto/recipe-shopping.dto.js';
import { RecipesRepository } from './recipes.repository.js';
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
   * already pending on the list gets the quantity added instead of a second row. With `servings`,
   * the quantities are the recipe's scaled to them (issue 26), as the recipe screen shows them.
   */
  async add(userId: number, id: number, scope: RecipeShoppingScope, servings?: number | null): Promise<RecipeShoppingResultDto> {
    // Read before the transaction: the embedded pool's one connection belongs to it once it starts.
    const pantry = indexPantry(await this.pantry.itemsOf(userId));
    return this.dataSource.transaction(async (manager) => {
      const recipe = await this.recipes.recipeToCookReadableBy(manager, userId, id);
      if (!recipe) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      const wanted = ingredientsToShop(matchIngredients(recipe.ingredients, pantry).ingredients, scope);
      return this.addToList(manager, userId, shoppingItemsFromIngredients(wanted, servings ? { from: recipe.servings, to: servings } : null));
    });
  }

  /**
   * What the recipes planned from `startDate` to `endDate` need that the pantry lacks (missing or
   * low), each planned meal counted at the servings it is planned for (the recipe's own when it
   * has none), merged into what is pending on the list.
   */
  async addForPlans(userId: number, startDate: string, endDate: string): Promise<RecipeShoppingResultDto> {
    assertPlanRange(startDate, endDate);
    const pantry = indexPantry(await this.pantry.itemsOf(userId));
    const planned = await this.plans.plannedServingsOf(this.dataSource.manager, userId, startDate, endDate);
    return this.dataSource.transaction(async (manager) => {
      const recipes = await this.recipes.recipesToCookReadableBy(manager, userId, [...new Set(planned.map((meal) => meal.recipeId))]);
      const wanted = planned.flatMap((meal) => {
        const recipe = recipes.get(meal.recipeId);
        if (!recipe) return [];
        const needed = ingredientsToShop(matchIngredients(recipe.ingredients, pantry).ingredients, 'needed');
        return shoppingItemsFromIngredients(needed, meal.servings === null ? null : { from: recipe.servings, to: meal.servings });
      });
      return this.addToList(manager, userId, wanted);
    });
  }

  /** Adds the items to the list; one already pending gets the quantity added instead of a second row. */
  private async addToList(manager: EntityManager, userId: number, wanted: readonly ShoppingItemDraft[]): Promise<RecipeShoppingResultDto> {
    if (wanted.length === 0) return { added: 0, merged: 0, items: [] };
    const plan = planShoppingAdds(wanted, await this.shopping.pendingForUpdate(manager, userId));
    const { created, merged } = await this.shopping.addPending(manager, userId, plan);
    return { added: created.length, merged: merged.length, items: [...created, ...merged] };
  }
}
