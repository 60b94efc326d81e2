import { useState } from 'react';
import { TOAST_SIMPLE_DURATION_MS, useToast } from '@mealapp/ui';
import { useAddPlannedToShoppingListMutation } from '../api/planner-api';
import { plannerError } from './planner-errors';

export const SHOP_THE_PLAN_TEXT = {
  added: (count: number) => `Added ${count} ${count === 1 ? 'item' : 'items'} to your shopping list`,
  nothing: "Nothing to add: the pantry has what the week's recipes need",
  failed: 'Failed to add ingredients to the shopping list',
};

/**
 * What the users of planners ask for most: the shown week's planned recipes' missing (and low)
 * ingredients onto the shopping list in one action, merged with what is already pending there
 * (the server applies the recipe rules of @mealapp/domain).
 */
export function useShopThePlan() {
  const toast = useToast();
  const [addToList] = useAddPlannedToShoppingListMutation();
  const [busy, setBusy] = useState(false);
  const shop = async (days: readonly string[]) => {
    setBusy(true);
    const result = await addToList({ startDate: days[0], endDate: days[days.length - 1] });
    setBusy(false);
    const show = (type: 'success' | 'info' | 'error', message: string) => toast.show({ type, message, duration: TOAST_SIMPLE_DURATION_MS });
    if ('error' in result) return show('error', plannerError(result.error, SHOP_THE_PLAN_TEXT.failed));
    const count = result.data.added + result.data.merged;
    show(count > 0 ? 'success' : 'info', count > 0 ? SHOP_THE_PLAN_TEXT.added(count) : SHOP_THE_PLAN_TEXT.nothing);
  };
  return { busy, shop: (days: readonly string[]) => void shop(days) };
}
