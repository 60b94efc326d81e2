import { current, isDraft, type Draft } from '@reduxjs/toolkit';
/**
 * The shared pieces of an optimistic list in the RTK Query cache: a row shown before the
 * server confirms it gets an id no server row can have, and keeps its React key when the
 * server's row replaces it, so the same element stays on screen (no remount: focus, swipe
 * state and anyone holding the element keep it).
 */
export interface Row {
  id: number;
}

/**
 * A copy of a row that outlives the cache update it was read in: an Immer draft (and every object
 * nested in it) is revoked when the update ends, so a row with nested fields is copied whole.
 */
export function detached<T extends Row>(row: T): T {
  return isDraft(row) ? (current(row as Draft<T>) as T) : { ...row };
}

// Above every PostgreSQL serial id and still a safe integer.
const UNSAVED_ID_BASE = 2 ** 52;
// Rows added offline outlive the page (offline/): each page starts its ids past the last one's,
// so a reload never reuses the id of a row still waiting to be saved (1,024 new rows a millisecond).
let lastUnsavedId = UNSAVED_ID_BASE + Date.now() * 1024;

// Saved id -> the unsaved id its row was first shown under.
const firstShownAs = new Map<number, number>();

/** A fresh id for a row the server has not confirmed yet. */
export function nextUnsavedId(): number {
  lastUnsavedId += 1;
  return lastUnsavedId;
}

// The body a create was sent with -> the unsaved id its row is shown under, for the write queue.
const unsavedRowOfBody = new WeakMap<object, number>();

/** Notes which unsaved row a create's body stands for (the body is the mutation's argument, passed on to the base query as is). */
export function noteUnsavedRow(body: unknown, unsavedId: number): void {
  if (body && typeof body === 'object') unsavedRowOfBody.set(body, unsavedId);
}

export function unsavedRowOf(body: unknown): number | undefined {
  return body && typeof body === 'object' ? unsavedRowOfBody.get(body) : undefined;
}

// Names of rows just taken off the screen, so a queued delete can still name its item in a message.
const removedNames = new Map<string, string>();
const REMOVED_NAMES_KEPT = 200;

export function rememberRemovedName(list: string, id: number, name: string): void {
  removedNames.delete(`${list}:${id}`);
  removedNames.set(`${list}:${id}`, name);
  if (removedNames.size > REMOVED_NAMES_KEPT) removedNames.delete(removedNames.keys().next().value!);
}

export function removedName(list: string, id: number): string | undefined {
  return removedNames.get(`${list}:${id}`);
}

/** A row shown before the server has confirmed it. */
export function isUnsaved(row: Row): boolean {
  return row.id >= UNSAVED_ID_BASE;
}

/** The key to render a row under: the same before and after the server confirms it. */
export function rowKey(row: Row): number {
  return firstShownAs.get(row.id) ?? row.id;
}

/** Replaces the row with id `replaceId` (by default the row's own id), or appends it. */
export function upsertRow<T extends Row>(draft: T[], row: T, replaceId = row.id): void {
  const index = draft.findIndex((candidate) => candidate.id === replaceId);
  if (index >= 0) draft[index] = row;
  else draft.push(row);
}

/** Puts the server's row where the unsaved one was, under the unsaved row's key. */
export function confirmRow<T extends Row>(draft: T[], saved: T, unsavedId: number): void {
  firstShownAs.set(saved.id, unsavedId);
  upsertRow(draft, saved, unsavedId);
}

export interface RemovedRow<T extends Row> {
  row: T;
  index: number;
}

/**
 * Removes the row with this id, if it is there; answers a copy of it and where it was (a
 * copy, because an Immer draft's rows are revoked when the update ends).
 */
export function removeRow<T extends Row>(draft: T[], id: number): RemovedRow<T> | undefined {
  const index = draft.findIndex((candidate) => candidate.id === id);
  if (index < 0) return undefined;
  const [row] = draft.splice(index, 1);
  return { row: detached(row), index };
}

/** Puts a removed row back where it was, unless a row with its id is there again. */
export function restoreRow<T extends Row>(draft: T[], removed: RemovedRow<T>): void {
  if (draft.some((candidate) => candidate.id === removed.row.id)) return;
  draft.splice(Math.min(removed.index, draft.length), 0, removed.row);
}
