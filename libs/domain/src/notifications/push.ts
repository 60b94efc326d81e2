import { notificationRoute } from './routes.js';

// spec part 2 §4: registered while expiration alerts are on
export const PANTRY_SYNC_TAG = 'pantry-sync';

/** The title a push without one is shown under (a test push from the browser's tools, say). */
export const PUSH_FALLBACK_TITLE = 'Meal Planner';

/** What the service worker shows for one push: `showNotification(title, { body, tag, data })`. */
export interface PushNotice {
  title: string;
  body: string;
  /** The notice's kind: a newer notice of the same kind replaces the older one instead of stacking. */
  tag: string | undefined;
  /** Kept on the notification, for the tap (`notificationTapRoute`). */
  data: { type: string | null; url: string };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parse(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/**
 * A push message's text (the server sends `NotificationPayload` as JSON) as the notice to show.
 * Anything else still shows: plain text becomes the body under PUSH_FALLBACK_TITLE. The route comes
 * from `data.type` alone (spec part 2 §4), never from a URL in the message.
 */
export function pushNotice(payload: string | null | undefined): PushNotice {
  const raw = payload ?? '';
  const json = parse(raw);
  const message = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  if (!message) return { title: PUSH_FALLBACK_TITLE, body: raw.trim(), tag: undefined, data: { type: null, url: notificationRoute(null) } };
  const data = typeof message.data === 'object' && message.data !== null ? (message.data as Record<string, unknown>) : {};
  const type = text(data.type) || null;
  return {
    title: text(message.title) || PUSH_FALLBACK_TITLE,
    body: text(message.body),
    tag: type ?? undefined,
    data: { type, url: notificationRoute(type) },
  };
}

/** Where a tap on a shown notice leads: by the `data.type` it carries (anything else: /). */
export function notificationTapRoute(data: unknown): string {
  const type = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).type : undefined;
  return notificationRoute(type);
}

/**
 * Kept on a notice the open app shows itself (issue 26: a cook mode timer that rang): a tap brings
 * that window forward as it is, rather than taking it to a route and away from the cooking.
 */
export const IN_PLACE_NOTICE_DATA = Object.freeze({ type: null, inPlace: true });

export function tapStaysInPlace(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).inPlace === true;
}
