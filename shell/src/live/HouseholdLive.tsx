import { useEffect } from 'react';
import { accountApi, applyHouseholdChanges, useAppStore, useSession, type AppStore } from '@mealapp/api-client';

/**
 * Reads the rows changed after `since` (GET /api/changes) into the cache; the recipe lists a delta
 * cannot patch (filtered by what only the server knows) are asked again. Null when the read failed.
 */
async function catchUp(store: AppStore, since: number): Promise<{ seq: number; reload: boolean } | null> {
  const answer = await store.dispatch(accountApi.endpoints.listHouseholdChanges.initiate(since, { subscribe: false, forceRefetch: true }));
  if (!answer.data) return null;
  if (!answer.data.reload) {
    for (const arg of applyHouseholdChanges(store.dispatch, store.getState, answer.data)) {
      void store.dispatch(accountApi.endpoints.listRecipes.initiate(arg, { subscribe: false, forceRefetch: true }));
    }
  }
  return { seq: answer.data.seq, reload: answer.data.reload };
}

/**
 * While signed in, follows the current household's changes (GET /api/events) so what another
 * member changes shows here without a reload: the rows that changed are read and put in place
 * (delta reads), not the whole lists. The follower is loaded once signed in: the shell's first
 * scripts stay as they were.
 */
export function HouseholdLive() {
  const store = useAppStore();
  const signedIn = useSession().accessToken !== null;

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./household-events').then(({ followHouseholdEvents }) => {
      if (!ended) {
        stop = followHouseholdEvents(store, {
          invalidate: (tags) => store.dispatch(accountApi.util.invalidateTags(tags)),
          catchUp: (since) => catchUp(store, since),
        });
      }
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [signedIn, store]);

  return null;
}
