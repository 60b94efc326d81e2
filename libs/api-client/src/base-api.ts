import { createApi } from '@reduxjs/toolkit/query/react';
import { refreshingBaseQuery } from './base-query';

/**
 * The one API: no endpoints of its own. Generated endpoints are injected from
 * `generated/api.ts`, cache tags are added with `enhanceEndpoints` (see `endpoints.ts`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: refreshingBaseQuery,
  endpoints: () => ({}),
});
