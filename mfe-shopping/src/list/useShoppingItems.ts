import { listOnScreen } from '@mealapp/api-client';
import type { AttributedShoppingItem } from '@mealapp/domain';
import { useListShoppingItemsQuery } from '../api/shopping-api';
import { SHOPPING_ERRORS } from '../shared/messages';

/** The signed-in user's shopping list, shared by the page and the Home card (one cache entry). */
export function useShoppingItems() {
  return listOnScreen<AttributedShoppingItem>(useListShoppingItemsQuery(), SHOPPING_ERRORS.fetch);
}
