import {
  confirmRow,
  generatedApi,
  nextUnsavedId,
  PANTRY_LIST_TAG,
  removeRow,
  restoreRow,
  upsertRow,
  type RemovedRow,
  type CreatePantryItemApiArg,
  type ListPantryItemsApiArg,
  type PantryItemDto,
} from '@mealapp/api-client';

/** The one list the page and the Home card share (same cache entry); filters run on the device. */
export const ALL_PANTRY_ITEMS: ListPantryItemsApiArg = {};

function matchesList(item: PantryItemDto, arg: ListPantryItemsApiArg): boolean {
  return (!arg.status || item.status === arg.status) && (!arg.category || item.category === arg.category);
}

type Recipe = (draft: PantryItemDto[], arg: ListPantryItemsApiArg) => void;
type Thunk = ReturnType<typeof generatedApi.util.updateQueryData>;

/** Applies a change to every cached pantry list (there is normally one: ALL_PANTRY_ITEMS). */
function patchLists(dispatch: (action: Thunk) => unknown, state: Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0], recipe: Recipe) {
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listPantryItems')) {
    dispatch(generatedApi.util.updateQueryData('listPantryItems', arg, (draft) => recipe(draft, arg)));
  }
}

/** Puts the item into a list it belongs to, and takes it out of one it no longer belongs to. */
function upsert(draft: PantryItemDto[], arg: ListPantryItemsApiArg, item: PantryItemDto) {
  if (matchesList(item, arg)) upsertRow(draft, item);
  else removeRow(draft, item.id);
}

/**
 * Cache behaviour for the generated pantry endpoints (generated/api.ts is never edited).
 * Every change shows at once (spec: the screen feels instant) and is rolled back by id when
 * the server refuses it; the caller shows the error. A refused change also refetches the
 * list, so the screen ends up showing what the server holds.
 */
export const pantryApi = generatedApi.enhanceEndpoints({
  endpoints: {
    createPantryItem: {
      invalidatesTags: (_result, error) => (error ? [PANTRY_LIST_TAG] : []),
      async onQueryStarted(body: CreatePantryItemApiArg, { dispatch, getState, queryFulfilled }) {
        // Unsaved ids are above every server id, so "recent" still sorts the new item first.
        const unsavedId = nextUnsavedId();
        const optimistic: PantryItemDto = {
          id: unsavedId,
          name: body.name,
          status: body.status,
          category: body.category ?? null,
          expirationDate: body.expirationDate ?? null,
        };
        patchLists(dispatch, getState(), (draft, arg) => upsert(draft, arg, optimistic));
        try {
          const { data } = await queryFulfilled;
          patchLists(dispatch, getState(), (draft, arg) => {
            if (matchesList(data, arg)) confirmRow(draft, data, unsavedId);
            else removeRow(draft, unsavedId);
          });
        } catch {
          patchLists(dispatch, getState(), (draft) => void removeRow(draft, unsavedId));
        }
      },
    },
    updatePantryItem: {
      invalidatesTags: (_result, error) => (error ? [PANTRY_LIST_TAG] : []),
      async onQueryStarted({ id, updatePantryItemDto: changes }, { dispatch, getState, queryFulfilled }) {
        const before = new Map<string, PantryItemDto>();
        patchLists(dispatch, getState(), (draft, arg) => {
          const current = draft.find((item) => item.id === id);
          if (!current) return;
          before.set(JSON.stringify(arg), { ...current });
          upsert(draft, arg, { ...current, ...changes } as PantryItemDto);
        });
        try {
          const { data } = await queryFulfilled;
          patchLists(dispatch, getState(), (draft, arg) => upsert(draft, arg, data));
        } catch {
          patchLists(dispatch, getState(), (draft, arg) => {
            const previous = before.get(JSON.stringify(arg));
            if (previous) upsert(draft, arg, previous);
          });
        }
      },
    },
    deletePantryItem: {
      invalidatesTags: (_result, error) => (error ? [PANTRY_LIST_TAG] : []),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const removed = new Map<string, RemovedRow<PantryItemDto>>();
        patchLists(dispatch, getState(), (draft, arg) => {
          const entry = removeRow(draft, id);
          if (entry) removed.set(JSON.stringify(arg), entry);
        });
        try {
          await queryFulfilled;
        } catch {
          patchLists(dispatch, getState(), (draft, arg) => {
            const entry = removed.get(JSON.stringify(arg));
            if (entry) restoreRow(draft, entry);
          });
        }
      },
    },
  },
});

export const {
  useListPantryItemsQuery,
  useCreatePantryItemMutation,
  useUpdatePantryItemMutation,
  useDeletePantryItemMutation,
} = pantryApi;
