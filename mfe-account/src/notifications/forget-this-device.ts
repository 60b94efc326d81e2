import { useCallback } from 'react';
import { NATIVE_PUSH_TOKEN_KEY } from '@mealapp/api-client/storage-keys';
import { notificationsApi } from './api';
import { existingPushSubscription } from './browser-push';
import { nativePush } from './native-push';

/** Signing out waits at most this long for the server to forget the device. */
const FORGET_WAIT_MS = 3_000;

const atMost = (work: Promise<unknown>) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]).catch(() => undefined);

/**
 * Before signing out: this device stops getting the person's notices (issue 35), so a shared
 * device shows nobody's kitchen after sign-out. While the session still holds, the server forgets
 * the browser's subscription (which the browser then drops) or the app's token. Never in the way
 * of signing out: a failure (offline, no service worker) or a slow answer is let go; the push
 * service then answers gone to the next notice and the server deletes the device itself.
 */
export function useForgetThisDevice(): () => Promise<void> {
  const [unsubscribe] = notificationsApi.useUnsubscribePushMutation();
  const [unregister] = notificationsApi.useUnregisterPushTokenMutation();
  return useCallback(async () => {
    try {
      if (nativePush()) {
        const token = localStorage.getItem(NATIVE_PUSH_TOKEN_KEY);
        localStorage.removeItem(NATIVE_PUSH_TOKEN_KEY);
        if (token) await atMost(unregister({ token }).unwrap());
        return;
      }
      const subscription = await existingPushSubscription();
      if (!subscription) return;
      await atMost(unsubscribe({ endpoint: subscription.endpoint }).unwrap());
      await subscription.unsubscribe();
    } catch {
      // Signing out goes on.
    }
  }, [unsubscribe, unregister]);
}
