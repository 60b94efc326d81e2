import type { TagDescription } from '@reduxjs/toolkit/query';
import { generatedApi, type addTagTypes, type PersonDto } from './generated/api';
import type { SessionState } from './session';
import { noteUnsavedRow, rememberRemovedName, type Row } from './optimistic-list';
import { optimisticCreate, optimisticRemove, optimisticUpdate, type CachedLists, type ServerAnswer } from './optimistic-mutations';

type Endpoints = typeof generatedApi.endpoints;
type ListQuery = { [K in keyof Endpoints]: Endpoints[K]['Types'] extends { QueryDefinition: unknown; ResultType: Row[] } ? K : never }[keyof Endpoints];
type RowOf<Q extends ListQuery> = Endpoints[Q]['Types']['ResultType'][number];
type ArgOf<Q extends ListQuery> = Endpoints[Q]['Types']['QueryArg'];
type CachedArg<Q extends ListQuery> = Parameters<typeof generatedApi.util.updateQueryData<Q>>[1];
type ListTag = TagDescription<(typeof addTagTypes)[number]>;

/** The part of RTK Query's onQueryStarted argument these endpoints use. */
export interface CacheAccess {
  dispatch: (action: ReturnType<typeof generatedApi.util.updateQueryData>) => unknown;
  getState: () => Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];
}

/** The signed-in person, as the household's shared things name them; null when signed out. */
export function signedInPerson({ getState }: { getState: () => unknown }): PersonDto | null {
  const user = (getState() as { session?: SessionState }).session?.user;
  return user ? { id: Number(user.id), name: user.name } : null;
}

/**
 * The one way a feature's mutations keep its list query's cache in step: each change shows at
 * once and is rolled back when the server refuses it (optimistic-mutations.ts); the caller shows
 * the error. A refused change also refetches the list (`tag`), so the screen ends up showing what
 * the server holds. `belongs` says which rows a copy fetched with a filter argument holds.
 */
export function optimisticList<Q extends ListQuery>(query: Q, tag: ListTag, belongs: (row: RowOf<Q>, arg: ArgOf<Q>) => boolean = () => true) {
  const lists = ({ dispatch, getState }: CacheAccess): CachedLists<RowOf<Q>, ArgOf<Q>> => ({
    patch(recipe) {
      // RTK spells a query's argument and data with conditional types that TypeScript cannot
      // resolve for a generic Q; for a list query they are ArgOf<Q> and RowOf<Q>[].
      for (const arg of generatedApi.util.selectCachedArgsForQuery(getState(), query) as CachedArg<Q>[]) {
        dispatch(generatedApi.util.updateQueryData(query, arg, (draft) => recipe(draft as RowOf<Q>[], arg as ArgOf<Q>)));
      }
    },
    belongs,
  });
  const refetchOnRefusal = (_result: unknown, error: unknown) => (error ? [tag] : []);
  const shownName = ({ getState }: CacheAccess, id: number): string | undefined => {
    const state = getState();
    for (const arg of generatedApi.util.selectCachedArgsForQuery(state, query)) {
      const endpoint = generatedApi.endpoints[query] as unknown as { select: (arg: unknown) => (state: unknown) => { data?: unknown } };
      const rows = endpoint.select(arg)(state).data as Array<Row & { name?: unknown }> | undefined;
      const name = rows?.find((row) => row.id === id)?.name;
      if (typeof name === 'string') return name;
    }
    return undefined;
  };

  return {
    refetchOnRefusal,
    /** Runs a recipe on every cached copy, for a change with a cache rule of its own. */
    patch: (access: CacheAccess, recipe: (draft: RowOf<Q>[], arg: ArgOf<Q>) => void) => lists(access).patch(recipe),
    /** `rowWithId` builds the row shown until the server answers; `me` is who adds it. */
    create: <Body>(rowWithId: (body: Body, unsavedId: number, me: PersonDto | null) => RowOf<Q>) => ({
      invalidatesTags: refetchOnRefusal,
      onQueryStarted: (body: Body, api: CacheAccess & { queryFulfilled: ServerAnswer<RowOf<Q>> }) =>
        optimisticCreate(
          lists(api),
          (unsavedId) => {
            noteUnsavedRow(body, unsavedId);
            return rowWithId(body, unsavedId, signedInPerson(api));
          },
          api.queryFulfilled,
        ),
    }),
    update: <Arg extends { id: number }>(changesIn: (arg: Arg) => Partial<RowOf<Q>>) => ({
      invalidatesTags: refetchOnRefusal,
      onQueryStarted: (arg: Arg, api: CacheAccess & { queryFulfilled: ServerAnswer<RowOf<Q>> }) =>
        optimisticUpdate(lists(api), arg.id, changesIn(arg), api.queryFulfilled),
    }),
    remove: () => ({
      invalidatesTags: refetchOnRefusal,
      onQueryStarted: (id: number, api: CacheAccess & { queryFulfilled: PromiseLike<unknown> }) => {
        const name = shownName(api, id);
        if (name) rememberRemovedName(query, id, name);
        return optimisticRemove(lists(api), id, api.queryFulfilled);
      },
    }),
  };
}
