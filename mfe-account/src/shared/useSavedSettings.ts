import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DeviceCopy } from './device-copy';

/** What the hook needs of the RTK Query load of the server's copy. */
export interface SettingsLoad<T> {
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: T;
}

/**
 * Settings saved on the server and kept on the device (the preferences and the notification
 * settings): the server copy, or when it cannot be loaded the device copy,
 * else the defaults. Every change is shown, kept on the device and sent whole at once. A change the
 * server did not take stays on screen and is sent again when the browser comes back online, or with
 * the next change, or, if the screen closed first, the next time it opens.
 */
export function useSavedSettings<T>({ load, send, copy, defaults }: { load: SettingsLoad<T>; send: (value: T) => Promise<unknown>; copy: DeviceCopy<T>; defaults: T }) {
  const [edited, setEdited] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const lastAttempt = useRef(0);
  const unsaved = useRef<T | null>(null);

  const settled = !load.isFetching;
  const fallback = useMemo(() => (load.isError ? (copy.read() ?? defaults) : null), [load.isError, copy, defaults]);
  const loaded = settled ? (load.isSuccess && load.data !== undefined ? load.data : fallback) : null;
  const value = edited ?? loaded;

  // Only the newest save decides what the screen says: an older answer arriving late changes nothing.
  const save = useCallback(
    async (next: T) => {
      const attempt = ++lastAttempt.current;
      setSaving(true);
      setSaveFailed(false);
      try {
        await send(next);
        if (attempt === lastAttempt.current) {
          unsaved.current = null;
          copy.markUnsent(false);
        }
      } catch {
        if (attempt === lastAttempt.current) {
          unsaved.current = next;
          copy.markUnsent(true);
          setSaveFailed(true);
        }
      } finally {
        if (attempt === lastAttempt.current) setSaving(false);
      }
    },
    [send, copy],
  );

  // The server's copy, unless this device holds a change it never took: that one is shown and sent.
  useEffect(() => {
    if (!settled || !load.isSuccess || load.data === undefined) return;
    const unsent = copy.readUnsent();
    if (!unsent) {
      copy.write(load.data);
      return;
    }
    setEdited(unsent);
    void save(unsent);
  }, [settled, load.isSuccess, load.data, save, copy]);

  useEffect(() => {
    const retry = () => {
      if (unsaved.current) void save(unsaved.current);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [save]);

  const change = (next: T) => {
    setEdited(next);
    copy.write(next);
    void save(next);
  };

  return { value, saving, saveFailed, change };
}
