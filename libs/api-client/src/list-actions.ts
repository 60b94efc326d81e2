import { useCallback, useState } from 'react';
import { apiErrorText } from './errors';
import type { Row } from './optimistic-list';

type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap(): PromiseLike<unknown> }, ...unknown[]];

/** A list screen's create, update and delete mutations: RTK Query's use…Mutation hooks. */
export type ListMutationHooks<Body, UpdateArg> = readonly [create: MutationHook<Body>, update: MutationHook<UpdateArg>, remove: MutationHook<number>];

/** Waits for a change: null when the server saved it, else the text to show. */
async function refusalText(change: PromiseLike<unknown>, fallback: string): Promise<string | null> {
  try {
    await change;
    return null;
  } catch (failure) {
    return apiErrorText(failure, fallback);
  }
}

/**
 * The changes a list screen makes (`updateArg` and `errors` are module constants, so the
 * callbacks stay the same between renders), each shown at once by the optimistic cache (optimisticList).
 * create and update resolve to the refusal's text, or null when saved: the form that sent them
 * shows it and keeps the input. The others go through `run`, which puts a refusal in the
 * screen's error banner (`error`): a change clears it when it starts, and a saved one leaves it
 * alone, so it never hides the refusal of another change that ended meanwhile.
 */
export function useListActions<Body, Changes, UpdateArg>(
  [useCreate, useUpdate, useDelete]: ListMutationHooks<Body, UpdateArg>,
  // The generated client names an update's changes after each feature's DTO.
  updateArg: (id: number, changes: Changes) => UpdateArg,
  errors: { create: string; update: string; delete: string },
) {
  const [createItem] = useCreate();
  const [updateItem] = useUpdate();
  const [deleteItem] = useDelete();
  const [error, setError] = useState<string | null>(null);

  const create = useCallback((body: Body) => refusalText(createItem(body).unwrap(), errors.create), [createItem, errors.create]);
  const update = useCallback(
    (id: number, changes: Changes) => refusalText(updateItem(updateArg(id, changes)).unwrap(), errors.update),
    [updateItem, updateArg, errors.update],
  );
  const run = useCallback(async (change: () => PromiseLike<unknown>, fallback: string) => {
    setError(null);
    const text = await refusalText(change(), fallback);
    if (text !== null) setError(text);
  }, []);
  const remove = useCallback((item: Row) => run(() => deleteItem(item.id).unwrap(), errors.delete), [run, deleteItem, errors.delete]);

  return { create, update, remove, run, error, reportError: setError };
}
