import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { inNativeApp } from '@mealapp/ui';

/**
 * In the Android and iOS apps, follows taps on push notices from the app's start: the tap that
 * opened a closed app is held by the Push Notifications plugin until a listener comes, so the
 * listener is here, not with the device's sign-up in Settings. A browser never loads the plugin.
 */
export function NativePushTaps() {
  const navigate = useNavigate();
  // The listener lives as long as the app; it navigates with whichever function is current.
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!inNativeApp()) return;
    let stop: (() => Promise<void>) | null = null;
    let unmounted = false;
    void import('./push-taps')
      .then(({ followPushTaps }) => followPushTaps((path) => go.current(path)))
      .then((stopFollowing) => {
        if (unmounted) void stopFollowing();
        else stop = stopFollowing;
      });
    return () => {
      unmounted = true;
      void stop?.();
    };
  }, []);
  return null;
}
