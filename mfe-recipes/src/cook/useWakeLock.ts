import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'held' | 'unavailable';

/**
 * Issue 26: the screen stays on while cooking (Screen Wake Lock). The browser drops the lock when
 * the page is hidden, so it is taken again when the page is shown; it is released on leaving.
 * Where the API is missing or refuses (low battery, no user activation), cooking goes on.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');

  useEffect(() => {
    const wakeLock = (navigator as Partial<Navigator>).wakeLock;
    if (!wakeLock) {
      setState('unavailable');
      return;
    }
    let active = true;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    const take = async () => {
      if (asking || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      asking = true;
      try {
        const taken = await wakeLock.request('screen');
        if (!active) return void taken.release();
        sentinel = taken;
        setState('held');
      } catch {
        if (active) setState('unavailable');
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => void take();
    void take();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  return state;
}
