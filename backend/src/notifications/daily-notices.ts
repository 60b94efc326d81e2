import {
  DAILY_NOTIFICATION_TYPES,
  expiringItemsMessage,
  lowStockMessage,
  mealReminderMessage,
  recipeSuggestionMessage,
  shoppingReminderMessage,
  type DailyNotice,
  type DailyNotificationType,
  type PantryItem,
  type ShoppingItem,
} from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MealPlanDto } from '../meal-plans/dto/meal-plan.dto.js';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { PantryService } from '../pantry/pantry.service.js';
import { RecipeRecommendations } from '../recipes/recipe-recommendations.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { ShoppingService } from '../shopping/shopping.service.js';

/** A Date whose calendar date in this process's zone is `day`: what the shared rules call "today". */
function asLocalDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

/**
 * The day's notices for one user, worded by @mealapp/domain's rules from what each feature
 * module answers for that user: the pantry list, the shopping list, today's meal plans, and the
 * recommendations the AI tab shows (the first of them). Only the kinds asked for are read.
 */
@Injectable()
export class DailyNotices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pantry: PantryService,
    private readonly shopping: ShoppingService,
    private readonly plans: MealPlansRepository,
    private readonly recipes: RecipesRepository,
    private readonly recommendations: RecipeRecommendations,
  ) {}

  /** In DAILY_NOTIFICATION_TYPES order; a kind with nothing to say is left out. `today` is the user's calendar date. */
  async compose(userId: number, kinds: ReadonlySet<DailyNotificationType>, today: string): Promise<DailyNotice[]> {
    const needsPantry = kinds.has('expiring_items') || kinds.has('low_stock') || kinds.has('recipe_suggestion');
    const pantry = needsPantry ? (JSON.parse((await this.pantry.list(userId, {})).json) as PantryItem[]) : [];
    const notices: Array<DailyNotice | null> = [];
    for (const kind of DAILY_NOTIFICATION_TYPES.filter((type) => kinds.has(type))) {
      switch (kind) {
        case 'expiring_items':
          notices.push(expiringItemsMessage(pantry, today));
          break;
        case 'low_stock':
          notices.push(lowStockMessage(pantry));
          break;
        case 'meal_reminder':
          notices.push(mealReminderMessage(await this.mealsOn(userId, today)));
          break;
        case 'shopping_reminder':
          notices.push(shoppingReminderMessage(await this.pendingShopping(userId)));
          break;
        case 'recipe_suggestion':
          notices.push(recipeSuggestionMessage(await this.topRecommendation(userId, pantry, today)));
          break;
      }
    }
    return notices.filter((notice): notice is DailyNotice => notice !== null);
  }

  private async mealsOn(userId: number, day: string) {
    const entries = JSON.parse(await this.plans.listOwnedBy(this.dataSource.manager, userId, day, day)) as MealPlanDto[];
    return entries.map((entry) => ({ mealType: entry.mealType, name: entry.recipe?.title ?? entry.customName ?? '' }));
  }

  private async pendingShopping(userId: number): Promise<number> {
    const items = JSON.parse((await this.shopping.list(userId)).json) as ShoppingItem[];
    return items.filter((item) => !item.isShopped).length;
  }

  private async topRecommendation(userId: number, pantry: PantryItem[], today: string) {
    const [top] = await this.recommendations.rank(userId, pantry, asLocalDay(today));
    if (!top) return null;
    const recipe = await this.recipes.findReadableBy(this.dataSource.manager, userId, top.recipeId);
    return recipe ? { title: recipe.title, reason: top.reason } : null;
  }
}
