import { notificationTapRoute, pushNotice, tapStaysInPlace } from '@mealapp/domain';
import { NOTIFICATION_ICON, windowForTap, type WindowState } from './decisions';

/** What a push needs of the worker's registration. */
export interface Notifier {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
}

/** `push`: shows the notice the message carries (libs/domain pushNotice). */
export function showPush(registration: Notifier, payload: string | null): Promise<void> {
  const notice = pushNotice(payload);
  return registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: notice.data, icon: NOTIFICATION_ICON });
}

/** One of the app's windows, as a WindowClient is. */
export interface AppWindow extends WindowState {
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

/** What a tap needs of the worker's `clients`: the app's windows this worker controls, and a new one. */
export interface AppWindows {
  matchAll(): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * `notificationclick`: brings an open window of the app forward and takes it to the notice's
 * screen (spec part 2 §4: by data.type), or opens one there. A notice the app showed in place (a
 * cook mode timer) only brings the window forward.
 */
export async function openTapTarget(windows: AppWindows, data: unknown, origin: string): Promise<void> {
  const url = new URL(notificationTapRoute(data), origin).href;
  const open = await windows.matchAll();
  const index = windowForTap(open);
  if (index === -1) {
    await windows.openWindow(url);
    return;
  }
  const target = open[index];
  // Focus is the browser's to grant; the window is taken to the screen all the same.
  const shown = await target.focus().catch(() => target);
  if (!tapStaysInPlace(data)) await shown.navigate(url);
}
