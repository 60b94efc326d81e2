import { PushNotifications } from '@capacitor/push-notifications';
import { notificationTapRoute } from '@mealapp/domain';

/**
 * Takes the app to a tapped notice's screen by `data.type`, the service worker's rule on the web.
 * Resolves to what stops it. Loaded only in the Android and iOS apps (NativePushTaps.tsx).
 */
export async function followPushTaps(go: (path: string) => void): Promise<() => Promise<void>> {
  const listener = await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => go(notificationTapRoute(notification.data)));
  return () => listener.remove();
}
