import { apiErrorText } from '@mealapp/api-client';
import type { ShoppingItem } from '@mealapp/domain';
import { useListShoppingItemsQuery } from '../api/shopping-api';
import { SHOPPING_ERRORS } from '../shared/messages';

const NONE: readonly ShoppingItem[] = [];

/** The signed-in user's shopping list, shared by the page and the Home card (one cache entry). */
export function useShoppingItems() {
  const query = useListShoppingItemsQuery();
  return {
    items: (query.data as readonly ShoppingItem[] | undefined) ?? NONE,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** Only when nothing could be shown: a failed refetch keeps the last list on screen. */
    error: query.isError && !query.data ? apiErrorText(query.error, SHOPPING_ERRORS.fetch) : null,
    retry: () => void query.refetch(),
  };
}
