import {
  generatedApi,
  optimisticList,
  PANTRY_LIST_TAG,
  pantryRowBelongs,
  RECIPE_LIST_TAG,
  type CreatePantryItemApiArg,
  type UpdatePantryItemApiArg,
} from '@mealapp/api-client';

// A list fetched with a filter holds only the items that match it, as the server filters them.
const pantryLists = optimisticList('listPantryItems', PANTRY_LIST_TAG, pantryRowBelongs);

// A saved change moves what recipes can be cooked, which the server works out into the recipe list.
const recipesStale = { invalidatesTags: (_result: unknown, error: unknown) => (error ? [PANTRY_LIST_TAG] : [RECIPE_LIST_TAG]) };

/** Cache behaviour for the generated pantry endpoints (generated/api.ts is never edited); spec: the screen feels instant. */
export const pantryApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // Unsaved ids are above every server id, so "recent" still sorts the new item first.
    createPantryItem: {
      ...pantryLists.create((body: CreatePantryItemApiArg, id, me) => ({
        id,
        name: body.name,
        status: body.status,
        category: body.category ?? null,
        expirationDate: body.expirationDate ?? null,
        updatedBy: me,
      })),
      ...recipesStale,
    },
    updatePantryItem: { ...pantryLists.update((arg: UpdatePantryItemApiArg) => arg.updatePantryItemDto), ...recipesStale },
    deletePantryItem: { ...pantryLists.remove(), ...recipesStale },
  },
});

export const {
  useListPantryItemsQuery,
  useCreatePantryItemMutation,
  useUpdatePantryItemMutation,
  useDeletePantryItemMutation,
} = pantryApi;
