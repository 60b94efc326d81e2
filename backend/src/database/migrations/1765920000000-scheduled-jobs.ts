import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { JOBS_SCHEMA } from '../../jobs/scheduled-jobs.js';

/**
 * pg-boss's tables (jobs/scheduled-jobs.ts) in their own schema, made by pg-boss's own plan for the
 * version installed: it takes pg-boss's advisory lock and commits itself, so it runs outside
 * TypeORM's transaction, and does nothing when the schema is already there (a crash between the
 * plan's commit and TypeORM's record of it). pg-boss runs with `migrate: false` and refuses to start
 * on a schema of another version: moving pg-boss to a new schema version is a new migration
 * running `PgBoss.getMigrationPlans`, like this one.
 */
export class ScheduledJobs1765920000000 implements MigrationInterface {
  name = 'ScheduledJobs1765920000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    const [{ installed }] = (await q.query(`SELECT to_regclass($1) IS NOT NULL AS installed`, [`${JOBS_SCHEMA}.version`])) as Array<{ installed: boolean }>;
    if (!installed) await q.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA ${JOBS_SCHEMA} CASCADE`);
  }
}
