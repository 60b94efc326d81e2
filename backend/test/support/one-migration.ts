import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/database/database-options.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrateDatabase } from '../../src/database/schema.js';
import { migrations } from '../../src/database/migrations/index.js';
import { scratchPostgres } from './test-app.js';

/**
 * One migration tried on its own, as a suite's hooks: `openBefore()` gives a database migrated up
 * to just before it (a scratch PostgreSQL database, or the embedded one in memory), which the test
 * populates; `step('up' | 'down')` then runs it in a transaction as the app would. The embedded
 * database takes one connection, so everything goes through one DataSource.
 */
export function oneMigration(namePrefix: string) {
  let embedded: EmbeddedPostgres | null = null;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> = null;
  let db: DataSource | undefined;
  const index = migrations.findIndex((migration) => migration.name.startsWith(namePrefix));
  if (index < 0) throw new Error(`no migration named ${namePrefix}…`);

  beforeAll(async () => {
    scratch = await scratchPostgres();
    if (!scratch) embedded = await startEmbeddedPostgres('memory');
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await embedded?.stop();
    await scratch?.drop();
  });

  return {
    async openBefore(): Promise<DataSource> {
      db = new DataSource({ ...databaseOptions(scratch?.url ?? null, embedded), migrations: migrations.slice(0, index) });
      await db.initialize();
      await migrateDatabase(db, embedded !== null);
      return db;
    },
    async step(direction: 'up' | 'down'): Promise<void> {
      if (!db) throw new Error('openBefore() first');
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        await new migrations[index]()[direction](runner);
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      } finally {
        await runner.release();
      }
    },
  };
}
