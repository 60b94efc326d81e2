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
let lastUnsavedId = UNSAVED_ID_BASE;

// Saved id -> the unsaved id its row was first shown under.
const firstShownAs = new Map<number, number>();

/** A fresh id for a row the server has not confirmed yet. */
export function nextUnsavedId(): number {
  lastUnsavedId += 1;
  return lastUnsavedId;
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
