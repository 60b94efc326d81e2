import { ALL_PANTRY_ITEMS, ALL_RECIPES, RECOMMENDED_RECIPES, weekMeals, type generatedApi } from '@mealapp/api-client';
import type { RemoteModule } from '@mealapp/build-tools/remote-modules';
import { localDateString } from '@mealapp/domain';

type Api = typeof generatedApi;

/** Starts one query a screen reads, as the page opens on it (routes/page-data.ts). */
export type DataPrefetch = (api: Api) => ReturnType<Api['util']['prefetch']>;

export type HomeFeatureCard = RemoteModule & {
  /** The card's name, for its loading and failure states. */
  title: string;
  /**
   * Starts the query the card reads (same endpoint and argument, so the same cache entry) as the
   * page opens on Home, so its figures load alongside its code rather than after it (routes/page-data.ts).
   */
  prefetch: DataPrefetch;
};

/**
 * The Home dashboard's feature cards, in display order. Each feature app owns its card and
 * exposes it (e.g. pantry `./PantryStatusCard`); add it here once the remote exposes it.
 * The shell's build reads it too, and writes which remote modules Home shows for the server to
 * preload (rsbuild.config.ts); its run-time imports are the lists' arguments and today's date.
 */
export const HOME_FEATURE_CARDS: readonly HomeFeatureCard[] = [
  // spec part 1 §2 order. Each card reads the list its screen does (@mealapp/api-client screen-lists.ts).
  { remote: 'recipes', module: 'AiRecommendationsCard', title: 'AI Recommendations', prefetch: (api) => api.util.prefetch('listRecipes', RECOMMENDED_RECIPES) },
  { remote: 'recipes', module: 'CookTonightCard', title: 'Cook Tonight', prefetch: (api) => api.util.prefetch('listRecipes', ALL_RECIPES) },
  { remote: 'pantry', module: 'PantryStatusCard', title: 'Pantry Status', prefetch: (api) => api.util.prefetch('listPantryItems', ALL_PANTRY_ITEMS) },
  { remote: 'shopping', module: 'ShoppingListCard', title: 'Shopping List', prefetch: (api) => api.util.prefetch('listShoppingItems', undefined) },
  { remote: 'planner', module: 'WeekMealsCard', title: "This Week's Meals", prefetch: (api) => api.util.prefetch('listMealPlans', weekMeals(localDateString(new Date()))) },
];
