import type { generatedApi } from '@mealapp/api-client';
import type { RemoteModule } from '@mealapp/build-tools/remote-modules';
import { homeWeek, localDateString } from '@mealapp/domain';

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
 * preload (rsbuild.config.ts); its only run-time import is @mealapp/domain's dates.
 */
export const HOME_FEATURE_CARDS: readonly HomeFeatureCard[] = [
  // spec part 1 §2 order. mfe-recipes reads the recommendations (RECOMMENDED_RECIPES), then every
  // readable recipe (ALL_RECIPES) and filters on the device.
  { remote: 'recipes', module: 'AiRecommendationsCard', title: 'AI Recommendations', prefetch: (api) => api.util.prefetch('listRecipes', { recommended: true }) },
  { remote: 'recipes', module: 'CookTonightCard', title: 'Cook Tonight', prefetch: (api) => api.util.prefetch('listRecipes', {}) },
  // mfe-pantry reads every item (ALL_PANTRY_ITEMS) and filters on the device.
  { remote: 'pantry', module: 'PantryStatusCard', title: 'Pantry Status', prefetch: (api) => api.util.prefetch('listPantryItems', {}) },
  { remote: 'shopping', module: 'ShoppingListCard', title: 'Shopping List', prefetch: (api) => api.util.prefetch('listShoppingItems', undefined) },
  // mfe-planner reads Home's week: today and the 6 days after.
  { remote: 'planner', module: 'WeekMealsCard', title: "This Week's Meals", prefetch: (api) => api.util.prefetch('listMealPlans', homeWeek(localDateString(new Date()))) },
];
