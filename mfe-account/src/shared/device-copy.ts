/**
 * A settings object kept on this device beside the server's copy (the preferences under
 * `userPreferences`, the notification settings under `notificationSettings`). `parse` answers the
 * value when it still passes the rules, else null. The unsent flag marks a copy holding a change the server never took (a failed
 * save, then the page closed), so a later visit sends it.
 */
export interface DeviceCopy<T> {
  read(): T | null;
  write(value: T): void;
  /** The device copy when it holds a change the server never took. */
  readUnsent(): T | null;
  markUnsent(unsent: boolean): void;
}

export function deviceCopy<T>(key: string, parse: (value: unknown) => T | null): DeviceCopy<T> {
  const unsentKey = `${key}Unsent`;
  const read = (): T | null => {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw ? parse(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write(value) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the server copy is the one that counts.
      }
    },
    readUnsent() {
      try {
        return globalThis.localStorage?.getItem(unsentKey) ? read() : null;
      } catch {
        return null;
      }
    },
    markUnsent(unsent) {
      try {
        if (unsent) globalThis.localStorage?.setItem(unsentKey, '1');
        else globalThis.localStorage?.removeItem(unsentKey);
      } catch {
        // Storage blocked: the open screen still retries.
      }
    },
  };
}
