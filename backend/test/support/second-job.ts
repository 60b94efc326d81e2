import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config.js';
import { ScheduledJobs } from '../../src/jobs/scheduled-jobs.js';
import { DailyNotices } from '../../src/notifications/daily-notices.js';
import { FamilyUpdatesRepository } from '../../src/notifications/family-updates.repository.js';
import { NotificationsJob } from '../../src/notifications/notifications.job.js';
import { NotificationsRepository } from '../../src/notifications/notifications.repository.js';
import { NoticeDelivery } from '../../src/notifications/notice-delivery.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The notifications job of a second instance on the same database, to run beside `t`'s: a second
 * app on PostgreSQL, as in a deployment of several instances; on the embedded database, which
 * serves one process, a second job over the same DataSource. `close` when done.
 */
export async function secondJob(t: TestApp, env: Record<string, string>): Promise<{ job: NotificationsJob; close: () => Promise<void> }> {
  if (t.database === 'postgres') {
    const second = await createTestApp({ ...env, DATABASE_URL: t.config.databaseUrl ?? '' });
    return { job: second.app.get(NotificationsJob), close: () => second.close() };
  }
  const get = <T>(type: new (...args: never[]) => T) => t.app.get(type);
  const job = new NotificationsJob(t.app.get<AppConfig>(APP_CONFIG), get(DataSource), get(NotificationsRepository), get(DailyNotices), get(FamilyUpdatesRepository), get(NoticeDelivery), get(ScheduledJobs));
  return { job, close: async () => {} };
}
