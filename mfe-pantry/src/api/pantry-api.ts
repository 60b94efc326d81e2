import {
  generatedApi,
  type CreatePantryItemApiArg,
  type ListPantryItemsApiArg,
  type PantryItemDto,
} from '@mealapp/api-client';
import type { PantryItem } from '@mealapp/domain';

/** The one list the page and the Home card share (same cache entry); filters run on the device. */
export const ALL_PANTRY_ITEMS: ListPantryItemsApiArg = {};

const LIST_TAG = { type: 'Pantry', id: 'LIST' } as const;

// Optimistic items get ids no server row can have, so "recent" still sorts them first.
const UNSAVED_ID_BASE = 2 ** 52;
let lastUnsavedId = UNSAVED_ID_BASE;

/** An item shown before the server has confirmed it. */
export function isUnsaved(item: Pick<PantryItem, 'id'>): boolean {
  return item.id >= UNSAVED_ID_BASE;
}

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

function upsert(draft: PantryItemDto[], arg: ListPantryItemsApiArg, item: PantryItemDto, replaceId = item.id) {
  const index = draft.findIndex((candidate) => candidate.id === replaceId);
  if (!matchesList(item, arg)) {
    if (index >= 0) draft.splice(index, 1);
  } else if (index >= 0) {
    draft[index] = item;
  } else {
    draft.push(item);
  }
}

function removeById(draft: PantryItemDto[], id: number) {
  const index = draft.findIndex((candidate) => candidate.id === id);
  if (index >= 0) draft.splice(index, 1);
}

/**
 * Cache behaviour for the generated pantry endpoints (generated/api.ts is never edited).
 * Every change shows at once (spec: the screen feels instant) and is rolled back by id when
 * the server refuses it; the caller shows the error. A refused change also refetches the
 * list, so the screen ends up showing what the server holds.
 */
export const pantryApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Pantry'],
  endpoints: {
    listPantryItems: { providesTags: [LIST_TAG] },
    createPantryItem: {
      invalidatesTags: (_result, error) => (error ? [LIST_TAG] : []),
      async onQueryStarted(body: CreatePantryItemApiArg, { dispatch, getState, queryFulfilled }) {
        lastUnsavedId += 1;
        const unsavedId = lastUnsavedId;
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
          patchLists(dispatch, getState(), (draft, arg) => upsert(draft, arg, data, unsavedId));
        } catch {
          patchLists(dispatch, getState(), (draft) => removeById(draft, unsavedId));
        }
      },
    },
    updatePantryItem: {
      invalidatesTags: (_result, error) => (error ? [LIST_TAG] : []),
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
      invalidatesTags: (_result, error) => (error ? [LIST_TAG] : []),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const removed = new Map<string, { item: PantryItemDto; index: number }>();
        patchLists(dispatch, getState(), (draft, arg) => {
          const index = draft.findIndex((item) => item.id === id);
          if (index < 0) return;
          removed.set(JSON.stringify(arg), { item: { ...draft[index] }, index });
          draft.splice(index, 1);
        });
        try {
          await queryFulfilled;
        } catch {
          patchLists(dispatch, getState(), (draft, arg) => {
            const entry = removed.get(JSON.stringify(arg));
            if (entry && !draft.some((item) => item.id === id)) draft.splice(Math.min(entry.index, draft.length), 0, entry.item);
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
