import { createAction, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { preFreeze } from '../base-query';
import { HOUSEHOLD_CHANGES } from '../cache-tags';
import { yieldToMain } from '../yield-to-main';
import { userLoaded, type SessionState, type SessionUser } from '../session';
import type { DeviceStore } from './device-store';
import type { OfflineState } from './offline-slice';

/**
 * What Home and the five screens read, kept per user on the device so they open with no network:
 * the profile, the pantry, the shopping list, the recipe lists (recommended ones too) and
 * categories, each recipe opened (issue 26: cook mode works offline once the recipe was opened),
 * the meal plans of each range seen, and the preferences.
 */
export const LAST_SEEN_ENDPOINTS: ReadonlySet<string> = new Set([
  'getMe',
  'listPantryItems',
  'listShoppingItems',
  'listRecipes',
  'getRecipe',
  'listRecipeCategories',
  'listMealPlans',
  'getPreferences',
]);

/** The kept answers that are the current household's, not the person's: another household's must never show. */
const HOUSEHOLD_LISTS: readonly string[] = ['listPantryItems', 'listShoppingItems', 'listRecipes', 'getRecipe', 'listRecipeCategories', 'listMealPlans'];
const endpointOf = (queryCacheKey: string) => queryCacheKey.slice(0, queryCacheKey.indexOf('('));

/** Marks a cache entry put back from the device: it is refetched once the connection returns. */
export const LAST_SEEN_REQUEST_ID = 'last-seen';

/** Writes wait this long after the last change, so a burst of ticks is stored once. */
const SAVE_DELAY_MS = 400;

/**
 * A long list is stored in parts of this many rows, each in a task of its own: IndexedDB copies a
 * value on the main thread, and 10,000 recipes copied at once held it for over 100 ms.
 */
export const ROWS_PER_PART = 1_000;
const partKey = (key: string, part: number) => `${key}@part${part}`;
const PART_KEY = /@part\d+$/;

interface Tag {
  type: string;
  id?: string | number;
}

/** One cache entry as the device keeps it. */
export interface SavedEntry {
  endpointName: string;
  originalArgs: unknown;
  /** Absent when the list is kept in `parts` entries of its own. */
  data?: unknown;
  parts?: number;
  savedAt: number;
  tags: Tag[];
}

interface QueryEntry {
  status: string;
  endpointName?: string;
  requestId?: string;
  originalArgs?: unknown;
  data?: unknown;
  error?: unknown;
  fulfilledTimeStamp?: number;
}

interface ApiState {
  queries: Record<string, QueryEntry | undefined>;
  mutations?: Record<string, QueryEntry | undefined>;
  provided: { keys: Record<string, Tag[] | undefined> };
}

/** The parts of the root state this module reads. */
export interface LastSeenState {
  api: ApiState;
  session: SessionState;
  offline: OfflineState;
}

/** The API state to merge in (createApi's extractRehydrationInfo, base-api.ts): restored entries and their tags. */
export interface LastSeenRehydration {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, Tag[]> };
}

export const lastSeenRestored = createAction<LastSeenRehydration>('offline/lastSeenRestored');

const deviceKey = (user: string, queryCacheKey: string) => `${user}/${queryCacheKey}`;

function noAnswer(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

function rehydration(queryCacheKey: string, saved: SavedEntry): LastSeenRehydration {
  const tags: Record<string, Record<string, string[]>> = {};
  for (const tag of saved.tags) (tags[tag.type] ??= {})[tag.id === undefined ? '__internal_without_id' : String(tag.id)] = [queryCacheKey];
  preFreeze(saved.data);
  return {
    queries: {
      [queryCacheKey]: {
        status: 'fulfilled',
        endpointName: saved.endpointName,
        requestId: LAST_SEEN_REQUEST_ID,
        originalArgs: saved.originalArgs,
        data: saved.data,
        startedTimeStamp: saved.savedAt,
        fulfilledTimeStamp: saved.savedAt,
      },
    },
    mutations: {},
    provided: { tags, keys: { [queryCacheKey]: saved.tags } },
  };
}

/**
 * Keeps the last-seen answers of LAST_SEEN_ENDPOINTS on the device, per user (`offline.user`,
 * known before /api/me answers), and puts one back when its request fails for want of a network
 * (no answer, or any failure while the browser is offline), through RTK Query's rehydration. A
 * fresh answer always wins: nothing is put back over data, or while a request can still answer.
 */
export class LastSeen {
  /** Per cache key, the data last written to the device (by reference). */
  private written = new Map<string, unknown>();
  /** Failed requests already looked up, by request id. */
  private lookedUp = new Set<string>();
  /** Entries read ahead while offline, so a failure is answered without waiting on storage. */
  private readAhead = new Map<string, SavedEntry>();
  private user: string | null = null;
  private queries: unknown;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Household-changing calls already acted on, by request id. */
  private householdChanges = new Set<string>();
  /** The current household as listHouseholds last answered, to notice a removal made elsewhere. */
  private currentHousehold: number | undefined;
  /** Answers older than the last household change are the previous household's, and never kept. */
  private householdChangedAt = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly device: DeviceStore,
    private readonly getState: () => LastSeenState,
    private readonly dispatch: Dispatch<UnknownAction>,
  ) {}

  /** After every action: notices another user, failed requests to answer and changes to store. */
  update(): void {
    const state = this.getState();
    const user = state.offline.user;
    if (user !== this.user) {
      this.forget();
      this.user = user;
      if (user && !state.offline.online) void this.readAll(user);
    }
    if (!user) return;
    if (this.householdChanged(state)) this.forgetHousehold(user);
    if (state.api.queries === this.queries) return;
    this.queries = state.api.queries;
    this.restoreFailed(user, state);
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.save(), SAVE_DELAY_MS);
  }

  /** Stores what changed now, rather than after the pause (a change queued offline, the page going away). */
  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    return this.save();
  }

  private save(): Promise<void> {
    this.saving = this.saving.then(() => this.write());
    return this.saving;
  }

  /** Going offline: read this user's entries ahead, so the screens fill as soon as their requests fail. */
  wentOffline(): void {
    if (this.user) void this.readAll(this.user);
  }

  /** Cache keys showing device data, with the tags to refetch them by once the connection is back. */
  restoredTags(): Tag[] {
    const { api } = this.getState();
    const tags: Tag[] = [];
    for (const [key, entry] of Object.entries(api.queries)) {
      if (entry?.requestId === LAST_SEEN_REQUEST_ID) tags.push(...(api.provided.keys[key] ?? []));
    }
    return tags;
  }

  /** Signed out: this user's data leaves the device. */
  async clear(user: string): Promise<void> {
    if (user === this.user) this.forget();
    // After any write under way, or it would put an entry back.
    await this.saving;
    await this.device.deleteStartingWith(`${user}/`);
  }

  private householdChanged(state: LastSeenState): boolean {
    let changed = false;
    for (const entry of Object.values(state.api.mutations ?? {})) {
      if (entry?.status !== 'fulfilled' || !entry.requestId || !entry.endpointName || !HOUSEHOLD_CHANGES.has(entry.endpointName)) continue;
      if (this.householdChanges.has(entry.requestId)) continue;
      this.householdChanges.add(entry.requestId);
      changed = true;
    }
    const households = Object.values(state.api.queries).find((entry) => entry?.endpointName === 'listHouseholds' && entry.status === 'fulfilled');
    const current = (households?.data as Array<{ id: number; isCurrent: boolean }> | undefined)?.find((household) => household.isCurrent)?.id;
    if (current !== undefined) {
      if (this.currentHousehold !== undefined && current !== this.currentHousehold) changed = true;
      this.currentHousehold = current;
    }
    return changed;
  }

  /** Another household is current: the previous one's kept lists leave the device, and refetched ones are kept anew. */
  private forgetHousehold(user: string): void {
    this.householdChangedAt = Date.now();
    for (const map of [this.written, this.readAhead]) {
      for (const key of [...map.keys()]) if (HOUSEHOLD_LISTS.includes(endpointOf(key))) map.delete(key);
    }
    this.saving = this.saving.then(async () => {
      for (const endpoint of HOUSEHOLD_LISTS) await this.device.deleteStartingWith(deviceKey(user, `${endpoint}(`));
    });
  }

  private forget(): void {
    clearTimeout(this.saveTimer);
    this.currentHousehold = undefined;
    this.written = new Map();
    this.readAhead = new Map();
    this.queries = undefined;
  }

  private async readAll(user: string): Promise<void> {
    const prefix = `${user}/`;
    const found = new Map(await this.device.entries<unknown>(prefix));
    for (const [key, value] of found) {
      if (PART_KEY.test(key) || this.user !== user) continue;
      const entry = value as SavedEntry;
      const parts = Array.from({ length: entry.parts ?? 0 }, (_, i) => found.get(partKey(key, i)) as unknown[] | undefined);
      if (parts.some((part) => !Array.isArray(part))) continue;
      this.readAhead.set(key.slice(prefix.length), entry.parts ? { ...entry, data: parts.flat() } : entry);
    }
    this.queries = undefined;
    this.update();
  }

  private restoreFailed(user: string, state: LastSeenState): void {
    for (const [key, entry] of Object.entries(state.api.queries)) {
      if (!entry?.endpointName || !LAST_SEEN_ENDPOINTS.has(entry.endpointName)) continue;
      if (entry.status !== 'rejected' || entry.data !== undefined || !entry.requestId) continue;
      if (!noAnswer(entry.error) && state.offline.online) continue;
      const ahead = this.readAhead.get(key);
      if (ahead) {
        this.restore(user, key, entry.requestId, ahead);
        continue;
      }
      if (this.lookedUp.has(entry.requestId)) continue;
      this.lookedUp.add(entry.requestId);
      const failed = entry.requestId;
      void this.read(deviceKey(user, key)).then((saved) => saved && this.restore(user, key, failed, saved));
    }
  }

  private restore(user: string, key: string, failedRequest: string, saved: SavedEntry): void {
    const state = this.getState();
    const current = state.api.queries[key];
    // Only over the same failure: a newer request may answer yet, and a fresh answer wins.
    if (state.offline.user !== user || current?.status !== 'rejected' || current.requestId !== failedRequest || current.data !== undefined) return;
    this.written.set(key, saved.data);
    this.dispatch(lastSeenRestored(rehydration(key, saved)));
    if (saved.endpointName === 'getMe' && !this.getState().session.user) this.dispatch(userLoaded(saved.data as SessionUser));
  }

  private async read(key: string): Promise<SavedEntry | undefined> {
    const entry = await this.device.get<SavedEntry>(key);
    if (!entry?.parts) return entry;
    const parts = await Promise.all(Array.from({ length: entry.parts }, (_, i) => this.device.get<unknown[]>(partKey(key, i))));
    return parts.every(Array.isArray) ? { ...entry, data: parts.flat() } : undefined;
  }

  private async write(): Promise<void> {
    const user = this.user;
    if (!user) return;
    const { api } = this.getState();
    for (const [key, entry] of Object.entries(api.queries)) {
      if (!entry?.endpointName || !LAST_SEEN_ENDPOINTS.has(entry.endpointName) || entry.data === undefined) continue;
      if (this.written.get(key) === entry.data) continue;
      if (HOUSEHOLD_LISTS.includes(entry.endpointName) && (entry.fulfilledTimeStamp ?? 0) < this.householdChangedAt) continue;
      // Signed out or another user meanwhile: nothing more of this one's is written.
      if (this.getState().offline.user !== user || this.user !== user) return;
      this.written.set(key, entry.data);
      const saved: SavedEntry = {
        endpointName: entry.endpointName,
        originalArgs: entry.originalArgs,
        savedAt: Date.now(),
        tags: api.provided.keys[key] ?? [],
      };
      const target = deviceKey(user, key);
      if (Array.isArray(entry.data) && entry.data.length > ROWS_PER_PART) {
        const parts = Math.ceil(entry.data.length / ROWS_PER_PART);
        for (let i = 0; i < parts; i += 1) {
          await yieldToMain();
          await this.device.set(partKey(target, i), entry.data.slice(i * ROWS_PER_PART, (i + 1) * ROWS_PER_PART));
        }
        await this.device.set(target, { ...saved, parts });
      } else {
        await this.device.set(target, { ...saved, data: entry.data });
      }
    }
  }
}
