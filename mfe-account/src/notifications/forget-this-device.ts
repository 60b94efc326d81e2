import { useCallback } from 'react';
import { notificationsApi } from './api';
import { existingPushSubscription } from './browser-push';

/** Signing out waits at most this long for the server to forget the device. */
const FORGET_WAIT_MS = 3_000;

/**
 * Before signing out: this browser stops getting the person's notices (issue 35). The server
 * forgets its subscription (while the session still holds) and the browser drops it, so a shared
 * device shows nobody's kitchen after sign-out. Never in the way of signing out: a failure (offline,
 * no service worker) or a slow answer is let go; the push service then answers 410 to the next
 * notice and the server deletes the subscription itself.
 */
export function useForgetThisDevice(): () => Promise<void> {
  const [unsubscribe] = notificationsApi.useUnsubscribePushMutation();
  return useCallback(async () => {
    try {
      const subscription = await existingPushSubscription();
      if (!subscription) return;
      const forgotten = unsubscribe({ endpoint: subscription.endpoint }).unwrap();
      await Promise.race([forgotten, new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]).catch(() => undefined);
      await subscription.unsubscribe();
    } catch {
      // Signing out goes on.
    }
  }, [unsubscribe]);
}
