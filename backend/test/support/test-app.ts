import { createScratchDatabase, type ScratchDatabase } from '@mealapp/build-tools/scratch-database';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions, type RunningApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { databaseOptions } from '../../src/database/database-options.js';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrateDatabase } from '../../src/database/schema.js';

export interface TestApp {
  app: NestFastifyApplication;
  running: RunningApp;
  config: AppConfig;
  /** Which database this run uses: the embedded PGlite, or the PostgreSQL named by DATABASE_URL. */
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The migrated, empty embedded database each PGlite test app starts from. PGlite's initdb and the
 * migrations took about 4 s of each of some fifty app starts, so they run once per run and source:
 * the copy is kept in a file named for the migrations' source and PGlite's version.
 */
export async function migratedEmbeddedCopy(): Promise<Blob> {
  const migrationsDir = join(__dirname, '../../src/database/migrations');
  // The package's own package.json is not exported; its entry lives in dist/.
  const hash = createHash('sha256').update(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '../package.json')));
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  const file = join(tmpdir(), `mealapp-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const embedded = await startEmbeddedPostgres('memory');
    try {
      const dataSource = new DataSource(databaseOptions(null, embedded));
      await dataSource.initialize();
      await migrateDatabase(dataSource, true);
      await dataSource.destroy();
      // Written aside and renamed, so a test file in another worker never reads half a copy.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await (await embedded.dump()).arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await embedded.stop();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** When DATABASE_URL is set, a new, empty PostgreSQL database for one test file, and how to drop it; else null. */
export async function scratchPostgres(): Promise<ScratchDatabase | null> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? createScratchDatabase(adminUrl, 'mealapp_test') : null;
}

/** A fresh, empty database for one test file: a scratch PostgreSQL database, or an in-memory PGlite. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: Pick<CreateAppOptions, 'logDestination'> = {}): Promise<TestApp> {
  const scratch = await scratchPostgres();
  const databaseUrl = scratch?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    WEB_ROOT: 'none',
    APP_URL: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const running = await createApp(config, { ...options, embeddedDataDir: 'memory', ...(databaseUrl ? {} : { embeddedCopy: await migratedEmbeddedCopy() }) });
  return {
    app: running.app,
    running,
    config,
    database: databaseUrl ? 'postgres' : 'pglite',
    async close() {
      await running.close();
      await scratch?.drop();
    },
  };
}

export interface SharedTestApp {
  t: TestApp;
  server: App;
}

/**
 * One app for the enclosing describe block (or file): started before its tests, closed after.
 * Tests read `app.t` and `app.server` once it is up.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}): SharedTestApp {
  const app = {} as SharedTestApp;
  beforeAll(async () => {
    app.t = await createTestApp(env);
    app.server = app.t.app.getHttpServer();
  });
  afterAll(() => app.t.close());
  return app;
}
