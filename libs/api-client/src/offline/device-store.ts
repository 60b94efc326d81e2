import { createStore, delMany, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import type { QueuedWrite } from './write-queue';

/**
 * Where the device keeps last-seen data: IndexedDB (through idb-keyval), because one user's lists
 * can pass localStorage's ~5 MB (10,000 recipes are about 7 MB of JSON) and IndexedDB stores them
 * without a JSON round trip on the main thread. Without IndexedDB (some private modes, jsdom),
 * localStorage, which holds the small lists. Every call fails soft: storage is a convenience.
 */
export interface DeviceStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** Every entry whose key starts with `prefix`. */
  entries<T>(prefix: string): Promise<Array<[string, T]>>;
  deleteStartingWith(prefix: string): Promise<void>;
}

export const LAST_SEEN_DATABASE = 'mealapp-last-seen';
const LOCAL_PREFIX = 'lastSeen:';

function indexedDbStore(): DeviceStore {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(LAST_SEEN_DATABASE, 'entries'));
  const keysStartingWith = async (prefix: string) => (await keys<IDBValidKey>(db())).filter((key): key is string => typeof key === 'string' && key.startsWith(prefix));
  return {
    get: (key) => get(key, db()).catch(() => undefined),
    set: (key, value) => set(key, value, db()).catch(() => undefined),
    async entries<T>(prefix: string) {
      try {
        const found = await keysStartingWith(prefix);
        const values = await getMany<T>(found, db());
        return found.map((key, i) => [key, values[i]] as [string, T]).filter(([, value]) => value !== undefined);
      } catch {
        return [];
      }
    },
    async deleteStartingWith(prefix) {
      try {
        await delMany(await keysStartingWith(prefix), db());
      } catch {
        // Left for the next sign-out; never shown to another user, whose keys differ.
      }
    },
  };
}

function localStorageStore(): DeviceStore {
  const storage = () => globalThis.localStorage;
  const names = (prefix: string) => Object.keys(storage() ?? {}).filter((name) => name.startsWith(LOCAL_PREFIX + prefix));
  return {
    async get<T>(key: string) {
      try {
        const raw = storage()?.getItem(LOCAL_PREFIX + key);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      try {
        storage()?.setItem(LOCAL_PREFIX + key, JSON.stringify(value));
      } catch {
        // Over the quota: this list is not kept.
      }
    },
    async entries<T>(prefix: string) {
      const found: Array<[string, T]> = [];
      for (const name of names(prefix)) {
        const value = await this.get<T>(name.slice(LOCAL_PREFIX.length));
        if (value !== undefined) found.push([name.slice(LOCAL_PREFIX.length), value]);
      }
      return found;
    },
    async deleteStartingWith(prefix) {
      for (const name of names(prefix)) storage()?.removeItem(name);
    },
  };
}

export function deviceStore(): DeviceStore {
  return typeof indexedDB === 'undefined' ? localStorageStore() : indexedDbStore();
}

/**
 * The write queue lives in localStorage, not IndexedDB: it is small, and a synchronous write is
 * stored before the page can be closed or reloaded, which an IndexedDB transaction is not sure to be.
 */
const QUEUE_PREFIX = 'writeQueue:';

export function readStoredQueue(user: string): QueuedWrite[] {
  try {
    const raw = globalThis.localStorage?.getItem(QUEUE_PREFIX + user);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedWrite[]).filter((write) => write && write.user === user && typeof write.url === 'string') : [];
  } catch {
    return [];
  }
}

export function writeStoredQueue(user: string, queue: readonly QueuedWrite[]): void {
  try {
    if (queue.length === 0) globalThis.localStorage?.removeItem(QUEUE_PREFIX + user);
    else globalThis.localStorage?.setItem(QUEUE_PREFIX + user, JSON.stringify(queue));
  } catch {
    // Over the quota: the queue still runs from memory until the page closes.
  }
}
