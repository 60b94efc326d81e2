import { confirmRow, detached, nextUnsavedId, removeRow, restoreRow, upsertRow, type RemovedRow, type Row } from './optimistic-list';

/**
 * Every cached copy of one list query, one per argument it was fetched with (a filtered copy
 * holds only the rows that belong to its filter; an unfiltered list is a single copy that every
 * row belongs to).
 */
export interface CachedLists<T extends Row, Arg> {
  /** Runs the recipe on each cached copy, with the argument that copy was fetched with. */
  patch(recipe: (draft: T[], arg: Arg) => void): void;
  belongs(row: T, arg: Arg): boolean;
}

/** The server's answer to a change; it rejects when the server refused the change. */
export type ServerAnswer<T> = PromiseLike<{ data: T }>;

// What each copy looked like before a change, found again by its argument after the answer.
type CopyKey = string | undefined;
const copyKey = (arg: unknown): CopyKey => JSON.stringify(arg);

/** Puts the row into a copy it belongs to (in place of `replaceId`) and takes it out of one it no longer belongs to. */
function place<T extends Row, Arg>(lists: CachedLists<T, Arg>, draft: T[], arg: Arg, row: T, replaceId = row.id): void {
  if (lists.belongs(row, arg)) upsertRow(draft, row, replaceId);
  else removeRow(draft, replaceId);
}

/**
 * Shows a new row at once, under an unsaved id (`rowWithId` builds it), and swaps in the
 * server's row under the same key when it is saved (`confirmRow`); takes it away when refused.
 */
export async function optimisticCreate<T extends Row, Arg>(lists: CachedLists<T, Arg>, rowWithId: (unsavedId: number) => T, answer: ServerAnswer<T>): Promise<void> {
  const unsavedId = nextUnsavedId();
  const unsaved = rowWithId(unsavedId);
  const shownIn = new Set<CopyKey>();
  lists.patch((draft, arg) => {
    place(lists, draft, arg, unsaved);
    if (draft.some((row) => row.id === unsavedId)) shownIn.add(copyKey(arg));
  });
  try {
    const { data } = await answer;
    lists.patch((draft, arg) => {
      // Deleted before it was saved (a change queued offline): it stays deleted.
      if (shownIn.has(copyKey(arg)) && !draft.some((row) => row.id === unsavedId)) return;
      if (lists.belongs(data, arg)) confirmRow(draft, data, unsavedId);
      else removeRow(draft, unsavedId);
    });
  } catch {
    lists.patch((draft) => void removeRow(draft, unsavedId));
  }
}

/**
 * Shows the changed row at once in every copy that holds it (and out of a copy whose filter it
 * leaves), then the server's row, or the row as it was when the server refused. A row that
 * another change deleted meanwhile stays deleted; a copy whose filter the saved row now matches
 * gains it, since no refetch follows a saved change.
 */
export async function optimisticUpdate<T extends Row, Arg>(lists: CachedLists<T, Arg>, id: number, changes: Partial<T>, answer: ServerAnswer<T>): Promise<void> {
  // Per copy that held the row: a copy of it (drafts are revoked after the patch), and where it
  // was when this change took it out of the copy.
  const held = new Map<CopyKey, { row: T; removed?: RemovedRow<T> }>();
  let original: T | undefined;
  lists.patch((draft, arg) => {
    const current = draft.find((row) => row.id === id);
    if (!current) return;
    const row = detached(current);
    original ??= row;
    const changed = { ...row, ...changes };
    const stays = lists.belongs(changed, arg);
    if (stays) upsertRow(draft, changed);
    held.set(copyKey(arg), { row, removed: stays ? undefined : removeRow(draft, id) });
  });
  try {
    const { data } = await answer;
    lists.patch((draft, arg) => {
      // Shown under `id`, or under the saved id when `id` was an unsaved row's (a change queued offline).
      const shownAs = [id, data.id].find((candidate) => draft.some((row) => row.id === candidate));
      if (shownAs !== undefined) return place(lists, draft, arg, data, shownAs);
      const before = held.get(copyKey(arg));
      // Absent from a copy that held it: this change took it out, or another one deleted it meanwhile.
      const entering = before ? before.removed !== undefined : original !== undefined && !lists.belongs(original, arg);
      if (entering && lists.belongs(data, arg)) restoreRow(draft, { row: data, index: before?.removed?.index ?? draft.length });
    });
  } catch {
    lists.patch((draft, arg) => {
      const before = held.get(copyKey(arg));
      if (before?.removed) restoreRow(draft, before.removed);
      else if (before && draft.some((row) => row.id === id)) upsertRow(draft, before.row);
    });
  }
}

/** Takes the row out of every copy at once, and puts it back where it was when the server refused. */
export async function optimisticRemove<T extends Row, Arg>(lists: CachedLists<T, Arg>, id: number, answer: PromiseLike<unknown>): Promise<void> {
  const removed = new Map<CopyKey, RemovedRow<T>>();
  lists.patch((draft, arg) => {
    const entry = removeRow(draft, id);
    if (entry) removed.set(copyKey(arg), entry);
  });
  try {
    await answer;
  } catch {
    lists.patch((draft, arg) => {
      const entry = removed.get(copyKey(arg));
      if (entry) restoreRow(draft, entry);
    });
  }
}
