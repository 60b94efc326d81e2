import { addDays, localDateString, recommendRecipes, TRENDING_DAYS, VARIETY_WINDOW_DAYS, type PantryItem, type Recommendation } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { RecipesRepository } from './recipes.repository.js';

/**
 * The user's recommendations, ranked by @mealapp/domain's recommendRecipes over every recipe they
 * can read (their own and the starter library), their pantry (`pantry`, read once by the caller,
 * which matches the list against it too), preferences and recent plans; what any member of the
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
  ) {}

  async rank(userId: number, pantry: readonly PantryItem[], today = new Date()): Promise<Recommendation[]> {
    const date = localDateString(today);
    const candidates = await this.recipes.recommendationCandidates(this.dataSource.manager, userId);
    const preferences = await this.preferences.get(userId);
    const exclusions = await this.preferences.householdExclusions(userId);
    // Back far enough for both variety (two weeks either side) and Trending (this month).
    const since = addDays(date, -Math.max(VARIETY_WINDOW_DAYS, TRENDING_DAYS));
    const plannedMeals = await this.plans.plannedRecipesOf(this.dataSource.manager, userId, since, addDays(date, VARIETY_WINDOW_DAYS));
    return recommendRecipes(candidates, { pantry, preferences, exclusions, plannedMeals, today });
  }
}
