import { pushRetryDelayMs, type DeliveryChannel, type DeliveryOutcome, type NotificationPayload } from '@mealapp/domain';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Metrics } from '../metrics/metrics.js';
import { NATIVE_PUSH_PLATFORMS, type NativePushPlatform } from './entities/native-push-token.entity.js';
import { NotificationsRepository, type StoredNativeToken, type StoredSubscription } from './notifications.repository.js';
import { PushSender, type PushAttempt } from './push-sender.js';
import { ApnsSender } from './senders/apns-sender.js';
import { FcmSender } from './senders/fcm-sender.js';

/** One user's devices: browsers (Web Push subscriptions) and app tokens. */
export interface UserDevices {
  subscriptions: StoredSubscription[];
  tokens: StoredNativeToken[];
}

/** What became of one notice on one device (POST /api/notifications/test answers these). */
export interface DeviceDelivery {
  kind: DeliveryChannel;
  id: number;
  outcome: DeliveryOutcome;
  detail: string;
}

function deliveryOutcome(attempt: PushAttempt): DeliveryOutcome {
  if (attempt.status !== null && attempt.status >= 200 && attempt.status <= 299) return 'sent';
  return attempt.gone ? 'gone' : 'failed';
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
    private readonly fcm: FcmSender,
    private readonly apns: ApnsSender,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    // Said once, at start: the apps' tokens are kept for when a sender is set up.
    if (!this.fcm.configured) this.logger.warn('No FCM sender is set up (FCM_SERVICE_ACCOUNT_FILE): Android app tokens are kept, but those devices get no notices (docs/native.md)');
    if (!this.apns.configured) this.logger.warn('No APNs sender is set up (APNS_KEY_FILE): iOS app tokens are kept, but those devices get no notices (docs/native.md)');
  }

  async toWebDevice(userId: number, subscription: StoredSubscription, payload: NotificationPayload): Promise<DeviceDelivery> {
    const attempt = await this.withRetries(() => this.web.attempt(subscription, payload));
    const outcome = deliveryOutcome(attempt);
    if (outcome === 'gone') await this.notifications.deleteGoneSubscriptionOwnedBy(this.dataSource.manager, userId, subscription);
    return this.done(userId, { kind: 'web', id: subscription.id, outcome, detail: attempt.detail }, payload);
  }

  async toNativeDevice(userId: number, token: StoredNativeToken, payload: NotificationPayload): Promise<DeviceDelivery> {
    const sender = token.platform === 'ios' ? this.apns : this.fcm;
    if (!sender.configured) return this.done(userId, { kind: token.platform, id: token.id, outcome: 'failed', detail: NO_NATIVE_SENDER[token.platform] }, payload, false);
    const attempt = await this.withRetries(() => sender.attempt(token.token, payload));
    const outcome = deliveryOutcome(attempt);
    if (outcome === 'gone') await this.notifications.deleteGoneNativeTokenOwnedBy(this.dataSource.manager, userId, token);
    return this.done(userId, { kind: token.platform, id: token.id, outcome, detail: attempt.detail }, payload);
  }

  /** Tries again while the service is busy or failing, as PUSH_RETRY allows; answers the last try. */
  private async withRetries(attempt: () => Promise<PushAttempt>): Promise<PushAttempt> {
    for (let attempts = 1; ; attempts++) {
      const answer = await attempt();
      const wait = deliveryOutcome(answer) === 'failed' && answer.status !== null ? pushRetryDelayMs(attempts, answer.status, answer.retryAfter, new Date()) : null;
      if (wait === null) return answer;
      await sleep(wait);
    }
  }

  /** The app platforms a sender is set up for: the job notifies their devices too. */
  nativePlatformsWithSender(): NativePushPlatform[] {
    return NATIVE_PUSH_PLATFORMS.filter((platform) => (platform === 'ios' ? this.apns : this.fcm).configured);
  }

  /** The user's devices the job notifies: their browsers, and their apps a sender can reach. */
  async devicesOf(userId: number): Promise<UserDevices> {
    const manager = this.dataSource.manager;
    const platforms = this.nativePlatformsWithSender();
    const tokens = platforms.length === 0 ? [] : (await this.notifications.nativeTokensOf(manager, userId)).filter((token) => platforms.includes(token.platform));
    return { subscriptions: await this.notifications.subscriptionsOf(manager, userId), tokens };
  }

  /** The notice to each of `devices`: what happened on each, and the devices still there (a gone one is deleted). */
  async toDevices(userId: number, devices: UserDevices, payload: NotificationPayload): Promise<{ deliveries: DeviceDelivery[]; remaining: UserDevices }> {
    const deliveries: DeviceDelivery[] = [];
    const remaining: UserDevices = { subscriptions: [], tokens: [] };
    for (const subscription of devices.subscriptions) {
      const delivery = await this.toWebDevice(userId, subscription, payload);
      deliveries.push(delivery);
      if (delivery.outcome !== 'gone') remaining.subscriptions.push(subscription);
    }
    for (const token of devices.tokens) {
      const delivery = await this.toNativeDevice(userId, token, payload);
      deliveries.push(delivery);
      if (delivery.outcome !== 'gone') remaining.tokens.push(token);
    }
    return { deliveries, remaining };
  }

  /** The notice to every device of the user, those no sender reaches too (the test notice says so): their browsers, then their apps. */
  async toEveryDeviceOf(userId: number, payload: NotificationPayload): Promise<DeviceDelivery[]> {
    const manager = this.dataSource.manager;
    const devices = { subscriptions: await this.notifications.subscriptionsOf(manager, userId), tokens: await this.notifications.nativeTokensOf(manager, userId) };
    return (await this.toDevices(userId, devices, payload)).deliveries;
  }

  private done(userId: number, delivery: DeviceDelivery, payload: NotificationPayload, log = true): DeviceDelivery {
    this.metrics.recordPushDelivery(delivery.kind, delivery.outcome);
    if (log && delivery.outcome === 'failed') this.logger.warn(`Push ${payload.data.type} to user ${userId}'s ${delivery.kind} device ${delivery.id} failed: ${delivery.detail}`);
    return delivery;
  }
}
