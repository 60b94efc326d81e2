import { pushRetryDelayMs, type DeliveryChannel, type DeliveryOutcome, type NotificationPayload } from '@mealapp/domain';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Metrics } from '../metrics/metrics.js';
import { NotificationsRepository, type StoredNativeToken, type StoredSubscription } from './notifications.repository.js';
import { PushSender, type PushAttempt } from './push-sender.js';

/** What became of one notice on one device (POST /api/notifications/test answers these). */
export interface DeviceDelivery {
  kind: DeliveryChannel;
  id: number;
  outcome: DeliveryOutcome;
  detail: string;
}

// RFC 8030 §7.3 and every push service: the subscription expired or was removed
const GONE = new Set([404, 410]);

function webOutcome(attempt: PushAttempt): DeliveryOutcome {
  if (attempt.status !== null && attempt.status >= 200 && attempt.status <= 299) return 'sent';
  return attempt.status !== null && GONE.has(attempt.status) ? 'gone' : 'failed';
}

const NO_NATIVE_SENDER: Record<'android' | 'ios', string> = {
  android: 'This server has no Android sender set up (FCM_SERVICE_ACCOUNT_FILE), so Android devices get no notices',
  ios: 'This server has no iOS sender set up (APNS_KEY_FILE), so iPhones and iPads get no notices',
};

/**
 * Sends one notice to one device, whatever carries it, the one way the notices job and the test
 * notice do: a push service that is busy (429) or failing (5xx) is tried again after a short wait,
 * honouring its Retry-After, within PUSH_RETRY's bound (libs/domain, delivery.ts); a device the
 * service calls gone is deleted at once; what still fails is logged (the service's origin, never
 * the device's address or token) and every outcome is counted by channel (push_deliveries_total).
 */
@Injectable()
export class NoticeDelivery implements OnApplicationBootstrap {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly web: PushSender,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    // Said once, at start: the apps' tokens are kept for when a sender is set up.
    this.logger.warn('No FCM or APNs sender is set up: Android and iOS app tokens are kept, but those devices get no notices (docs/settings.md)');
  }

  async toWebDevice(userId: number, subscription: StoredSubscription, payload: NotificationPayload): Promise<DeviceDelivery> {
    let attempt: PushAttempt;
    for (let attempts = 1; ; attempts++) {
      attempt = await this.web.attempt(subscription, payload);
      const wait = webOutcome(attempt) === 'failed' && attempt.status !== null ? pushRetryDelayMs(attempts, attempt.status, attempt.retryAfter, new Date()) : null;
      if (wait === null) break;
      await sleep(wait);
    }
    const outcome = webOutcome(attempt);
    if (outcome === 'gone') await this.notifications.deleteGoneSubscriptionOwnedBy(this.dataSource.manager, userId, subscription);
    return this.done(userId, { kind: 'web', id: subscription.id, outcome, detail: attempt.detail }, payload);
  }

  toNativeDevice(userId: number, token: StoredNativeToken, payload: NotificationPayload): Promise<DeviceDelivery> {
    return Promise.resolve(this.done(userId, { kind: token.platform, id: token.id, outcome: 'failed', detail: NO_NATIVE_SENDER[token.platform] }, payload, false));
  }

  /** The notice to every device of the user: their browsers, then their apps. */
  async toEveryDeviceOf(userId: number, payload: NotificationPayload): Promise<DeviceDelivery[]> {
    const manager = this.dataSource.manager;
    const results: DeviceDelivery[] = [];
    for (const subscription of await this.notifications.subscriptionsOf(manager, userId)) results.push(await this.toWebDevice(userId, subscription, payload));
    for (const token of await this.notifications.nativeTokensOf(manager, userId)) results.push(await this.toNativeDevice(userId, token, payload));
    return results;
  }

  private done(userId: number, delivery: DeviceDelivery, payload: NotificationPayload, log = true): DeviceDelivery {
    this.metrics.recordPushDelivery(delivery.kind, delivery.outcome);
    if (log && delivery.outcome === 'failed') this.logger.warn(`Push ${payload.data.type} to user ${userId}'s ${delivery.kind} device ${delivery.id} failed: ${delivery.detail}`);
    return delivery;
  }
}
