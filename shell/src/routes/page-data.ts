import { ALL_PANTRY_ITEMS, ALL_RECIPES, generatedApi, plannerMeals, type AppDispatch } from '@mealapp/api-client';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { localDateString } from '@mealapp/domain';
import { HOME_FEATURE_CARDS, type DataPrefetch } from '../home/feature-cards';

const profile: DataPrefetch = (api) => api.util.prefetch('getMe', undefined);
const home = [profile, ...HOME_FEATURE_CARDS.map((card) => card.prefetch)];

/**
 * What each signed-in screen reads as it first renders, by path: the same endpoints, with the same
 * arguments its hooks take from @mealapp/api-client (screen-lists.ts), so the same cache entries.
 */
export const PAGE_DATA: Readonly<Record<string, readonly DataPrefetch[]>> = {
  '/': home,
  '/home': home,
  '/pantry': [(api) => api.util.prefetch('listPantryItems', ALL_PANTRY_ITEMS)],
  // mfe-shopping's useShoppingItems.
  '/shopping-list': [(api) => api.util.prefetch('listShoppingItems', undefined)],
  // The list, and the category filter's names.
  '/recipes': [(api) => api.util.prefetch('listRecipes', ALL_RECIPES), (api) => api.util.prefetch('listRecipeCategories', undefined)],
  '/planner': [(api) => api.util.prefetch('listMealPlans', plannerMeals(localDateString(new Date())))],
  // mfe-account's Settings: the profile row's summary and the identity provider's row.
  '/settings': [profile, (api) => api.util.prefetch('oidcAccount', undefined)],
};

/**
 * Requests what the screen a page opens on shows, all at once, before the first render: a feature
 * screen's data then loads alongside its feature app's code rather than after it, and its first
 * render has it, instead of rendering again (synchronously, as a store update) as each answer lands.
 * Each request is started in a task of its own: through RTK Query's middleware, reducers and the
 * offline layer one costs 30-40 ms at a phone's speed, and Home's six together were one task of about
 * 200 ms at 4x CPU, blocking the page; the browser sends each as soon as it is started either way.
 */
export async function prefetchPageData(pathname: string, dispatch: AppDispatch): Promise<void> {
  // Not even the first in the caller's task: that is the page's scripts' own, already the longest
  // (about 190 ms at 4x CPU), and RTK Query's first request, which sets its middleware up, is about
  // 45 ms of it. The request goes out as that task ends either way.
  for (const prefetch of PAGE_DATA[pathname] ?? []) {
    await yieldToMain();
    dispatch(prefetch(generatedApi));
  }
}
