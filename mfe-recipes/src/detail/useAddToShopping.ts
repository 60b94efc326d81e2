import { useState } from 'react';
import type { IngredientAvailability } from '@mealapp/domain';
import { useAddRecipeToShoppingListMutation } from '../api/recipes-api';
import { SHOPPING_MESSAGES } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';

export type ShoppingScope = 'needed' | 'all';

/**
 * spec part 2 §4 and §8: Add Needed (missing and low) or Add All to the shopping list, in one
 * server call that merges with what is already pending, and the message for each outcome. With
 * `servings` (issue 26: only when the user changed them) the server adds the amounts scaled to them.
 */
export function useAddToShopping(recipeId: number, summary: IngredientAvailability | null, servings: number | undefined) {
  const notify = useRecipeToast();
  const [addToList] = useAddRecipeToShoppingListMutation();
  const [adding, setAdding] = useState(false);

  const add = async (scope: ShoppingScope) => {
    const nothing = scope === 'needed' ? SHOPPING_MESSAGES.nothingNeeded : SHOPPING_MESSAGES.nothingAtAll;
    if (summary && (scope === 'needed' ? summary.missing + summary.lowStock : summary.total) === 0) return notify('info', nothing);
    setAdding(true);
    try {
      const { added, merged } = await addToList({ id: recipeId, addRecipeToShoppingListDto: { scope, servings } }).unwrap();
      const count = added + merged;
      if (count === 0) notify('info', nothing);
      else notify('success', scope === 'needed' ? SHOPPING_MESSAGES.addedNeeded(count) : SHOPPING_MESSAGES.addedAll(count));
    } catch {
      notify('error', SHOPPING_MESSAGES.failed);
    } finally {
      setAdding(false);
    }
  };

  return { adding, addNeeded: () => void add('needed'), addAll: () => void add('all') };
}
