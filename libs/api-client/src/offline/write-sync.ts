import { IDEMPOTENCY_KEY_HEADER, OFFLINE_TEXT } from '@mealapp/domain';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { refreshingBaseQuery } from '../base-query';
import { PANTRY_LIST_TAG, SHOPPING_LIST_TAG } from '../cache-tags';
import { apiErrorText } from '../errors';
import { generatedApi } from '../generated/api';
import { confirmRow, removedName, unsavedRowOf, upsertRow, type Row } from '../optimistic-list';
import { optimisticList, type CacheAccess } from '../optimistic-endpoints';
import type { LastSeen, LastSeenState } from './last-seen';
import { connectivityChanged, writeQueued, writeRefused, writeSaved } from './offline-slice';
import {
  isOfflineFailure,
  refusalMessage,
  retryDelayMs,
  splitDependents,
  writeLabel,
  writeListOf,
  writeOutcome,
  type QueuedWrite,
  type WriteList,
  type WriteMethod,
} from './write-queue';

type Result = Awaited<ReturnType<typeof refreshingBaseQuery>>;

interface SyncStore {
  dispatch: Dispatch<UnknownAction>;
  getState: () => LastSeenState;
}

const LISTS = {
  shopping: { query: 'listShoppingItems', tag: SHOPPING_LIST_TAG },
  pantry: { query: 'listPantryItems', tag: PANTRY_LIST_TAG },
} as const;

const isOnline = () => globalThis.navigator?.onLine !== false;

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else built from random bytes. */
export function newWriteKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function withKey(args: FetchArgs, key: string): FetchArgs {
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set(IDEMPOTENCY_KEY_HEADER, key);
  return { ...args, headers };
}

const isRow = (data: unknown): data is Row => !!data && typeof data === 'object' && typeof (data as Row).id === 'number';

/**
 * The device's write queue at work (docs/offline.md). Every pantry and shopping write carries an
 * Idempotency-Key. A write that finds the browser offline (or the queue not yet empty, so the
 * order holds) is queued on the device instead of failing: its optimistic change stays on screen,
 * and the mutation waits for the queue to send it. The queue is sent in order, one write at a time,
 * on the `online` event, at start and after any answered request: a saved write's answer settles
 * its mutation (or, after a reload, the cache); a refused one is rolled back and announced; no
 * answer, a 5xx or a 429 stops the run until later (backoff); a 401 waits for a sign-in.
 */
export class WriteSync {
  private store: SyncStore | undefined;
  private lastSeen: LastSeen | undefined;
  /** The mutations waiting on their queued write, by write id (none after a reload). */
  private readonly waiters = new Map<string, (result: Result) => void>();
  private sending = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Lists written by this run: fetched again once the queue is empty, to show what the server holds. */
  private readonly touched = new Set<WriteList>();
  private detachListeners: () => void = () => {};

  attach(store: SyncStore, lastSeen: LastSeen): void {
    this.store = store;
    this.lastSeen = lastSeen;
    const online = () => {
      store.dispatch(connectivityChanged(true));
      this.attempt = 0;
      this.kick();
    };
    const offline = () => {
      store.dispatch(connectivityChanged(false));
      lastSeen.wentOffline();
    };
    const leaving = () => void lastSeen.flush();
    globalThis.addEventListener?.('online', online);
    globalThis.addEventListener?.('offline', offline);
    globalThis.addEventListener?.('pagehide', leaving);
    this.detachListeners = () => {
      globalThis.removeEventListener?.('online', online);
      globalThis.removeEventListener?.('offline', offline);
      globalThis.removeEventListener?.('pagehide', leaving);
    };
    this.kick();
  }

  detach(): void {
    this.detachListeners();
    clearTimeout(this.retryTimer);
  }

  /** A pantry or shopping write, from the base query: sent now, or queued when offline. */
  async write(args: FetchArgs, api: BaseQueryApi, extraOptions: object): Promise<Result> {
    const list = writeListOf(args)!;
    const key = newWriteKey();
    const keyed = withKey(args, key);
    const { offline } = api.getState() as LastSeenState;
    // Unknown user (signed in, /api/me not answered yet): nowhere to keep it; it fails as before.
    const user = offline.user;
    if (user && (!isOnline() || offline.queue.length > 0)) return this.enqueue(args, key, list, user, api);
    const result = (await refreshingBaseQuery(keyed, api, extraOptions)) as Result;
    if (user && isOfflineFailure(result.error, isOnline())) return this.enqueue(args, key, list, user, api);
    if (!result.error) this.answered();
    return result;
  }

  /** Any request answered: the connection works, so a waiting queue may go. */
  answered(): void {
    if (this.store?.getState().offline.queue.length) this.kick();
  }

  /** Another user's queue (or none): the mutations still waiting on the old one give up. */
  ownerChanged(): void {
    const failure: Result = { error: { status: 'CUSTOM_ERROR', error: 'Signed out before the change was sent' } };
    for (const resolve of this.waiters.values()) resolve(failure);
    this.waiters.clear();
    this.touched.clear();
    this.attempt = 0;
    this.kick();
  }

  /** Sends the queue if it can: online, not already sending, someone signed in. */
  kick(): void {
    if (!this.store || this.sending || !isOnline()) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.send();
  }

  private enqueue(args: FetchArgs, key: string, list: WriteList, user: string, api: BaseQueryApi): Promise<Result> {
    const state = api.getState() as LastSeenState;
    const method = (args.method ?? 'POST').toUpperCase() as WriteMethod;
    const unsavedId = method === 'POST' ? unsavedRowOf(args.body) : undefined;
    const write: QueuedWrite = {
      id: newWriteKey(),
      method,
      url: args.url,
      ...(args.body === undefined ? {} : { body: args.body }),
      idempotencyKey: key,
      createdAt: Date.now(),
      user,
      list,
      label: writeLabel(method, args.url, args.body, (id) => shownName(state, list, id) ?? removedName(LISTS[list].query, id)),
      ...(unsavedId === undefined ? {} : { unsavedId }),
    };
    api.dispatch(writeQueued(write));
    void this.lastSeen?.flush();
    return new Promise<Result>((resolve) => {
      this.waiters.set(write.id, resolve);
      this.kick();
    });
  }

  private async send(): Promise<void> {
    const store = this.store!;
    this.sending = true;
    // Its own signal: a screen that goes away must not cancel the queue.
    const api: BaseQueryApi = {
      dispatch: store.dispatch,
      getState: store.getState,
      signal: new AbortController().signal,
      abort: () => {},
      extra: undefined,
      endpoint: 'writeQueue',
      type: 'mutation',
    };
    try {
      for (;;) {
        const { offline, session } = store.getState();
        const next = offline.queue[0];
        if (!next || !isOnline() || (!session.accessToken && !session.user)) return;
        const result = (await refreshingBaseQuery(
          { url: next.url, method: next.method, body: next.body, headers: { [IDEMPOTENCY_KEY_HEADER]: next.idempotencyKey } },
          api,
          {},
        )) as Result;
        // Signed out or another user meanwhile: this write is theirs, kept on the device for them.
        if (store.getState().offline.user !== next.user) return;
        const outcome = writeOutcome(result);
        if (outcome === 'saved') this.saved(next, result);
        else if (outcome === 'refused') this.refused(next, result.error!);
        else {
          if (outcome === 'retry') this.retryLater();
          return;
        }
      }
    } finally {
      this.sending = false;
      if (store.getState().offline.queue.length === 0) this.settled();
    }
  }

  private saved(write: QueuedWrite, result: Result): void {
    const store = this.store!;
    const savedId = write.unsavedId !== undefined && isRow(result.data) ? result.data.id : undefined;
    store.dispatch(writeSaved({ id: write.id, savedId }));
    this.attempt = 0;
    this.touched.add(write.list);
    const waiter = this.take(write.id);
    if (waiter) return waiter(result);
    // After a reload no mutation waits: the answer goes into the cache here.
    const { query, tag } = LISTS[write.list];
    const rows = optimisticList(query, tag);
    const data = result.data;
    if (!isRow(data)) return;
    const access = store as unknown as CacheAccess;
    if (write.unsavedId !== undefined) {
      const unsavedId = write.unsavedId;
      rows.patch(access, (draft) => void (draft.some((row) => row.id === unsavedId) && confirmRow(draft, data as never, unsavedId)));
    } else if (write.method !== 'DELETE') {
      rows.patch(access, (draft) => void (draft.some((row) => row.id === data.id) && upsertRow(draft, data as never)));
    }
  }

  private refused(write: QueuedWrite, error: FetchBaseQueryError): void {
    const store = this.store!;
    const serverText = error.status === 404 ? OFFLINE_TEXT.goneMeanwhile : apiErrorText(error, 'The server refused the change');
    const rest = store.getState().offline.queue.filter((entry) => entry.id !== write.id);
    const dependents = write.unsavedId === undefined ? [] : splitDependents(rest, write.list, write.unsavedId).dropped;
    store.dispatch(writeRefused({ id: write.id, serverText }));
    this.touched.add(write.list);
    // The mutation's own rollback runs on this error, and the screen shows the item's name.
    const named: Result = { error: { status: error.status, data: { error: refusalMessage(write.label, serverText) } } as FetchBaseQueryError };
    let waited = false;
    for (const entry of [write, ...dependents]) {
      const waiter = this.take(entry.id);
      if (waiter) {
        waited = true;
        waiter(named);
      }
    }
    // After a reload: fetching the list again is the rollback.
    if (!waited) store.dispatch(generatedApi.util.invalidateTags([LISTS[write.list].tag]));
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), retryDelayMs(this.attempt));
    this.attempt += 1;
  }

  /** The queue is empty: the lists it wrote, and any shown from the device, are fetched from the server. */
  private settled(): void {
    if (!isOnline()) return;
    const tags = [...[...this.touched].map((list) => LISTS[list].tag), ...(this.lastSeen?.restoredTags() ?? [])];
    this.touched.clear();
    if (tags.length > 0) this.store!.dispatch(generatedApi.util.invalidateTags(tags as never));
  }

  private take(id: string): ((result: Result) => void) | undefined {
    const waiter = this.waiters.get(id);
    this.waiters.delete(id);
    return waiter;
  }
}

/** The name of a row shown in any cached copy of its list. */
function shownName(state: LastSeenState, list: WriteList, id: number): string | undefined {
  const query = LISTS[list].query;
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName !== query || !Array.isArray(entry.data)) continue;
    const name = (entry.data as Array<Row & { name?: unknown }>).find((row) => row.id === id)?.name;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
