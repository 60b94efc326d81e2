import { apiErrorText } from '@mealapp/api-client';
import type { PantryItem } from '@mealapp/domain';
import { ALL_PANTRY_ITEMS, useListPantryItemsQuery } from '../api/pantry-api';
import { PANTRY_ERRORS } from '../shared/messages';

const NONE: readonly PantryItem[] = [];

/** The signed-in user's pantry, shared by the page and the Home card (one cache entry). */
export function usePantryItems() {
  const query = useListPantryItemsQuery(ALL_PANTRY_ITEMS);
  return {
    items: (query.data as readonly PantryItem[] | undefined) ?? NONE,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** Only when nothing could be shown: a failed refetch keeps the last list on screen. */
    error: query.isError && !query.data ? apiErrorText(query.error, PANTRY_ERRORS.fetch) : null,
    retry: () => void query.refetch(),
  };
}
