import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_NOTIFICATION_TIME_ZONE, NOTIFICATION_SETTING_KEYS, type NotificationSettings } from '@mealapp/domain';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isIP } from 'node:net';
import { DataSource, type EntityManager } from 'typeorm';
import { sessionBoundReads } from '../auth/session-bound-reads.js';
import { plainHttpPostAllowed, refusedAddressReason } from '../common/safe-fetch/address-policy.js';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import type { NativePushTokenDto, RegisterTokenDto } from './dto/register-token.dto.js';
import type { NotificationSettingsDto, SaveNotificationSettingsDto } from './dto/notification-settings.dto.js';
import { base64urlBytes, endpointUrl, NOTIFICATION_MESSAGES } from './dto/notification-validators.js';
import type { PushSubscriptionDto, SubscribeDto } from './dto/push-subscription.dto.js';
import type { NotificationSettingsEntity } from './entities/notification-settings.entity.js';
import { NotificationsRepository } from './notifications.repository.js';
import { VapidKeys } from './vapid-keys.js';

/** Devices kept per user; subscribing one more drops the one subscribed longest ago. */
export const SUBSCRIPTIONS_PER_USER_MAX = 20;
export const NATIVE_TOKENS_PER_USER_MAX = 20;

const settingsOf = (source: NotificationSettings): NotificationSettings =>
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, source[key]])) as NotificationSettings;

function toSettingsDto(row: NotificationSettingsEntity | null): NotificationSettingsDto {
  return { ...settingsOf(row ?? DEFAULT_NOTIFICATION_SETTINGS), timeZone: row?.timeZone ?? DEFAULT_NOTIFICATION_TIME_ZONE };
}

/** Stored unpadded, as browsers send them, so one device is one row however it was spelt. */
const unpadded = (key: string) => (base64urlBytes(key) as Buffer).toString('base64url');

@Injectable()
export class NotificationsService {
  /** GET /api/notifications/settings (spec part 2 §3: the defaults until the user saves): the session's user and their settings in one statement, batched (auth/session-bound-reads.ts). */
  readonly settingsWithSession = sessionBoundReads(
    () => this.dataSource,
    (userId) => this.notifications.settingsRowSql(userId),
    ([row]: NotificationSettingsEntity[]) => toSettingsDto(row ?? null),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly vapid: VapidKeys,
    private readonly fetcher: SafeFetcher,
  ) {}

  async publicKey(): Promise<{ key: string }> {
    return { key: (await this.vapid.get()).publicKey };
  }

  /**
   * Stores (or refreshes) the device for the user. An endpoint naming an address off the public
   * internet is refused here already, and so is plain http, but to a loopback address while
   * loopback is allowed (the tests' local push service); safePost checks both again on the
   * addresses a name resolves to, at every send. A name is not looked up here, so plain http needs
   * an address: http://localhost is refused.
   */
  async subscribe(userId: number, input: SubscribeDto): Promise<{ subscription: PushSubscriptionDto; created: boolean }> {
    const url = endpointUrl(input.endpoint) as URL;
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(literal) ? [literal] : [];
    const policy = { allowLoopback: this.fetcher.loopbackAllowed };
    if (addresses.some((address) => refusedAddressReason(address, policy) !== null)) throw new BadRequestException(NOTIFICATION_MESSAGES.endpointNotPublic);
    if (url.protocol !== 'https:' && !plainHttpPostAllowed(addresses, policy)) throw new BadRequestException(NOTIFICATION_MESSAGES.endpointHttpsOnly);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.notifications.upsertSubscriptionFor(manager, userId, { endpoint: input.endpoint, p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth) });
      await this.notifications.keepNewestSubscriptionsOf(manager, userId, SUBSCRIPTIONS_PER_USER_MAX);
      if (input.timeZone !== undefined) await this.notifications.setTimeZoneFor(manager, userId, input.timeZone);
      return { subscription: { id: row.id, endpoint: row.endpoint }, created: row.created };
    });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    if (!(await this.notifications.deleteSubscriptionOwnedBy(this.dataSource.manager, userId, endpoint))) {
      throw new NotFoundException(NOTIFICATION_MESSAGES.subscriptionNotFound);
    }
  }

  /**
   * The account import's settings (my-data), in the caller's transaction: they become the stored
   * ones, the time zone too when the document has one; false when they were so already.
   */
  async importSettingsIn(manager: EntityManager, userId: number, settings: NotificationSettings, timeZone: string | null): Promise<boolean> {
    const stored = await this.notifications.findSettingsOf(manager, userId);
    const wanted = settingsOf(settings);
    if (stored && NOTIFICATION_SETTING_KEYS.every((key) => stored[key] === wanted[key]) && (timeZone === null || stored.timeZone === timeZone)) return false;
    await this.notifications.replaceSettingsFor(manager, userId, wanted, timeZone ?? undefined);
    return true;
  }

  async saveSettings(userId: number, input: SaveNotificationSettingsDto): Promise<NotificationSettingsDto> {
    return toSettingsDto(await this.notifications.replaceSettingsFor(this.dataSource.manager, userId, settingsOf(input), input.timeZone));
  }

  /** The app forgets its device at sign-out: the token stops getting this user's notices. */
  async unregisterToken(userId: number, token: string): Promise<void> {
    if (!(await this.notifications.deleteNativeTokenOwnedBy(this.dataSource.manager, userId, token))) throw new NotFoundException(NOTIFICATION_MESSAGES.tokenNotFound);
  }

  /** Kept for the native senders (FCM, APNs), which send to it every notice the browsers get. */
  async registerToken(userId: number, input: RegisterTokenDto): Promise<{ token: NativePushTokenDto; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.notifications.upsertNativeTokenFor(manager, userId, input.token, input.platform);
      await this.notifications.keepNewestNativeTokensOf(manager, userId, NATIVE_TOKENS_PER_USER_MAX);
      return { token: { id: row.id, platform: row.platform }, created: row.created };
    });
  }
}
