import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { App } from 'supertest/types.js';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** Which database this run uses: the embedded PGlite, or the PostgreSQL named by DATABASE_URL. */
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A fresh, empty database for one test file: a scratch PostgreSQL database, or an in-memory PGlite. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `mealapp_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    WEB_ROOT: 'none',
    APP_URL: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const running = await createApp(config, { embeddedDataDir: 'memory' });
  return {
    app: running.app,
    config,
    database: databaseUrl ? 'postgres' : 'pglite',
    async close() {
      await running.close();
      await dropDatabase();
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
