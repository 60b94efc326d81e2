import { useCallback, useState } from 'react';
import { deviceTimeZone } from '@mealapp/domain';
import type { SubscribeDto } from '@mealapp/api-client';
import { NATIVE_PUSH_TOKEN_KEY } from '@mealapp/api-client/storage-keys';
import { useToast } from '@mealapp/ui';
import { notificationsApi } from './api';
import { notificationAccess, pushSubscription, requestNotificationAccess } from './browser-push';
import { NOTIFICATIONS_TEXT } from './messages';
import { nativePush, type NativePush } from './native-push';

/** What the server takes of a `PushSubscription.toJSON()`, with the device's time zone; null when it lacks the endpoint or keys. */
export function subscribeBody(subscription: PushSubscriptionJSON, timeZone: string): SubscribeDto | null {
  const { endpoint, keys, expirationTime } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: expirationTime ?? null, timeZone };
}

/**
 * The Settings "Notifications" row (spec part 2 §4 Notifications): already allowed, the modal
 * opens; not asked yet, the browser asks, and on a yes the modal opens; blocked, the error toast.
 * With permission, this device is signed up for pushes (again each time: the server then knows the
 * signed-in user owns it, and its time zone), while the modal is already open. In the Android and
 * iOS apps the system asks instead of the browser, and the device's token is signed up.
 */
export function useNotificationsEntry() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [subscribeFailed, setSubscribeFailed] = useState(false);
  const [getPublicKey] = notificationsApi.useLazyGetPushPublicKeyQuery();
  const [subscribe] = notificationsApi.useSubscribePushMutation();
  const [registerToken] = notificationsApi.useRegisterPushTokenMutation();

  const subscribeThisDevice = useCallback(async () => {
    setSubscribeFailed(false);
    try {
      const { key } = await getPublicKey(undefined, true).unwrap();
      const body = subscribeBody(await pushSubscription(key), deviceTimeZone());
      if (!body) throw new Error('The browser gave a subscription without keys');
      await subscribe(body).unwrap();
    } catch {
      setSubscribeFailed(true);
    }
  }, [getPublicKey, subscribe]);

  const registerThisApp = useCallback(
    async (native: NativePush) => {
      setSubscribeFailed(false);
      try {
        const token = await native.token();
        await registerToken({ token, platform: native.platform }).unwrap();
        // Kept for sign-out, which unregisters it (forget-this-device.ts).
        localStorage.setItem(NATIVE_PUSH_TOKEN_KEY, token);
      } catch {
        setSubscribeFailed(true);
      }
    },
    [registerToken],
  );

  const openSettings = async () => {
    const native = nativePush();
    let access = native ? await native.access() : notificationAccess();
    if (access === 'default') {
      setAsking(true);
      try {
        access = await (native ? native.requestAccess() : requestNotificationAccess());
      } finally {
        setAsking(false);
      }
    }
    if (access === 'denied') {
      toast.show({ type: 'error', message: NOTIFICATIONS_TEXT.blocked });
      return;
    }
    // The prompt was dismissed: nothing was decided.
    if (access === 'default') return;
    setUnsupported(access === 'unsupported');
    if (access === 'granted') void (native ? registerThisApp(native) : subscribeThisDevice());
    setOpen(true);
  };

  return { open, asking, unsupported, subscribeFailed, openSettings, close: () => setOpen(false) };
}

export type NotificationsEntry = ReturnType<typeof useNotificationsEntry>;
