import {
  addDays,
  DAILY_NOTIFICATION_TYPES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_NOTIFICATION_TIME_ZONE,
  familyUpdateFreshSince,
  familyUpdateMessage,
  isFamilyUpdateDue,
  isNotificationDue,
  isTimeZone,
  localClock,
  NOTIFICATION_TYPE_SETTINGS,
  notificationPayload,
  type DailyNotificationType,
  type NotificationPayload,
} from '@mealapp/domain';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ScheduledJobs } from '../jobs/scheduled-jobs.js';
import { DailyNotices } from './daily-notices.js';
import { FamilyUpdatesRepository } from './family-updates.repository.js';
import { NotificationsRepository, type Subscriber } from './notifications.repository.js';
import { NoticeDelivery, type UserDevices } from './notice-delivery.js';

/** Claims older than this are deleted: a day's claim matters until that day ends in every zone. */
export const DELIVERIES_KEPT_DAYS = 7;
const SUBSCRIBERS_PER_PAGE = 200;

export interface JobReport {
  /** Users whose local hour had come, with something not yet claimed today. */
  usersDue: number;
  /** Notices claimed by this run: daily ones (one per user, kind and local day) and household batches. */
  claimed: number;
  delivered: number;
  /** Subscriptions removed because the push service said they are gone. */
  removed: number;
  failed: number;
}

/**
 * The daily notifications (DECISIONS.md, Notifications). Every NOTIFICATIONS_INTERVAL_SECONDS, on
 * one instance of those sharing the database (jobs/scheduled-jobs.ts), for each user with a subscription whose local clock (their time zone, UTC by default) has
 * reached NOTIFICATIONS_LOCAL_HOUR: each notice their settings allow, with something to say, not
 * yet claimed for their local day, is claimed (notification_deliveries, one row per user, kind
 * and day: whichever instance inserts it sends) and pushed to each of their devices. A failing
 * push service is logged and the run goes on; a subscription answered 404 or 410 is deleted.
 * A claimed notice is not sent again that day, even when every push failed (at most once).
 *
 * In the same pass, familyUpdates: each subscriber with it on gets one notice for what other
 * members added to their current household's list and plan since the last one, once the first of
 * those additions is FAMILY_UPDATE_BATCH_MINUTES old (libs/domain family-updates.ts). The batch is
 * claimed by moving the member's cursor from where it was read (family_update_cursors): whichever
 * instance moves it sends, at most once, like the daily notices.
 */
@Injectable()
export class NotificationsJob implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly notices: DailyNotices,
    private readonly familyUpdates: FamilyUpdatesRepository,
    private readonly delivery: NoticeDelivery,
    private readonly jobs: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    if (!this.config.notificationsJob) return;
    this.jobs.schedule({ name: 'notifications', everySeconds: this.config.notificationsIntervalSeconds, run: () => this.runAndLog() });
  }

  private async runAndLog(): Promise<JobReport> {
    const report = await this.run();
    if (report.claimed > 0) this.logger.log(`Sent ${JSON.stringify(report)}`);
    return report;
  }

  /** One pass over every subscriber as of `now`. */
  async run(now: Date = new Date()): Promise<JobReport> {
    const report: JobReport = { usersDue: 0, claimed: 0, delivered: 0, removed: 0, failed: 0 };
    const manager = this.dataSource.manager;
    await this.notifications.pruneDeliveriesBefore(manager, addDays(localClock(now, 'UTC').date, -DELIVERIES_KEPT_DAYS));
    for (let after = 0; ; ) {
      const page = await this.notifications.subscribersAfter(manager, after, SUBSCRIBERS_PER_PAGE, this.delivery.nativePlatformsWithSender());
      // one user's bad data or a lost query must not cost the others their notices
      for (const subscriber of page) await this.guarded(`Notifications for user ${subscriber.userId}`, () => this.notify(subscriber, now, report));
      await this.guarded(`Family updates for users after ${after}`, () => this.notifyFamilyUpdates(page, now, report));
      if (page.length < SUBSCRIBERS_PER_PAGE) return report;
      after = page[page.length - 1].userId;
    }
  }

  private async guarded(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async notify(subscriber: Subscriber, now: Date, report: JobReport): Promise<void> {
    const { userId } = subscriber;
    const manager = this.dataSource.manager;
    const clock = localClock(now, timeZoneOf(subscriber));
    if (!isNotificationDue(clock, this.config.notificationsLocalHour)) return;
    const settings = subscriber.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
    const claimed = await this.notifications.deliveredKindsOn(manager, userId, clock.date);
    const wanted = new Set<DailyNotificationType>(DAILY_NOTIFICATION_TYPES.filter((type) => settings[NOTIFICATION_TYPE_SETTINGS[type]] && !claimed.has(type)));
    if (wanted.size === 0) return;
    report.usersDue += 1;

    let devices = await this.delivery.devicesOf(userId);
    for (const notice of await this.notices.compose(userId, wanted, clock.date)) {
      if (devices.subscriptions.length + devices.tokens.length === 0) return;
      if (!(await this.notifications.claimDeliveryFor(manager, userId, notice.type, clock.date))) continue;
      report.claimed += 1;
      devices = await this.deliver(userId, devices, notificationPayload(notice), report);
    }
  }

  private async notifyFamilyUpdates(page: Subscriber[], now: Date, report: JobReport): Promise<void> {
    const manager = this.dataSource.manager;
    const recipients = new Map(page.filter((subscriber) => (subscriber.settings ?? DEFAULT_NOTIFICATION_SETTINGS).familyUpdates).map((subscriber) => [subscriber.userId, subscriber]));
    if (recipients.size === 0) return;
    for (const batch of await this.familyUpdates.pendingFor(manager, [...recipients.keys()], familyUpdateFreshSince(now))) {
      const { userId, householdId, cursor, additions } = batch;
      await this.guarded(`Family updates for user ${userId}`, async () => {
        if (!isFamilyUpdateDue(additions, now)) return;
        const notice = familyUpdateMessage(additions, localClock(now, timeZoneOf(recipients.get(userId)!)).date);
        if (!notice) return;
        if (!(await this.familyUpdates.claimBatchFor(manager, userId, householdId, cursor, additions[additions.length - 1].seq))) return;
        report.claimed += 1;
        await this.deliver(userId, await this.delivery.devicesOf(userId), notificationPayload(notice), report);
      });
    }
  }

  /** Pushes to each of the user's devices; answers those still there (a gone one is deleted). */
  private async deliver(userId: number, devices: UserDevices, payload: NotificationPayload, report: JobReport): Promise<UserDevices> {
    const { deliveries, remaining } = await this.delivery.toDevices(userId, devices, payload);
    for (const { outcome } of deliveries) {
      if (outcome === 'gone') report.removed += 1;
      else report[outcome === 'sent' ? 'delivered' : 'failed'] += 1;
    }
    return remaining;
  }
}

function timeZoneOf(subscriber: Subscriber): string {
  return subscriber.timeZone && isTimeZone(subscriber.timeZone) ? subscriber.timeZone : DEFAULT_NOTIFICATION_TIME_ZONE;
}
