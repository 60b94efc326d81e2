import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ScheduledJobs } from '../jobs/scheduled-jobs.js';

export const RETENTION_INTERVAL_SECONDS = 60 * 60;
/** Client error reports kept at most, newest first; older ones are pruned. */
export const CLIENT_ERROR_REPORTS_KEPT = 10_000;
/** Changes kept per household for event streams to replay (GET /api/events); a client further behind reloads. */
export const HOUSEHOLD_CHANGES_KEPT = 1_000;

/**
 * What is kept and for how long. Each entry deletes what has outlived its use; running twice, or
 * on two instances at once, deletes nothing more.
 */
const RULES: ReadonlyArray<{ table: string; sql: string }> = [
  // A throttle's counter is over once its window (a minute) or block has passed; `expire` is in ms.
  { table: 'throttle_counters', sql: `DELETE FROM throttle_counters WHERE expire < (extract(epoch FROM now()) * 1000)::bigint` },
  { table: 'outbox_messages', sql: `DELETE FROM outbox_messages WHERE created_at < now() - interval '7 days'` },
  { table: 'failed_logins', sql: `DELETE FROM failed_logins WHERE created_at < now() - interval '1 day'` },
  { table: 'password_reset_tokens', sql: `DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'` },
  // A sign-in at the provider under way, or a link waiting for the account's password: minutes.
  { table: 'oidc_sign_ins', sql: `DELETE FROM oidc_sign_ins WHERE expires_at < now()` },
  { table: 'oidc_pending_links', sql: `DELETE FROM oidc_pending_links WHERE expires_at < now()` },
  { table: 'refresh_tokens', sql: `DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'` },
  { table: 'client_error_reports', sql: `DELETE FROM client_error_reports WHERE created_at < now() - interval '30 days'` },
  // A key is honoured for 30 days (IDEMPOTENCY_KEY_DAYS in libs/domain); older ones count as absent.
  { table: 'idempotent_writes', sql: `DELETE FROM idempotent_writes WHERE created_at < now() - interval '30 days'` },
  // An invitation lasts a week; kept a month past that as the record of who joined how.
  { table: 'household_invitations', sql: `DELETE FROM household_invitations WHERE expires_at < now() - interval '30 days'` },
  // The event stream's replay: a device away longer than a week, or further behind than the count, reloads.
  { table: 'household_changes', sql: `DELETE FROM household_changes WHERE created_at < now() - interval '7 days'` },
  {
    table: 'household_changes',
    sql: `DELETE FROM household_changes WHERE seq IN (
      SELECT seq FROM (SELECT seq, row_number() OVER (PARTITION BY household_id ORDER BY seq DESC) AS newer FROM household_changes) ranked
      WHERE newer > ${HOUSEHOLD_CHANGES_KEPT})`,
  },
  {
    table: 'client_error_reports',
    sql: `DELETE FROM client_error_reports WHERE id <= (SELECT id FROM client_error_reports ORDER BY id DESC OFFSET ${CLIENT_ERROR_REPORTS_KEPT} LIMIT 1)`,
  },
];

/**
 * Prunes throttle counters, mail, sign-in attempts, expired tokens and invitations, client error
 * reports and household changes every hour, on one instance of those sharing the database.
 */
@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    if (!this.config.retentionJob) return;
    this.jobs.schedule({ name: 'retention', everySeconds: RETENTION_INTERVAL_SECONDS, run: () => this.pruneAndLog() });
  }

  /** Rows deleted per table. */
  async prune(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const rule of RULES) {
      // TypeORM answers a DELETE on PostgreSQL with [rows, affected count].
      const [, count] = await this.dataSource.query<[unknown, number]>(rule.sql);
      deleted[rule.table] = (deleted[rule.table] ?? 0) + count;
    }
    return deleted;
  }

  private async pruneAndLog(): Promise<Record<string, number>> {
    const deleted = await this.prune();
    const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
    if (total > 0) this.logger.log(`Pruned ${JSON.stringify(deleted)}`);
    return deleted;
  }
}
