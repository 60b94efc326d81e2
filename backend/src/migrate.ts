import 'reflect-metadata';
import { pino } from 'pino';
import { DataSource } from 'typeorm';
import { ConfigError, databaseConfig } from './config/app-config.js';
import { databaseOptions } from './database/database-options.js';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';
import { migrateDatabase } from './database/schema.js';

/**
 * `npm run migrate`: brings the schema up to date and exits, for deployments that migrate in a job
 * of their own and start the servers with MIGRATE_ON_START=false. It takes the same lock as a
 * server migrating at start, so it may also run beside them. Needs only DATABASE_URL (or DATA_DIR).
 */
async function migrate(): Promise<void> {
  const { databaseUrl, dataDir } = databaseConfig();
  const embedded = databaseUrl ? null : await startEmbeddedPostgres(dataDir);
  try {
    const dataSource = new DataSource(databaseOptions(databaseUrl, embedded));
    await dataSource.initialize();
    try {
      const ran = await migrateDatabase(dataSource, embedded !== null);
      const names = ran.map((migration) => migration.name);
      // The same JSON lines as the server's (docs/operations.md, Logs).
      pino({ base: { context: 'Migrate' } }).info({ migrations: names }, names.length ? `Migrated: ${names.join(', ')}` : 'The schema is current: nothing to migrate');
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
