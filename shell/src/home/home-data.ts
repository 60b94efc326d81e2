import { generatedApi, type AppDispatch } from '@mealapp/api-client';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { HOME_FEATURE_CARDS } from './feature-cards';

/**
 * Requests what Home shows, the profile for the greeting and each card's figures, all at once: for a
 * page that opens on Home, before the first render, rather than as each part mounts. Each request is
 * started in a task of its own: through RTK Query's middleware, reducers and the offline layer one
 * costs 30-40 ms at a phone's speed, and the six together were one task of about 200 ms at 4x CPU,
 * blocking the page; the browser sends each as soon as it is started either way.
 */
export async function prefetchHomeData(dispatch: AppDispatch): Promise<void> {
  // Not even the first in the caller's task: that is the page's scripts' own, already the longest
  // (about 190 ms at 4x CPU), and RTK Query's first request, which sets its middleware up, is about
  // 45 ms of it. The request goes out as that task ends either way.
  for (const prefetch of [() => generatedApi.util.prefetch('getMe', undefined), ...HOME_FEATURE_CARDS.map((card) => () => card.prefetch(generatedApi))]) {
    await yieldToMain();
    dispatch(prefetch());
  }
}
