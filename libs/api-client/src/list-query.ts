import { apiErrorText } from './errors';

const NO_ROWS: readonly never[] = [];

/** The part of a list query's result (RTK Query's use…Query) a screen shows. */
export interface ListQueryResult<T> {
  data?: readonly T[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A list query as a screen shows it; `fallback` is the error text when the answer carries none. */
export function listOnScreen<T>(query: ListQueryResult<T>, fallback: string) {
  return {
    items: query.data ?? NO_ROWS,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** Only when nothing could be shown: a failed refetch keeps the last list on screen. */
    error: query.isError && !query.data ? apiErrorText(query.error, fallback) : null,
    retry: () => void query.refetch(),
  };
}
