import type { DataSourceOptions } from 'typeorm';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/**
 * One migration set and one driver (`pg`) for both the embedded and a real PostgreSQL. Migrations
 * are not run by TypeORM on connecting: schema.ts runs them under a lock, or waits for them.
 */
export function databaseOptions(databaseUrl: string | null, embedded: EmbeddedPostgres | null): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: ['error' as const],
  };
  if (databaseUrl) {
    return { ...common, url: databaseUrl, extra: { max: 10, connectionTimeoutMillis: 10_000 } };
  }
  if (!embedded) throw new Error('No DATABASE_URL and no embedded database');
  return {
    ...common,
    host: embedded.socketDir,
    port: embedded.port,
    username: 'postgres',
    database: 'postgres',
    // spec of the embedded server: a single session, see embedded-postgres.ts
    extra: { max: 1, connectionTimeoutMillis: 30_000 },
  };
}
