import { current } from '@reduxjs/toolkit';
import {
  confirmRow,
  generatedApi,
  nextUnsavedId,
  PANTRY_LIST_TAG,
  removeRow,
  restoreRow,
  SHOPPING_LIST_TAG,
  upsertRow,
  type CreateShoppingItemApiArg,
  type RemovedRow,
  type ShoppingItemDto,
} from '@mealapp/api-client';
import { applyCombinePlan } from '@mealapp/domain';

type Draft = ShoppingItemDto[];
type Thunk = ReturnType<typeof generatedApi.util.updateQueryData>;
type State = Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];

function patchList(dispatch: (action: Thunk) => unknown, state: State, recipe: (draft: Draft) => void) {
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listShoppingItems')) {
    dispatch(generatedApi.util.updateQueryData('listShoppingItems', arg, recipe));
  }
}

// Toggles still on their way, per item: only the answer to the last one may overwrite the
// tick, or a quick double tap would flicker back and forth as the answers arrive.
const togglesInFlight = new Map<number, number>();

function countToggle(id: number, delta: 1 | -1): number {
  const next = (togglesInFlight.get(id) ?? 0) + delta;
  if (next <= 0) togglesInFlight.delete(id);
  else togglesInFlight.set(id, next);
  return Math.max(next, 0);
}

/**
 * Cache behaviour for the generated shopping endpoints (generated/api.ts is never edited).
 * Every change shows at once (spec: tapping an item must feel instant) and is rolled back
 * when the server refuses it; the caller shows the error. A refused change also refetches
 * the list, so the screen ends up showing what the server holds.
 */
export const shoppingApi = generatedApi.enhanceEndpoints({
  endpoints: {
    createShoppingItem: {
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted(body: CreateShoppingItemApiArg, { dispatch, getState, queryFulfilled }) {
        const unsavedId = nextUnsavedId();
        const optimistic: ShoppingItemDto = {
          id: unsavedId,
          name: body.name,
          quantity: body.quantity ?? null,
          category: body.category ?? 'Produce',
          isShopped: body.isShopped === true,
        };
        patchList(dispatch, getState(), (draft) => upsertRow(draft, optimistic));
        try {
          const { data } = await queryFulfilled;
          patchList(dispatch, getState(), (draft) => confirmRow(draft, data, unsavedId));
        } catch {
          patchList(dispatch, getState(), (draft) => void removeRow(draft, unsavedId));
        }
      },
    },
    updateShoppingItem: {
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted({ id, updateShoppingItemDto: changes }, { dispatch, getState, queryFulfilled }) {
        let before: ShoppingItemDto | undefined;
        patchList(dispatch, getState(), (draft) => {
          const current = draft.find((item) => item.id === id);
          if (!current) return;
          before ??= { ...current };
          upsertRow(draft, { ...current, ...changes } as ShoppingItemDto);
        });
        try {
          const { data } = await queryFulfilled;
          patchList(dispatch, getState(), (draft) => upsertRow(draft, data));
        } catch {
          const previous = before;
          if (previous) patchList(dispatch, getState(), (draft) => draft.some((item) => item.id === id) && upsertRow(draft, previous));
        }
      },
    },
    deleteShoppingItem: {
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        let removed: RemovedRow<ShoppingItemDto> | undefined;
        patchList(dispatch, getState(), (draft) => {
          const entry = removeRow(draft, id);
          removed ??= entry;
        });
        try {
          await queryFulfilled;
        } catch {
          const entry = removed;
          if (entry) patchList(dispatch, getState(), (draft) => restoreRow(draft, entry));
        }
      },
    },
    toggleShoppingItem: {
      // Ticking and unticking change the pantry on the server (DECISIONS.md), so its cached list goes stale.
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG, PANTRY_LIST_TAG] : [PANTRY_LIST_TAG]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        countToggle(id, 1);
        const flip = (draft: Draft) => {
          const item = draft.find((candidate) => candidate.id === id);
          if (item) item.isShopped = !item.isShopped;
        };
        patchList(dispatch, getState(), flip);
        try {
          const { data } = await queryFulfilled;
          if (countToggle(id, -1) === 0) patchList(dispatch, getState(), (draft) => draft.some((item) => item.id === id) && upsertRow(draft, data));
        } catch {
          countToggle(id, -1);
          patchList(dispatch, getState(), flip);
        }
      },
    },
    clearCompletedShoppingItems: {
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        let before: ShoppingItemDto[] | undefined;
        patchList(dispatch, getState(), (draft) => {
          before ??= draft.map((item) => ({ ...item }));
          for (let i = draft.length - 1; i >= 0; i -= 1) if (draft[i].isShopped) draft.splice(i, 1);
        });
        try {
          await queryFulfilled;
        } catch {
          const previous = before;
          if (previous) patchList(dispatch, getState(), (draft) => {
            for (const item of previous) if (item.isShopped && !draft.some((row) => row.id === item.id)) draft.push(item);
          });
        }
      },
    },
    // The answer carries the plan the server wrote; applying it shows the result without a refetch.
    combineSimilarShoppingItems: {
      invalidatesTags: (_result, error) => (error ? [SHOPPING_LIST_TAG] : []),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { plan } = data;
          if (plan) patchList(dispatch, getState(), (draft) => void draft.splice(0, draft.length, ...applyCombinePlan(current(draft), plan)));
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
