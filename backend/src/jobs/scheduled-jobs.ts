import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { hostname } from 'node:os';
import type { QueryResult } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { appPool } from '../database/app-pool.js';
import { Metrics } from '../metrics/metrics.js';

/** pg-boss's tables live in this schema (ScheduledJobs1765920000000), apart from the app's. */
export const JOBS_SCHEMA = 'pgboss';
/** Each instance offers a job twice a slot (so timer drift never skips one), and at least this often. */
const OFFER_EVERY_SECONDS = 60;
/** How often an idle instance asks for a job another instance offered; the offering instance starts at once. */
const POLL_SECONDS = 2;
/** A run still active after this (its instance died, or it hangs) is marked failed by pg-boss's maintenance. */
const RUN_EXPIRES_SECONDS = 15 * 60;
/** pg-boss's default: completed runs move to its archive after 12 hours, and leave it after 7 days. */
const ARCHIVE_AFTER_SECONDS = 12 * 60 * 60;
const STOP_GRACE_MS = 30_000;
/** Names the instance in each run's record (pgboss.job.output), for an operator reading the table. */
const INSTANCE = `${hostname()}:${process.pid}`;

export interface ScheduledJob {
  /** The pg-boss queue's name. */
  name: string;
  /** Runs once per slot of this many seconds (clock-aligned on the database's clock), across all instances. */
  everySeconds: number;
  /** One run; what it answers is kept as the run's output. */
  run(): Promise<unknown>;
}

interface JobRunOutput {
  instance: string;
  output: unknown;
}

/**
 * Work done on a schedule, once per occurrence however many instances share the database, through
 * pg-boss over the app's own pool (both on PostgreSQL and on the embedded PGlite, whose single
 * connection pg-boss shares like any query). Each job is a queue holding one job per slot: every
 * instance offers the job at least once per slot (`sendThrottled`), the database keeps the first
 * offer (a unique index on the slot), and one instance fetches it and runs it (FOR UPDATE SKIP
 * LOCKED). No retries: the next occurrence is the retry. The `standard` policy, not `stately`: a
 * run left active by an instance that died would hold back every later one until it expires, and
 * both jobs here are safe to overlap (the notifications claim each notice; pruning twice deletes
 * nothing more). The first offer comes one interval after start, as the timers before did.
 *
 * Jobs register in their module's onModuleInit; pg-boss starts only when some job is registered,
 * and only once the schema is current (start).
 * On close: no more offers or fetches, a run in progress finishes, then pg-boss's last statements
 * end, all before the pool closes.
 */
@Injectable()
export class ScheduledJobs implements OnModuleDestroy {
  private readonly logger = new Logger('ScheduledJobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** pg-boss's statements and the runs, so close waits for every one. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private closing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  schedule(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`The job ${job.name} is scheduled twice`);
    this.jobs.set(job.name, job);
  }

  /**
   * Starts offering and running the jobs: once the schema is current (createApp calls it then),
   * since pg-boss's own tables come from the migrations.
   */
  start(): Promise<void> {
    if (this.jobs.size === 0 || this.closing) return Promise.resolve();
    this.starting ??= this.begin();
    return this.starting;
  }

  private async begin(): Promise<void> {
    const jobs = [...this.jobs.values()];
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => this.track(this.sql(text, values)) },
      schema: JOBS_SCHEMA,
      // The schema is the migrations' (see ScheduledJobs1765920000000); pg-boss only checks its version.
      migrate: false,
      // Its cron scheduler is not used: intervals here are in seconds, offered by sendThrottled.
      schedule: false,
      // A slot must end before its record is archived, or the slot could be offered again.
      archiveCompletedAfterSeconds: Math.max(ARCHIVE_AFTER_SECONDS, ...jobs.map((job) => job.everySeconds)),
    });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'standard', retryLimit: 0, expireInSeconds: RUN_EXPIRES_SECONDS });
      const worker = await boss.work(job.name, { pollingIntervalSeconds: Math.min(POLL_SECONDS, job.everySeconds) }, () => this.runOnce(job));
      const offer = () => void this.track(this.offer(boss, job, worker));
      const first = setTimeout(() => {
        offer();
        const every = setInterval(offer, Math.min(job.everySeconds / 2, OFFER_EVERY_SECONDS) * 1000);
        every.unref();
        this.timers.push(every);
      }, job.everySeconds * 1000);
      first.unref();
      this.timers.push(first);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    // A start under way finishes first, so what it made is stopped below.
    await this.starting?.catch(() => undefined);
    for (const timer of this.timers) clearTimeout(timer);
    await this.boss?.stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS });
    // A fetch under way when pg-boss stopped can still bring a run, and its completion a statement.
    do {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.inFlight.size > 0);
  }

  private async offer(boss: PgBoss, job: ScheduledJob, worker: string): Promise<void> {
    if (this.closing) return;
    try {
      // null: another instance (or this one, earlier) already offered this slot.
      if (await boss.sendThrottled(job.name, {}, {}, job.everySeconds)) boss.notifyWorker(worker);
    } catch (error) {
      this.logger.error(`Offering the ${job.name} job failed: ${messageOf(error)}`);
    }
  }

  private async runOnce(job: ScheduledJob): Promise<JobRunOutput> {
    const started = Date.now();
    try {
      const output = await this.track(job.run());
      this.ran(job.name, 'completed', Date.now() - started);
      return { instance: INSTANCE, output };
    } catch (error) {
      this.ran(job.name, 'failed', Date.now() - started);
      this.logger.error(`The ${job.name} job failed: ${messageOf(error)}`);
      throw error;
    }
  }

  /** Every run of every job ends here, once: where a run is counted. */
  private ran(name: string, outcome: 'completed' | 'failed', ms: number): void {
    this.logger.debug(`${name} ${outcome} in ${ms} ms`);
    this.metrics.recordJobRun(name, outcome === 'completed' ? 'success' : 'failure', ms / 1000);
  }

  /**
   * One pg-boss statement on a connection of the app's pool. Some are scripts with their own
   * BEGIN…COMMIT: one that fails midway is rolled back here, so the connection goes back to the
   * pool (on the embedded database, the only one) outside any transaction.
   */
  private async sql(text: string, values: unknown[]): Promise<QueryResult> {
    const client = await appPool(this.dataSource).connect();
    let broken: Error | undefined;
    try {
      return await client.query(text, values);
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
