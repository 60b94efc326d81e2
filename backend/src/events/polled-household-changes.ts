import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Notification, Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { appPool } from '../database/app-pool.js';
import { CHANGES_CHANNEL, HouseholdChanges, readSignal } from './household-changes.js';

export const POLL_MS = 250;

/**
 * The embedded database (no DATABASE_URL): PGlite serves one connection, which the pool holds, so
 * no connection is left to LISTEN on; and its app is the only process writing. This asks the log
 * what is new every POLL_MS, only while a stream is open. PGlite runs one transaction at a time,
 * so seqs commit in order and the cursor never passes one still to come.
 *
 * A user's switch of household has no log to poll. PGlite is one session, and a session hears its
 * own notifications at commit: so the app's connection itself LISTENs, and the follower signal
 * (`user:<id>`) the writing transaction raises comes back to this process as the transaction commits.
 */
export class PolledHouseholdChanges extends HouseholdChanges implements OnModuleDestroy {
  private readonly logger = new Logger('HouseholdChanges');
  private timer: NodeJS.Timeout | undefined;
  private cursor: number | null = null;
  private polling = false;

  private readonly listening = new WeakSet<PoolClient>();
  private readonly onNotification = (message: Notification) => {
    const signal = message.channel === CHANGES_CHANNEL ? readSignal(message.payload) : null;
    if (signal && 'userId' in signal) this.heardFollower(signal.userId);
  };
  /** Each connection the pool opens LISTENs before its first statement: queued on the client, it runs ahead of the acquirer's. */
  private readonly onAcquire = (client: PoolClient) => {
    if (this.listening.has(client)) return;
    this.listening.add(client);
    client.on('notification', this.onNotification);
    client.query(`LISTEN ${CHANGES_CHANNEL}`).catch((error: unknown) => this.logger.warn(`Listening for follower signals failed: ${error instanceof Error ? error.message : String(error)}`));
  };

  constructor(private readonly dataSource: DataSource) {
    super();
    appPool(dataSource).on('acquire', this.onAcquire);
  }

  onModuleDestroy(): void {
    this.watch(false);
    // Once the data source is destroyed (a shutdown that closed it first), its pool is gone.
    (appPool(this.dataSource) as Pool | undefined)?.off('acquire', this.onAcquire);
  }

  protected watch(wanted: boolean): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.cursor = null;
    if (!wanted) return;
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
    void this.poll();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (this.cursor === null) {
        const [{ seq }] = await this.dataSource.query<Array<{ seq: string }>>(`SELECT coalesce(max(seq), 0) AS seq FROM household_changes`);
        this.cursor = Number(seq);
        return;
      }
      const grown = await this.dataSource.query<Array<{ household: number; seq: string }>>(
        `SELECT household_id AS household, max(seq) AS seq FROM household_changes WHERE seq > $1 GROUP BY household_id`,
        [this.cursor],
      );
      for (const { household, seq } of grown) {
        this.cursor = Math.max(this.cursor, Number(seq));
        this.heard(household);
      }
    } catch (error) {
      this.logger.warn(`Polling household changes failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.polling = false;
    }
  }
}
