import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { refreshingBaseQuery } from '../base-query';
import type { WriteSync } from './write-sync';
import { writeListOf } from './write-queue';

/** What createAppStore passes its thunks (and so every base query) as their extra argument. */
export interface StoreExtra {
  writeSync?: WriteSync;
}

/**
 * The refresh-aware base query, with the pantry and shopping writes going through the store's
 * write queue (offline/write-sync.ts): keyed, and kept on the device when the network is down.
 */
export const offlineAwareBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sync = (api.extra as StoreExtra | undefined)?.writeSync;
  if (sync && api.type === 'mutation' && typeof args !== 'string' && writeListOf(args)) return sync.write(args, api, extraOptions ?? {});
  const result = await refreshingBaseQuery(args, api, extraOptions);
  if (!result.error) sync?.answered();
  return result;
};
