/*
 * Sending a notice to one device (issue 35): which answers of a push service are worth another try,
 * when, and what a device's outcome is called.
 */

/** What happened to a notice sent to one device: taken by the push service, gone (the device or app no longer exists), or not sent. */
export const DELIVERY_OUTCOMES = ['sent', 'gone', 'failed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** Where a device's notices go: a browser (Web Push), an Android app (FCM) or an iOS app (APNs). */
export const DELIVERY_CHANNELS = ['web', 'android', 'ios'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Tries of one notice to one device, and the longest wait between two: a push service that is
 * busy (429) or failing (5xx) gets a few seconds, not a stalled job. A Retry-After past the bound
 * ends the tries (the notice is logged as failed) rather than holding every other user's notices.
 */
export const PUSH_RETRY = Object.freeze({ attempts: 3, firstDelayMs: 500, maxDelayMs: 5_000 });

/** Whether an HTTP answer of a push service may succeed if sent again: too many requests, or its own failure. */
export const isRetryableStatus = (status: number): boolean => status === 429 || (status >= 500 && status <= 599);

/**
 * The wait before another try, after `attempts` tries of which the last was answered `status`
 * (with its Retry-After header, seconds or an HTTP date); null: no more tries.
 */
export function pushRetryDelayMs(attempts: number, status: number, retryAfter: string | null | undefined, now: Date, retry = PUSH_RETRY): number | null {
  if (!isRetryableStatus(status) || attempts >= retry.attempts) return null;
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== null) return asked <= retry.maxDelayMs ? asked : null;
  return Math.min(retry.firstDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);
}

/** A Retry-After header as milliseconds from `now` (RFC 9110 §10.2.3: delay-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) || !/[a-z]/i.test(value) ? null : Math.max(0, at - now.getTime());
}

/** The Android notification channel the apps' notices go to: the server names it in each FCM message, the app creates it. */
export const ANDROID_NOTICE_CHANNEL = Object.freeze({ id: 'notices', name: 'Notices', description: 'Expiry alerts, reminders and news from your household' });
