import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The throttles' counters, shared by every instance on the database (common/throttle-counters.ts).
 * The columns are rate-limiter-flexible's own for its PostgreSQL store, made here rather than by
 * the store at run time: `expire` is a Unix time in milliseconds, or null for a counter that never
 * expires (none here). The index serves the retention pass's deletion of expired counters.
 */
export class ThrottleCounters1765910000000 implements MigrationInterface {
  name = 'ThrottleCounters1765910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE throttle_counters (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX throttle_counters_expire ON throttle_counters (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE throttle_counters`);
  }
}
