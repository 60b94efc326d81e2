import { useEffect } from 'react';
import { accountApi, useAppStore, useSession } from '@mealapp/api-client';

/**
 * While signed in, follows the current household's changes (GET /api/events) so what another
 * member changes shows here without a reload. The follower is loaded once signed in: the shell's
 * first scripts stay as they were.
 */
export function HouseholdLive() {
  const store = useAppStore();
  const signedIn = useSession().accessToken !== null;

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./household-events').then(({ followHouseholdEvents }) => {
      if (!ended) stop = followHouseholdEvents(store, { invalidate: (tags) => store.dispatch(accountApi.util.invalidateTags(tags)) });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [signedIn, store]);

  return null;
}
