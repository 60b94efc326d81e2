import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, Migration } from 'typeorm';

/**
 * The key of the session-level advisory lock migrations run under (an arbitrary constant: the same
 * for every instance and version of this app, so they exclude each other on one database).
 */
export const MIGRATIONS_LOCK_KEY = 7_241_930_511;
export const SCHEMA_POLL_MS = 2_000;

/**
 * Runs the pending migrations, each in its own transaction. On a real PostgreSQL several instances
 * may start together: each takes the advisory lock in a session of its own, held for the whole run,
 * so one migrates while the others wait and then find nothing pending. The embedded database is
 * opened by one process and its pool holds one connection, so it needs (and allows) no lock session.
 */
export async function migrateDatabase(dataSource: DataSource, embedded: boolean): Promise<Migration[]> {
  if (embedded) return dataSource.runMigrations({ transaction: 'each' });
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    }
  } finally {
    await lock.release();
  }
}

/**
 * The migrations this code has that the database has not recorded. Read only: TypeORM's own
 * showMigrations creates the migrations table, which would race a migrating instance.
 */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const table = dataSource.options.migrationsTableName ?? 'migrations';
  const [{ present }] = await dataSource.query<Array<{ present: boolean }>>('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
  const applied = new Set(present ? (await dataSource.query<Array<{ name: string }>>(`SELECT name FROM "${table}"`)).map((row) => row.name) : []);
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
}

/** MIGRATE_ON_START=false: waits, never migrating, until another step (npm run migrate) has brought the schema up to date. */
export async function waitForSchema(dataSource: DataSource, stopped: () => boolean, pollMs = SCHEMA_POLL_MS): Promise<void> {
  while (!stopped()) {
    try {
      if ((await pendingMigrations(dataSource)).length === 0) return;
    } catch {
      // the database is unreachable for now; readiness says so meanwhile
    }
    await sleep(pollMs);
  }
}
