import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The pure rules of the device's write queue (docs/offline.md): which writes may wait for the
 * connection, what counts as "offline", what an answer means for a queued write, and how later
 * writes follow a row that was saved under a new id.
 */

/** The lists whose writes are kept on the device while offline. */
export type WriteList = 'shopping' | 'pantry';

export type WriteMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One write waiting for the connection, in the order it was made. */
export interface QueuedWrite {
  id: string;
  method: WriteMethod;
  url: string;
  body?: unknown;
  /** Made once with the write and sent on every try, so the server does it once. */
  idempotencyKey: string;
  createdAt: number;
  /** The signed-in user who made it: a queue is only ever sent as that user. */
  user: string;
  list: WriteList;
  /** What the write is about, for the message when the server refuses it ("Milk"). */
  label: string;
  /** A create: the unsaved id its row is shown under until the server gives it one. */
  unsavedId?: number;
}

const WRITE_PATH = /^\/api\/(shopping|pantry)(?:\/|$)/;
const ROW_PATH = /^(\/api\/(?:shopping|pantry)\/)(\d+)(?=\/|$)/;

function methodOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** The list a call writes to, or null for a read or a call that never waits (auth, recipes, …). */
export function writeListOf(args: string | FetchArgs): WriteList | null {
  const method = methodOf(args);
  if (method === 'GET' || method === 'HEAD') return null;
  const match = WRITE_PATH.exec(urlOf(args));
  return match ? (match[1] as WriteList) : null;
}

/** The row id a write names in its path (`/api/shopping/7/toggle` -> 7), or null. */
export function rowIdOf(url: string): number | null {
  const match = ROW_PATH.exec(url);
  return match ? Number(match[2]) : null;
}

/**
 * A failed call that may wait for the connection: no answer came (fetch threw, a timeout) and the
 * browser says it is offline. A refusal (any HTTP status) never waits; neither does a failure while
 * the browser says it is online, which keeps today's "Failed to …" message for a server that is down.
 */
export function isOfflineFailure(error: FetchBaseQueryError | undefined, online: boolean): boolean {
  if (!error || online) return false;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** What a queued write's answer means for it. */
export type WriteOutcome = 'saved' | 'refused' | 'retry' | 'signed-out';

/**
 * 2xx saved (an answer that is not JSON still means the write was done); 401 after the base query's
 * refresh means nobody is signed in to send it as, so it waits for a sign-in; 408, 425, 429, 5xx and
 * no answer at all are worth trying again later; any other 4xx is the server refusing the change.
 */
export function writeOutcome(result: { error?: FetchBaseQueryError }): WriteOutcome {
  const { error } = result;
  if (!error) return 'saved';
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (typeof status !== 'number') return 'retry';
  if (status >= 200 && status < 300) return 'saved';
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** Waits between tries of a queue that could not be sent: 2 s, 4 s, … up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
}

/** The rows of a list that a queued write names: they show as not saved yet. */
export function pendingRowIds(queue: readonly QueuedWrite[], list: WriteList): Set<number> {
  const ids = new Set<number>();
  for (const write of queue) {
    if (write.list !== list) continue;
    if (write.unsavedId !== undefined) ids.add(write.unsavedId);
    const id = rowIdOf(write.url);
    if (id !== null) ids.add(id);
  }
  return ids;
}

/** Later writes that named a row by its unsaved id now name the id the server gave it. */
export function withSavedId(queue: readonly QueuedWrite[], list: WriteList, unsavedId: number, savedId: number): QueuedWrite[] {
  return queue.map((write) =>
    write.list === list && rowIdOf(write.url) === unsavedId ? { ...write, url: write.url.replace(ROW_PATH, `$1${savedId}`) } : write,
  );
}

/** Splits off the writes that name a row whose create was refused: they can never be sent. */
export function splitDependents(queue: readonly QueuedWrite[], list: WriteList, unsavedId: number): { kept: QueuedWrite[]; dropped: QueuedWrite[] } {
  const kept: QueuedWrite[] = [];
  const dropped: QueuedWrite[] = [];
  for (const write of queue) (write.list === list && rowIdOf(write.url) === unsavedId ? dropped : kept).push(write);
  return { kept, dropped };
}

/** What a write is about, for messages: the name it sends or the row's name, else a description. */
export function writeLabel(method: string, url: string, body: unknown, nameOfRow: (id: number) => string | undefined): string {
  const sent = body && typeof body === 'object' ? (body as { name?: unknown }).name : undefined;
  if (typeof sent === 'string' && sent.trim()) return sent.trim();
  const id = rowIdOf(url);
  const shown = id === null ? undefined : nameOfRow(id);
  if (shown) return shown;
  if (/\/completed\/clear$/.test(url)) return 'completed items';
  if (/\/combine-similar$/.test(url)) return 'similar items';
  return method.toUpperCase() === 'DELETE' ? 'a deleted item' : 'an item';
}

/** The message for a refused write, naming the item: 'Could not save "Milk": Your pantry is full'. */
export function refusalMessage(label: string, serverText: string): string {
  return `Could not save "${label}": ${serverText}`;
}
