import type { NotificationPayload } from '@mealapp/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import { SafeFetchError } from '../common/safe-fetch/safe-fetch-error.js';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { StoredSubscription } from './notifications.repository.js';
import { VapidKeys } from './vapid-keys.js';

/** A daily notice is of no use the next day: the push service may hold it this long for an offline device. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/** delivered: the push service took it; gone: the subscription no longer exists (404, 410); failed: anything else. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

// RFC 8030 §7.3 and every push service: the subscription expired or was removed
const GONE = new Set([404, 410]);

/**
 * Encrypts and signs one push with web-push (generateRequestDetails: RFC 8291 aes128gcm and a
 * VAPID token), and sends it through the guarded fetcher: the endpoint is an address a user gave,
 * so it gets the SSRF rules of every server-side request (public addresses only, a time limit,
 * no redirect followed). Never throws: what went wrong is logged and answered as `failed`.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vapid: VapidKeys,
    private readonly fetcher: SafeFetcher,
  ) {}

  async send(subscription: StoredSubscription, payload: NotificationPayload): Promise<PushOutcome> {
    const where = `push ${payload.data.type} to subscription ${subscription.id} (${originOf(subscription.endpoint)})`;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: await this.vapid.get(), TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const answer = await this.fetcher.post(request.endpoint, { headers: request.headers, body: request.body ?? Buffer.alloc(0), timeoutMs: this.config.pushTimeoutMs });
      if (answer.status >= 200 && answer.status <= 299) return 'delivered';
      if (GONE.has(answer.status)) return 'gone';
      this.logger.warn(`${where}: the push service answered HTTP ${answer.status} ${answer.body.toString('utf8', 0, 200).replace(/\s+/g, ' ').trim()}`);
      return 'failed';
    } catch (error) {
      const reason = error instanceof SafeFetchError ? `${error.failure}: ${error.message}` : error instanceof Error ? error.message : String(error);
      this.logger.warn(`${where} failed: ${reason}`);
      return 'failed';
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
