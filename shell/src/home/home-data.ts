import { generatedApi, type AppDispatch } from '@mealapp/api-client';
import { HOME_FEATURE_CARDS } from './feature-cards';

/**
 * Requests what Home shows, the profile for the greeting and each card's figures, all at once: for a
 * page that opens on Home, before the first render, rather than as each part mounts.
 */
export function prefetchHomeData(dispatch: AppDispatch) {
  dispatch(generatedApi.util.prefetch('getMe', undefined));
  for (const card of HOME_FEATURE_CARDS) dispatch(card.prefetch(generatedApi));
}
