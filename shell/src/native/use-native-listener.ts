import { useEffect, useRef } from 'react';
import { inNativeApp } from '@mealapp/ui';

/**
 * In the Android and iOS apps, from the app's start until the component goes: `follow` loads its
 * plugin (a dynamic import, so a browser never fetches it) and starts listening, resolving to what
 * stops it; it is called once, and hands what it hears to `onEvent` as it is at that moment.
 */
export function useNativeListener<T>(follow: (onEvent: (event: T) => void) => Promise<() => Promise<void>>, onEvent: (event: T) => void): void {
  const current = useRef(onEvent);
  useEffect(() => {
    current.current = onEvent;
  }, [onEvent]);
  const start = useRef(follow);

  useEffect(() => {
    if (!inNativeApp()) return;
    let stop: (() => Promise<void>) | null = null;
    let unmounted = false;
    void start.current((event) => current.current(event)).then((stopFollowing) => {
      if (unmounted) void stopFollowing();
      else stop = stopFollowing;
    });
    return () => {
      unmounted = true;
      void stop?.();
    };
  }, []);
}
