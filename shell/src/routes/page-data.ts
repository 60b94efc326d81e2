import { generatedApi, type AppDispatch } from '@mealapp/api-client';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { localDateString, plannerWindow } from '@mealapp/domain';
import { HOME_FEATURE_CARDS, type DataPrefetch } from '../home/feature-cards';

const profile: DataPrefetch = (api) => api.util.prefetch('getMe', undefined);
const home = [profile, ...HOME_FEATURE_CARDS.map((card) => card.prefetch)];

/**
 * What each signed-in screen reads as it first renders, by path: the same endpoints and arguments as
 * its hooks (so the same cache entries). The feature apps' own constants are named beside each; a
 * prefetch that drifts from them costs one wasted request, and the screen still asks for its own.
 */
export const PAGE_DATA: Readonly<Record<string, readonly DataPrefetch[]>> = {
  '/': home,
  '/home': home,
  // mfe-pantry's ALL_PANTRY_ITEMS.
  '/pantry': [(api) => api.util.prefetch('listPantryItems', {})],
  // mfe-shopping's useShoppingItems.
  '/shopping-list': [(api) => api.util.prefetch('listShoppingItems', undefined)],
  // mfe-recipes' ALL_RECIPES, and the category filter's names.
  '/recipes': [(api) => api.util.prefetch('listRecipes', {}), (api) => api.util.prefetch('listRecipeCategories', undefined)],
  // mfe-planner's usePlanner: the 14 days from today.
  '/planner': [
    (api) => {
      const days = plannerWindow(localDateString(new Date()));
      return api.util.prefetch('listMealPlans', { startDate: days[0], endDate: days[days.length - 1] });
    },
  ],
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
