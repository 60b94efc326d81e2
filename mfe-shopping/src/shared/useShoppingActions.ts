import { useCallback } from 'react';
import { useDeviceSettings, useListActions, type UpdateShoppingItemApiArg, type UpdateShoppingItemDto } from '@mealapp/api-client';
import type { ShoppingItem } from '@mealapp/domain';
import {
  useClearCompletedShoppingItemsMutation,
  useCreateShoppingItemMutation,
  useDeleteShoppingItemMutation,
  useToggleShoppingItemMutation,
  useUpdateShoppingItemMutation,
} from '../api/shopping-api';
import { SHOPPING_ERRORS } from './messages';

const MUTATIONS = [useCreateShoppingItemMutation, useUpdateShoppingItemMutation, useDeleteShoppingItemMutation] as const;
const updateArg = (id: number, changes: UpdateShoppingItemDto): UpdateShoppingItemApiArg => ({ id, updateShoppingItemDto: changes });

/** Create, update and delete (useListActions), toggle and clear; the last three put a refusal in the page's red banner. */
export function useShoppingActions() {
  const { run, ...actions } = useListActions(MUTATIONS, updateArg, SHOPPING_ERRORS);
  const [toggleItem] = useToggleShoppingItemMutation();
  const [clearCompleted] = useClearCompletedShoppingItemsMutation();

  // DECISIONS.md: the pantry side effects run on the server, driven by these device settings.
  const { autoAddShoppedToPantry, autoUpdatePantryOnUncheck } = useDeviceSettings();
  const toggle = useCallback(
    (item: ShoppingItem) =>
      run(() => toggleItem({ id: item.id, toggleShoppingItemDto: { autoAddShoppedToPantry, autoUpdatePantryOnUncheck } }).unwrap(), SHOPPING_ERRORS.toggle),
    [toggleItem, run, autoAddShoppedToPantry, autoUpdatePantryOnUncheck],
  );
  const clear = useCallback(() => run(() => clearCompleted().unwrap(), SHOPPING_ERRORS.clear), [clearCompleted, run]);

  return { ...actions, toggle, clear, autoAddShoppedToPantry };
}

export type ShoppingActions = ReturnType<typeof useShoppingActions>;
