import type { TagDescription } from '@reduxjs/toolkit/query';
import { HOUSEHOLD_DATA_TAGS, MEAL_PLAN_LIST_TAG, PANTRY_LIST_TAG, RECIPE_LIST_TAG, SHOPPING_LIST_TAG, type RootState } from '@mealapp/api-client';
import { DELTA_ENTITIES, deltaSince, parseLastEventId, readHouseholdEvent, type HouseholdChangeData } from '@mealapp/domain';
import { createParser } from 'eventsource-parser';

/** A cache tag of what a household holds. */
export type Tag = TagDescription<(typeof HOUSEHOLD_DATA_TAGS)[number]>;

/** What a change to one of the household's things (the event contract's HouseholdChangeData) makes stale in the cache. */
export function tagsForChange({ entity, id }: Pick<HouseholdChangeData, 'entity' | 'id'>): Tag[] {
  switch (entity) {
    case 'pantry':
      return [PANTRY_LIST_TAG];
    case 'shopping':
      return [SHOPPING_LIST_TAG];
    case 'meal-plan':
      return [MEAL_PLAN_LIST_TAG];
    case 'recipe':
      // A recipe's change shows in its detail, in the list, and in the plans that name it.
      return [RECIPE_LIST_TAG, { type: 'recipes', id }, MEAL_PLAN_LIST_TAG];
    case 'recipe-category':
      // The categories' list carries the recipes tag (generated), as do the recipes that name one.
      return ['recipes'];
    case 'membership':
      // Someone joined, left or was removed: the member lists change (a removed member's own stream says reload instead).
      return ['households'];
  }
}

/**
 * What a change makes stale when its row comes by a delta read (catchUp): a recipe's detail
 * (ingredients and steps are not in the list's row); the lists themselves are patched.
 */
export function tagsBesideDelta({ entity, id }: Pick<HouseholdChangeData, 'entity' | 'id'>): Tag[] {
  return entity === 'recipe' ? [{ type: 'recipes', id }] : [];
}

const DELTA: ReadonlySet<string> = new Set(DELTA_ENTITIES);

/** Everything the household holds, and the households themselves (a reload may follow a removal): what a `reload` makes stale. */
export const HOUSEHOLD_TAGS: Tag[] = [...HOUSEHOLD_DATA_TAGS];

interface LiveStore {
  getState(): unknown;
  subscribe(listener: () => void): () => void;
}

export interface LiveOptions {
  /** Marks cache entries stale: the app's `accountApi.util.invalidateTags`, dispatched. */
  invalidate: (tags: Tag[]) => void;
  fetch?: typeof globalThis.fetch;
  /** Waits before reconnecting after a failure: 1 s, doubling to RETRY_MAX_MS. */
  retryBaseMs?: number;
  /** Changes arriving within this window are invalidated together (a shopping trip ticks fast). */
  batchMs?: number;
  /**
   * Reads the rows changed after `since` (GET /api/changes) and puts them in the cache: answers
   * the position reached and whether everything must be read again, or null when the read failed.
   * Without it, a change marks its whole list stale.
   */
  catchUp?: (since: number) => Promise<{ seq: number; reload: boolean } | null>;
}

const RETRY_MAX_MS = 30_000;

/**
 * Follows GET /api/events for the signed-in user's current household (docs/households.md) and
 * marks what changed as stale, so every screen showing it asks again: the other phone sees a
 * change without a reload. The stream is read with fetch, so the token travels in the
 * Authorization header, never in a URL. A dropped stream is taken up again from the last event
 * id (the server replays what was missed, or says `reload`), at once when the page comes back
 * (visibilitychange, pageshow, online), else after a growing wait. Answers a stop function.
 * Loaded once signed in (HouseholdLive), so the shell's first scripts do not carry it.
 */
export function followHouseholdEvents(store: LiveStore, options: LiveOptions): () => void {
  const fetchEvents = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const batchMs = options.batchMs ?? 100;
  let stopped = false;
  let lastEventId = '';
  let failures = 0;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;
  let pending: Tag[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  // Delta reads: the last position whose rows are in the cache (null: none yet, or a read failed),
  // the first change of the batch waiting for one, and what to mark stale if the read fails.
  let applied: number | null = null;
  let deltaFirst: number | null = null;
  let deltaFallback: Tag[] = [];
  let catchingUp = false;

  const token = () => (store.getState() as Pick<RootState, 'session'>).session.accessToken;

  const flushSoon = () => {
    flushTimer ??= setTimeout(flush, batchMs);
  };

  const invalidate = (tags: Tag[]) => {
    pending.push(...tags);
    flushSoon();
  };

  /** Queues a change whose row a delta read brings. */
  const fetchRow = (seq: number, data: HouseholdChangeData) => {
    deltaFirst ??= seq;
    deltaFallback.push(...tagsForChange(data));
    pending.push(...tagsBesideDelta(data));
    flushSoon();
  };

  function flush() {
    flushTimer = undefined;
    const tags = pending;
    pending = [];
    if (tags.length > 0) options.invalidate(tags);
    if (deltaFirst !== null && !catchingUp) void catchUp();
  }

  /** One delta read at a time; changes heard meanwhile wait for the next. */
  async function catchUp() {
    const since = deltaSince(applied, deltaFirst!);
    const fallback = deltaFallback;
    deltaFirst = null;
    deltaFallback = [];
    catchingUp = true;
    const reached = await options.catchUp!(since).catch(() => null);
    catchingUp = false;
    if (stopped) return;
    if (!reached) {
      // Read the lists again instead; the next delta starts from the changes after this batch.
      applied = null;
      options.invalidate(fallback);
    } else {
      applied = reached.seq;
      if (reached.reload) options.invalidate(HOUSEHOLD_TAGS);
    }
    if (deltaFirst !== null) flushSoon();
  }

  /** Resolves after `ms`, or sooner when woken (the page came back) or stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Resolves once there is a token different from `seen`. */
  const tokenOtherThan = (seen: string | null) =>
    new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (stopped || (token() !== null && token() !== seen)) {
          unsubscribe();
          resolve();
        }
      });
      if (stopped || (token() !== null && token() !== seen)) {
        unsubscribe();
        resolve();
      }
    });

  const comeBack = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    failures = 0;
    wake?.();
  };

  async function readOnce(bearer: string): Promise<'ended' | 'unauthorized'> {
    current = new AbortController();
    const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetchEvents('/api/events', { headers, signal: current.signal, cache: 'no-store' });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    failures = 0;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent(message) {
        // The id is kept whatever the event: the server resumes from it (SSE's last event id).
        if (message.id) lastEventId = message.id;
        // Events off the contract (a newer server's) are skipped.
        const event = readHouseholdEvent(message);
        if (event?.event === 'reload') {
          invalidate(HOUSEHOLD_TAGS);
          // Everything is read again: the next delta starts from the reload's position, if it has one.
          applied = event.id === undefined ? null : parseLastEventId(event.id);
          deltaFirst = null;
          deltaFallback = [];
        } else if (event?.event === 'change') {
          const seq = parseLastEventId(event.id);
          if (options.catchUp && seq !== null && DELTA.has(event.data.entity)) fetchRow(seq, event.data);
          else invalidate(tagsForChange(event.data));
        }
      },
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function run() {
    while (!stopped) {
      const bearer = token();
      if (!bearer) {
        await tokenOtherThan(null);
        continue;
      }
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await pause(RETRY_MAX_MS);
        continue;
      }
      try {
        const outcome = await readOnce(bearer);
        if (stopped) return;
        // An expired token: the next call of the app's own refreshes it (base-query.ts); wait for that.
        if (outcome === 'unauthorized') await Promise.race([tokenOtherThan(bearer), pause(RETRY_MAX_MS)]);
        else await pause(retryBaseMs);
      } catch {
        if (stopped) return;
        failures += 1;
        await pause(Math.min(RETRY_MAX_MS, retryBaseMs * 2 ** (failures - 1)));
      }
    }
  }

  void run();
  globalThis.addEventListener?.('visibilitychange', comeBack);
  globalThis.addEventListener?.('pageshow', comeBack);
  globalThis.addEventListener?.('online', comeBack);
  return () => {
    stopped = true;
    current?.abort();
    wake?.();
    clearTimeout(flushTimer);
    globalThis.removeEventListener?.('visibilitychange', comeBack);
    globalThis.removeEventListener?.('pageshow', comeBack);
    globalThis.removeEventListener?.('online', comeBack);
  };
}
