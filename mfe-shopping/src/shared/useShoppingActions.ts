import { useCallback, useState } from 'react';
import { apiErrorText, type CreateShoppingItemApiArg, type UpdateShoppingItemDto, useDeviceSettings } from '@mealapp/api-client';
import type { ShoppingItem } from '@mealapp/domain';
import {
  useClearCompletedShoppingItemsMutation,
  useCreateShoppingItemMutation,
  useDeleteShoppingItemMutation,
  useToggleShoppingItemMutation,
  useUpdateShoppingItemMutation,
} from '../api/shopping-api';
import { SHOPPING_ERRORS } from './messages';

/**
 * Create, update, delete, toggle and clear. Each shows at once (optimistic cache update).
 * create and update resolve to the error text when the server refused, null when saved (the
 * form shows it); the others put their error in the page's red banner.
 */
export function useShoppingActions() {
  const settings = useDeviceSettings();
  const [createItem] = useCreateShoppingItemMutation();
  const [updateItem] = useUpdateShoppingItemMutation();
  const [deleteItem] = useDeleteShoppingItemMutation();
  const [toggleItem] = useToggleShoppingItemMutation();
  const [clearCompleted] = useClearCompletedShoppingItemsMutation();
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(
    async (body: CreateShoppingItemApiArg): Promise<string | null> => {
      try {
        await createItem(body).unwrap();
        return null;
      } catch (failure) {
        return apiErrorText(failure, SHOPPING_ERRORS.create);
      }
    },
    [createItem],
  );

  const update = useCallback(
    async (id: number, changes: UpdateShoppingItemDto): Promise<string | null> => {
      try {
        await updateItem({ id, updateShoppingItemDto: changes }).unwrap();
        return null;
      } catch (failure) {
        return apiErrorText(failure, SHOPPING_ERRORS.update);
      }
    },
    [updateItem],
  );

  const inBanner = useCallback(async (run: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(apiErrorText(failure, fallback));
    }
  }, []);

  const remove = useCallback(
    (item: ShoppingItem) => inBanner(() => deleteItem(item.id).unwrap(), SHOPPING_ERRORS.delete),
    [deleteItem, inBanner],
  );

  // DECISIONS.md: the pantry side effects run on the server, driven by these device settings.
  const { autoAddShoppedToPantry, autoUpdatePantryOnUncheck } = settings;
  const toggle = useCallback(
    (item: ShoppingItem) =>
      inBanner(
        () => toggleItem({ id: item.id, toggleShoppingItemDto: { autoAddShoppedToPantry, autoUpdatePantryOnUncheck } }).unwrap(),
        SHOPPING_ERRORS.toggle,
      ),
    [toggleItem, inBanner, autoAddShoppedToPantry, autoUpdatePantryOnUncheck],
  );

  const clear = useCallback(() => inBanner(() => clearCompleted().unwrap(), SHOPPING_ERRORS.clear), [clearCompleted, inBanner]);

  return { create, update, remove, toggle, clear, error, reportError: setError, autoAddShoppedToPantry };
}

export type ShoppingActions = ReturnType<typeof useShoppingActions>;
