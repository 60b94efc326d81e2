import { addDays, localDateString, recommendRecipes, TRENDING_DAYS, VARIETY_WINDOW_DAYS, type PantryItem, type Recommendation } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { CookedMealsRepository } from './cooked-meals.repository.js';
import { RecipesRepository } from './recipes.repository.js';

/**
 * The user's recommendations, ranked by @mealapp/domain's recommendRecipes over every recipe they
 * can read (their own and the starter library), their pantry (`pantry`, read once by the caller,
 * which matches the list against it too), preferences, recent plans and what the household cooked lately; what any member of the
 * household avoids (allergies, diets) is left out for all of them.
 * Computed at each call from what is stored now: nothing is cached or invented.
 */
@Injectable()
export class RecipeRecommendations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipes: RecipesRepository,
    private readonly preferences: PreferencesService,
    private readonly plans: MealPlansRepository,
    private readonly cooked: CookedMealsRepository,
  ) {}

  async rank(userId: number, pantry: readonly PantryItem[], today = new Date()): Promise<Recommendation[]> {
    const date = localDateString(today);
    const candidates = await this.recipes.recommendationCandidates(this.dataSource.manager, userId);
    const preferences = await this.preferences.get(userId);
    const exclusions = await this.preferences.householdExclusions(userId);
    // Back far enough for both variety (two weeks either side) and Trending (this month).
    const since = addDays(date, -Math.max(VARIETY_WINDOW_DAYS, TRENDING_DAYS));
    const plannedMeals = await this.plans.plannedRecipesOf(this.dataSource.manager, userId, since, addDays(date, VARIETY_WINDOW_DAYS));
    const cookedMeals = await this.cooked.cookedRecipesOf(this.dataSource.manager, userId, addDays(date, -TRENDING_DAYS), addDays(date, 1));
    return recommendRecipes(candidates, { pantry, preferences, exclusions, plannedMeals, cookedMeals, today });
  }
}
