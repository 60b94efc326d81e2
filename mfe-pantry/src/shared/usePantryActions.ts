import { apiErrorText } from '@mealapp/api-client';
import { useCallback, useState } from 'react';
import type { CreatePantryItemApiArg, UpdatePantryItemDto } from '@mealapp/api-client';
import type { PantryItem } from '@mealapp/domain';
import { useCreatePantryItemMutation, useDeletePantryItemMutation, useUpdatePantryItemMutation } from '../api/pantry-api';
import { PANTRY_ERRORS } from './messages';

/**
 * Create, update and delete. Each shows at once (optimistic cache update) and resolves to
 * the error text when the server refused it, null when it saved.
 */
export function usePantryActions() {
  const [createItem] = useCreatePantryItemMutation();
  const [updateItem] = useUpdatePantryItemMutation();
  const [deleteItem] = useDeletePantryItemMutation();
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(
    async (body: CreatePantryItemApiArg): Promise<string | null> => {
      try {
        await createItem(body).unwrap();
        return null;
      } catch (failure) {
        return apiErrorText(failure, PANTRY_ERRORS.create);
      }
    },
    [createItem],
  );

  const update = useCallback(
    async (id: number, changes: UpdatePantryItemDto): Promise<string | null> => {
      try {
        await updateItem({ id, updatePantryItemDto: changes }).unwrap();
        return null;
      } catch (failure) {
        return apiErrorText(failure, PANTRY_ERRORS.update);
      }
    },
    [updateItem],
  );

  const remove = useCallback(
    async (item: PantryItem) => {
      setError(null);
      try {
        await deleteItem(item.id).unwrap();
      } catch (failure) {
        setError(apiErrorText(failure, PANTRY_ERRORS.delete));
      }
    },
    [deleteItem],
  );

  return { create, update, remove, error, reportError: setError };
}

export type PantryActions = ReturnType<typeof usePantryActions>;
