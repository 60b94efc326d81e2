import { DEFAULT_NOTIFICATION_SETTINGS, type DailyNotificationType, type NotificationSettings } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NativePushTokenEntity, type NativePushPlatform } from './entities/native-push-token.entity.js';
import { NotificationSettingsEntity } from './entities/notification-settings.entity.js';
import { PushSubscriptionEntity } from './entities/push-subscription.entity.js';

/** A native app's token, as the senders need it. */
export interface StoredNativeToken {
  id: number;
  token: string;
  platform: NativePushPlatform;
}

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the daily job reads of one user: their settings row (null: never saved) beside their id. */
export interface Subscriber {
  userId: number;
  settings: NotificationSettings | null;
  timeZone: string | null;
}

const SETTING_COLUMNS = {
  expirationAlerts: 'expiration_alerts',
  lowStockWarnings: 'low_stock_warnings',
  mealReminders: 'meal_reminders',
  shoppingReminders: 'shopping_reminders',
  recipesSuggestions: 'recipes_suggestions',
  familyUpdates: 'family_updates',
} as const satisfies Record<keyof NotificationSettings, string>;

const settingKeys = Object.keys(SETTING_COLUMNS) as Array<keyof NotificationSettings>;
const settingColumns = settingKeys.map((key) => SETTING_COLUMNS[key]);

/**
 * Every notifications query. Who owns a row is decided here alone: `owner` for TypeORM's calls and
 * `ownedSql` for the hand-written ones, both on user_id. Two reads cross users, both for the daily
 * job and named so: `subscribersAfter` (who has a device to notify) and `pruneDeliveriesBefore`.
 * Methods take the EntityManager to run on.
 */
@Injectable()
export class NotificationsRepository {
  /**
   * Stores the device for the owner: a new endpoint is inserted; a known one gets the keys sent
   * now, and moves to the owner when another user had it (the device changed hands: its
   * notifications must not keep describing the previous user's kitchen). `created` is true
   * unless the owner already had this endpoint.
   */
  async upsertSubscriptionFor(manager: EntityManager, userId: number, keys: SubscriptionKeys): Promise<{ id: number; endpoint: string; created: boolean }> {
    const [row] = (await manager.query(
      `WITH previous AS (SELECT user_id FROM push_subscriptions WHERE endpoint = $2)
       INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()
       RETURNING id, endpoint, NOT EXISTS (SELECT 1 FROM previous p WHERE ${this.ownedSql('p', '$1')}) AS created`,
      [userId, keys.endpoint, keys.p256dh, keys.auth],
    )) as Array<{ id: number; endpoint: string; created: boolean }>;
    return row;
  }

  /** Keeps the owner's `keep` most recently subscribed devices; older ones are dropped. */
  async keepNewestSubscriptionsOf(manager: EntityManager, userId: number, keep: number): Promise<void> {
    await manager.query(
      `DELETE FROM push_subscriptions s WHERE ${this.ownedSql('s', '$1')} AND s.id NOT IN (
         SELECT n.id FROM push_subscriptions n WHERE ${this.ownedSql('n', '$1')} ORDER BY n.updated_at DESC, n.id DESC LIMIT $2)`,
      [userId, keep],
    );
  }

  async deleteSubscriptionOwnedBy(manager: EntityManager, userId: number, endpoint: string): Promise<boolean> {
    const result = await manager.delete(PushSubscriptionEntity, { ...this.owner(userId), endpoint });
    return (result.affected ?? 0) > 0;
  }

  /** A subscription the push service said is gone (404, 410); kept when it was subscribed again since. */
  async deleteGoneSubscriptionOwnedBy(manager: EntityManager, userId: number, gone: StoredSubscription): Promise<void> {
    await manager.delete(PushSubscriptionEntity, { ...this.owner(userId), id: gone.id, endpoint: gone.endpoint, p256dh: gone.p256dh, auth: gone.auth });
  }

  async subscriptionsOf(manager: EntityManager, userId: number): Promise<StoredSubscription[]> {
    return manager.find(PushSubscriptionEntity, { where: this.owner(userId), select: { id: true, endpoint: true, p256dh: true, auth: true }, order: { id: 'ASC' } });
  }

  /** A token FCM or APNs said is gone; kept when it was registered again since (by anyone). */
  async deleteGoneNativeTokenOwnedBy(manager: EntityManager, userId: number, gone: StoredNativeToken): Promise<void> {
    await manager.delete(NativePushTokenEntity, { ...this.owner(userId), id: gone.id, token: gone.token });
  }

  async deleteNativeTokenOwnedBy(manager: EntityManager, userId: number, token: string): Promise<boolean> {
    const result = await manager.delete(NativePushTokenEntity, { ...this.owner(userId), token });
    return (result.affected ?? 0) > 0;
  }

  async nativeTokensOf(manager: EntityManager, userId: number): Promise<StoredNativeToken[]> {
    return manager.find(NativePushTokenEntity, { where: this.owner(userId), select: { id: true, token: true, platform: true }, order: { id: 'ASC' } });
  }

  /** Like subscriptions: one row per token, moved to the owner when another user had it. */
  async upsertNativeTokenFor(manager: EntityManager, userId: number, token: string, platform: NativePushPlatform): Promise<{ id: number; platform: NativePushPlatform; created: boolean }> {
    const [row] = (await manager.query(
      `WITH previous AS (SELECT user_id FROM native_push_tokens WHERE token = $2)
       INSERT INTO native_push_tokens (user_id, token, platform) VALUES ($1, $2, $3)
       ON CONFLICT (token) DO UPDATE SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform, updated_at = now()
       RETURNING id, platform, NOT EXISTS (SELECT 1 FROM previous p WHERE ${this.ownedSql('p', '$1')}) AS created`,
      [userId, token, platform],
    )) as Array<{ id: number; platform: NativePushPlatform; created: boolean }>;
    return row;
  }

  async keepNewestNativeTokensOf(manager: EntityManager, userId: number, keep: number): Promise<void> {
    await manager.query(
      `DELETE FROM native_push_tokens t WHERE ${this.ownedSql('t', '$1')} AND t.id NOT IN (
         SELECT n.id FROM native_push_tokens n WHERE ${this.ownedSql('n', '$1')} ORDER BY n.updated_at DESC, n.id DESC LIMIT $2)`,
      [userId, keep],
    );
  }

  findSettingsOf(manager: EntityManager, userId: number): Promise<NotificationSettingsEntity | null> {
    return manager.findOneBy(NotificationSettingsEntity, this.owner(userId));
  }

  /** SQL of the owner's settings row (0 or 1), its fields named as the entity's, where `userId` is the SQL of the owner's id (NotificationsService reads it beside the session). */
  settingsRowSql(userId: string): string {
    return `SELECT expiration_alerts AS "expirationAlerts", low_stock_warnings AS "lowStockWarnings", meal_reminders AS "mealReminders",
        shopping_reminders AS "shoppingReminders", recipes_suggestions AS "recipesSuggestions", family_updates AS "familyUpdates", time_zone AS "timeZone"
      FROM notification_settings WHERE user_id = ${userId}`;
  }

  /** Replaces the six settings; the time zone too when one is given, else the stored one stays. */
  async replaceSettingsFor(manager: EntityManager, userId: number, settings: NotificationSettings, timeZone: string | undefined): Promise<NotificationSettingsEntity> {
    await this.upsertSettings(manager, userId, settings, timeZone, 'all');
    return manager.findOneByOrFail(NotificationSettingsEntity, this.owner(userId));
  }

  /** Records the owner's time zone, leaving their settings as they are (the defaults when they never saved). */
  async setTimeZoneFor(manager: EntityManager, userId: number, timeZone: string): Promise<void> {
    await this.upsertSettings(manager, userId, DEFAULT_NOTIFICATION_SETTINGS, timeZone, 'timeZone');
  }

  private async upsertSettings(manager: EntityManager, userId: number, settings: NotificationSettings, timeZone: string | undefined, update: 'all' | 'timeZone'): Promise<void> {
    const values = settingKeys.map((key) => settings[key]);
    const updates = [
      ...(update === 'all' ? settingColumns.map((column) => `${column} = EXCLUDED.${column}`) : []),
      'time_zone = coalesce(EXCLUDED.time_zone, notification_settings.time_zone)',
      'updated_at = now()',
    ];
    await manager.query(
      `INSERT INTO notification_settings (user_id, ${settingColumns.join(', ')}, time_zone)
       VALUES ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')}, $${values.length + 2})
       ON CONFLICT (user_id) DO UPDATE SET ${updates.join(', ')}`,
      [userId, ...values, timeZone ?? null],
    );
  }

  /** The kinds already claimed for the owner's local day. */
  async deliveredKindsOn(manager: EntityManager, userId: number, localDate: string): Promise<Set<DailyNotificationType>> {
    const rows = (await manager.query(`SELECT d.kind FROM notification_deliveries d WHERE ${this.ownedSql('d', '$1')} AND d.local_date = $2::date`, [
      userId,
      localDate,
    ])) as Array<{ kind: DailyNotificationType }>;
    return new Set(rows.map((row) => row.kind));
  }

  /**
   * The once-per-day guard: true for the one caller (of any instance) whose row went in; every
   * other caller for the same owner, kind and local day gets false and must not send.
   */
  async claimDeliveryFor(manager: EntityManager, userId: number, kind: DailyNotificationType, localDate: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO notification_deliveries (user_id, kind, local_date) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING RETURNING kind`,
      [userId, kind, localDate],
    )) as unknown[];
    return rows.length === 1;
  }

  /** Daily job, across users: claims for days before `localDate` are of no more use. */
  async pruneDeliveriesBefore(manager: EntityManager, localDate: string): Promise<void> {
    await manager.query(`DELETE FROM notification_deliveries WHERE local_date < $1::date`, [localDate]);
  }

  /**
   * Daily job, across users: the users after `afterUserId` with at least one device to notify (a
   * browser, or an app token of a platform in `nativePlatforms`, those a sender is set up for), by
   * id, at most `limit`.
   */
  async subscribersAfter(manager: EntityManager, afterUserId: number, limit: number, nativePlatforms: readonly NativePushPlatform[] = []): Promise<Subscriber[]> {
    const rows = (await manager.query(
      `SELECT u.user_id AS "userId", ns.time_zone AS "timeZone", ${settingKeys.map((key) => `ns.${SETTING_COLUMNS[key]} AS "${key}"`).join(', ')}
       FROM (SELECT user_id FROM (SELECT s.user_id FROM push_subscriptions s WHERE s.user_id > $1
                                  UNION SELECT t.user_id FROM native_push_tokens t WHERE t.user_id > $1 AND t.platform = ANY($3::text[])) d
             ORDER BY user_id LIMIT $2) u
       LEFT JOIN notification_settings ns ON ns.user_id = u.user_id
       ORDER BY u.user_id`,
      [afterUserId, limit, [...nativePlatforms]],
    )) as Array<Record<string, unknown> & { userId: number; timeZone: string | null; expirationAlerts: boolean | null }>;
    return rows.map((row) => ({
      userId: row.userId,
      timeZone: row.timeZone,
      settings: row.expirationAlerts === null ? null : (Object.fromEntries(settingKeys.map((key) => [key, row[key]])) as NotificationSettings),
    }));
  }

  private owner(userId: number): { userId: number } {
    return { userId };
  }

  private ownedSql(alias: string, userParam: string): string {
    return `${alias}.user_id = ${userParam}`;
  }
}
