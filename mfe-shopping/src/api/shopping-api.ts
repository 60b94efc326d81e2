import { current } from '@reduxjs/toolkit';
import {
  generatedApi,
  optimisticList,
  PANTRY_LIST_TAG,
  RECIPE_LIST_TAG,
  SHOPPING_LIST_TAG,
  signedInPerson,
  upsertRow,
  type CreateShoppingItemApiArg,
  type ShoppingItemDto,
  type UpdateShoppingItemApiArg,
} from '@mealapp/api-client';
import { applyCombinePlan, DEFAULT_SHOPPING_CATEGORY } from '@mealapp/domain';

const shoppingList = optimisticList('listShoppingItems', SHOPPING_LIST_TAG);

// Toggles still on their way, per item: only the answer to the last one may overwrite the
// tick, or a quick double tap would flicker back and forth as the answers arrive.
const togglesInFlight = new Map<number, number>();

function countToggle(id: number, delta: 1 | -1): number {
  const next = (togglesInFlight.get(id) ?? 0) + delta;
  if (next <= 0) togglesInFlight.delete(id);
  else togglesInFlight.set(id, next);
  return Math.max(next, 0);
}

/** Cache behaviour for the generated shopping endpoints (generated/api.ts is never edited); spec: tapping an item must feel instant. */
export const shoppingApi = generatedApi.enhanceEndpoints({
  endpoints: {
    createShoppingItem: shoppingList.create((body: CreateShoppingItemApiArg, id, me) => ({
      id,
      name: body.name,
      quantity: body.quantity ?? null,
      category: body.category ?? DEFAULT_SHOPPING_CATEGORY,
      isShopped: body.isShopped === true,
      addedBy: me,
      checkedBy: body.isShopped === true ? me : null,
      updatedBy: me,
    })),
    updateShoppingItem: shoppingList.update((arg: UpdateShoppingItemApiArg) => arg.updateShoppingItemDto),
    deleteShoppingItem: shoppingList.remove(),
    toggleShoppingItem: {
      // Ticking and unticking change the pantry on the server (DECISIONS.md), so its cached list goes
      // stale, and with it the recipes' can-cook status.
      invalidatesTags: (_result, error) =>
        error ? [SHOPPING_LIST_TAG, PANTRY_LIST_TAG, RECIPE_LIST_TAG] : [PANTRY_LIST_TAG, RECIPE_LIST_TAG],
      async onQueryStarted({ id }, api) {
        countToggle(id, 1);
        const me = signedInPerson(api);
        const flip = (draft: ShoppingItemDto[]) => {
          const item = draft.find((candidate) => candidate.id === id);
          if (!item) return;
          item.isShopped = !item.isShopped;
          item.checkedBy = item.isShopped ? me : null;
        };
        shoppingList.patch(api, flip);
        try {
          const { data } = await api.queryFulfilled;
          // Under the saved id when `id` was an unsaved row's (ticked offline before it was saved).
          const shownAs = (draft: ShoppingItemDto[]) => [id, data.id].find((candidate) => draft.some((item) => item.id === candidate));
          if (countToggle(id, -1) === 0) shoppingList.patch(api, (draft) => {
            const shown = shownAs(draft);
            if (shown !== undefined) upsertRow(draft, data, shown);
          });
        } catch {
          countToggle(id, -1);
          shoppingList.patch(api, flip);
        }
      },
    },
    clearCompletedShoppingItems: {
      invalidatesTags: shoppingList.refetchOnRefusal,
      async onQueryStarted(_arg, api) {
        let before: ShoppingItemDto[] | undefined;
        shoppingList.patch(api, (draft) => {
          before ??= draft.map((item) => ({ ...item }));
          for (let i = draft.length - 1; i >= 0; i -= 1) if (draft[i].isShopped) draft.splice(i, 1);
        });
        try {
          await api.queryFulfilled;
        } catch {
          const previous = before;
          if (previous) shoppingList.patch(api, (draft) => {
            for (const item of previous) if (item.isShopped && !draft.some((row) => row.id === item.id)) draft.push(item);
          });
        }
      },
    },
    // The answer carries the plan the server wrote; applying it shows the result without a refetch.
    combineSimilarShoppingItems: {
      invalidatesTags: shoppingList.refetchOnRefusal,
      async onQueryStarted(_arg, api) {
        try {
          const { data } = await api.queryFulfilled;
          const { plan } = data;
          if (plan) shoppingList.patch(api, (draft) => void draft.splice(0, draft.length, ...applyCombinePlan(current(draft), plan)));
        } catch {
          // The caller shows the error.
        }
      },
    },
  },
});

export const {
  useListShoppingItemsQuery,
  useCreateShoppingItemMutation,
  useUpdateShoppingItemMutation,
  useDeleteShoppingItemMutation,
  useToggleShoppingItemMutation,
  useClearCompletedShoppingItemsMutation,
  useCombineSimilarShoppingItemsMutation,
} = shoppingApi;
