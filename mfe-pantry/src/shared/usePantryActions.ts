import { useListActions, type UpdatePantryItemApiArg, type UpdatePantryItemDto } from '@mealapp/api-client';
import { useCreatePantryItemMutation, useDeletePantryItemMutation, useUpdatePantryItemMutation } from '../api/pantry-api';
import { PANTRY_ERRORS } from './messages';

const MUTATIONS = [useCreatePantryItemMutation, useUpdatePantryItemMutation, useDeletePantryItemMutation] as const;
const updateArg = (id: number, changes: UpdatePantryItemDto): UpdatePantryItemApiArg => ({ id, updatePantryItemDto: changes });

/** Create, update and delete (useListActions); a refused delete shows in the page's error box. */
export function usePantryActions() {
  const { create, update, remove, error, reportError } = useListActions(MUTATIONS, updateArg, PANTRY_ERRORS);
  return { create, update, remove, error, reportError };
}

export type PantryActions = ReturnType<typeof usePantryActions>;
