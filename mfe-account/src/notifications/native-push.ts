import type { PermissionState } from '@capacitor/core';
import type { NativePushPlatform } from '@mealapp/api-client';
import { nativePlatform } from '@mealapp/ui';
import { ANDROID_NOTICE_CHANNEL } from '@mealapp/domain';
import type { NotificationAccess } from './browser-push';

/** The platforms the server takes tokens from: the Android and iOS apps. */
const NATIVE_PLATFORMS: readonly NativePushPlatform[] = ['android', 'ios'];

/** The plugin, fetched on first use: the web app never loads it. */
const plugin = async () => (await import('@capacitor/push-notifications')).PushNotifications;

/** The plugin's permission in the browser's words: a prompt not yet answered is 'default'. */
const accessOf = (state: PermissionState): NotificationAccess => (state === 'granted' || state === 'denied' ? state : 'default');

/**
 * Registers with FCM (Android) or APNs (iOS): this device's token, or the plugin's
 * `registrationError` as an Error. Both listeners are in place before asking.
 */
async function deviceToken(): Promise<string> {
  const push = await plugin();
  // Android 8 and later show a notice only in a channel: the one the server names in every message.
  // Importance 4: high, so a notice makes a sound and shows at the top of the screen.
  if (nativePlatform() === 'android') await push.createChannel({ ...ANDROID_NOTICE_CHANNEL, importance: 4 });
  let settle!: { resolve: (token: string) => void; reject: (error: Error) => void };
  const answer = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  const listeners = await Promise.all([
    push.addListener('registration', ({ value }) => settle.resolve(value)),
    push.addListener('registrationError', ({ error }) => settle.reject(new Error(error))),
  ]);
  try {
    // Together, so an error event that comes before register() settles is still handled.
    const [, token] = await Promise.all([push.register(), answer]);
    return token;
  } finally {
    await Promise.all(listeners.map((listener) => listener.remove()));
  }
}

/**
 * The Android or iOS app's side of notifications (native/), through the Push Notifications
 * plugin: the system permission and this device's token for `register-token` (the shell follows
 * taps on a notice, from the app's start). Null in a browser, which keeps Web Push (browser-push.ts).
 */
export function nativePush() {
  const current = nativePlatform();
  const platform = NATIVE_PLATFORMS.find((name) => name === current);
  if (!platform) return null;
  return {
    platform,
    /** 'unsupported' when the installed app predates the plugin: the pages come from the server, the plugin with the app. */
    access: async (): Promise<NotificationAccess> => {
      try {
        return accessOf((await (await plugin()).checkPermissions()).receive);
      } catch {
        return 'unsupported';
      }
    },
    /** The system prompt (Android 13 and later, and iOS, ask once; earlier Android grants without asking). */
    requestAccess: async (): Promise<NotificationAccess> => accessOf((await (await plugin()).requestPermissions()).receive),
    token: deviceToken,
  };
}

export type NativePush = NonNullable<ReturnType<typeof nativePush>>;
