import { ALL_PANTRY_ITEMS, listOnScreen } from '@mealapp/api-client';
import type { AttributedPantryItem } from '@mealapp/domain';
import { useListPantryItemsQuery } from '../api/pantry-api';
import { PANTRY_ERRORS } from '../shared/messages';

/** The signed-in user's pantry, shared by the page and the Home card (one cache entry). */
export function usePantryItems() {
  return listOnScreen<AttributedPantryItem>(useListPantryItemsQuery(ALL_PANTRY_ITEMS), PANTRY_ERRORS.fetch);
}
