import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { HouseholdChanges } from './household-changes.js';

export const POLL_MS = 250;

/**
 * The embedded database (no DATABASE_URL): PGlite serves one connection, which the pool holds, so
 * no connection is left to LISTEN on; and its app is the only process writing. This asks the log
 * what is new every POLL_MS, only while a stream is open. PGlite runs one transaction at a time,
 * so seqs commit in order and the cursor never passes one still to come.
 */
export class PolledHouseholdChanges extends HouseholdChanges implements OnModuleDestroy {
  private readonly logger = new Logger('HouseholdChanges');
  private timer: NodeJS.Timeout | undefined;
  private cursor: number | null = null;
  private polling = false;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  onModuleDestroy(): void {
    this.watch(false);
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
