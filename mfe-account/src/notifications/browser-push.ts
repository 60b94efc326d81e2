import { PANTRY_SYNC_TAG } from '@mealapp/domain';

/**
 * The browser's side of notifications, read at the moment of use (component tests stub
 * `Notification` and `navigator.serviceWorker` at this edge).
 */

export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function requestNotificationAccess(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** The service worker's registration (shell/src/pwa registers /sw.js), once it is active. */
function activeWorker(): Promise<ServiceWorkerRegistration> | null {
  return typeof navigator !== 'undefined' && navigator.serviceWorker ? navigator.serviceWorker.ready : null;
}

/** The bytes of a base64url string (the server's VAPID public key). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * This device's push subscription for `publicKey`: the one it has, or a new one. One made with
 * another key (the server's keys changed) is dropped first: the browser refuses a second.
 */
export async function pushSubscription(publicKey: string): Promise<PushSubscriptionJSON> {
  const worker = activeWorker();
  if (!worker) throw new Error('No service worker');
  const { pushManager } = await worker;
  const key = base64UrlBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing.toJSON();
  await existing?.unsubscribe();
  const created = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return created.toJSON();
}

/** spec part 2 §4: the 'pantry-sync' background-sync tag, where the browser has background sync. */
export async function registerPantrySync(): Promise<void> {
  const worker = activeWorker();
  if (!worker) return;
  const registration = (await worker) as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  await registration.sync?.register(PANTRY_SYNC_TAG);
}

/**
 * This browser's push subscription, if it has one, without waiting for a service worker that may
 * never come (`ready` waits for ever where none is registered).
 */
export async function existingPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistration) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}
