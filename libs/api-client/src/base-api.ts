import { createApi } from '@reduxjs/toolkit/query/react';
import { offlineAwareBaseQuery } from './offline/offline-base-query';
import { lastSeenRestored } from './offline/last-seen';

/**
 * The one API: no endpoints of its own. Generated endpoints are injected from
 * `generated/api.ts`, cache tags are added with `enhanceEndpoints` (see `endpoints.ts`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: offlineAwareBaseQuery,
  // Last-seen answers put back from the device when the network is down (offline/last-seen.ts).
  extractRehydrationInfo: (action) => (lastSeenRestored.match(action) ? (action.payload as never) : undefined),
  endpoints: () => ({}),
});
