import type { NotificationPayload } from '@mealapp/domain';
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { SafeFetchError } from '../common/safe-fetch/safe-fetch-error.js';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { StoredSubscription } from './notifications.repository.js';
import { VapidKeys } from './vapid-keys.js';

/** A daily notice is of no use the next day: the push service may hold it this long for an offline device. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * One try of one push, whichever service carries it: the service's status (null when it could not
 * be reached), its Retry-After, whether it called the device gone (never to take a notice again),
 * and what to log about it (the service's origin, never the device's address or token).
 */
export interface PushAttempt {
  status: number | null;
  retryAfter: string | null;
  gone: boolean;
  detail: string;
}

/** A try that reached no service: why, for the log and the test notice's answer. */
export function unreachable(where: string, error: unknown): PushAttempt {
  const reason = error instanceof SafeFetchError ? `${error.failure}: ${error.message}` : error instanceof Error ? error.message : String(error);
  return { status: null, retryAfter: null, gone: false, detail: `${where} could not be reached: ${reason}` };
}

// RFC 8030 §7.3 and every push service: the subscription expired or was removed
const GONE = new Set([404, 410]);

/**
 * Encrypts and signs one push with web-push (generateRequestDetails: RFC 8291 aes128gcm and a
 * VAPID token), and sends it through the guarded fetcher: the endpoint is an address a user gave,
 * so it gets the SSRF rules of every server-side request (public addresses only, a time limit,
 * no redirect followed). Never throws: NoticeDelivery decides what an answer means.
 */
@Injectable()
export class PushSender {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vapid: VapidKeys,
    private readonly fetcher: SafeFetcher,
  ) {}

  async attempt(subscription: StoredSubscription, payload: NotificationPayload): Promise<PushAttempt> {
    const where = `the push service at ${originOf(subscription.endpoint)}`;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: await this.vapid.get(), TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const answer = await this.fetcher.post(request.endpoint, { headers: request.headers, body: request.body ?? Buffer.alloc(0), timeoutMs: this.config.pushTimeoutMs });
      const said = answer.body.toString('utf8', 0, 200).replace(/\s+/g, ' ').trim();
      const retryAfter = answer.headers['retry-after'];
      return {
        status: answer.status,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        gone: GONE.has(answer.status),
        detail: `${where} answered HTTP ${answer.status}${said ? ` ${said}` : ''}`,
      };
    } catch (error) {
      return unreachable(where, error);
    }
  }
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'no valid URL';
  }
}
