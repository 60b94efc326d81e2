import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { databaseOptions } from '../src/database/database-options.js';
import { migrations } from '../src/database/migrations/index.js';
import { pendingMigrations } from '../src/database/schema.js';
import { buildServerUnlessBuilt } from './support/built-server.js';
import { scratchPostgres } from './support/test-app.js';
import { until } from './support/until.js';

const env = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough', WEB_ROOT: 'none' };

async function recordedMigrations(dataSource: DataSource): Promise<Record<string, number>> {
  const rows = await dataSource.query<Array<{ name: string; times: number }>>('SELECT name, count(*)::int AS times FROM migrations GROUP BY name');
  return Object.fromEntries(rows.map((row) => [row.name, row.times]));
}

const everyMigrationOnce = () => Object.fromEntries(migrations.map((migration) => [migration.name, 1]));

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const onEmbedded = process.env.DATABASE_URL ? describe.skip : describe;

onPostgres('migrations on a fresh PostgreSQL database', () => {
  let scratch: NonNullable<Awaited<ReturnType<typeof scratchPostgres>>>;
  const running: RunningApp[] = [];
  beforeEach(async () => {
    scratch = (await scratchPostgres())!;
  });
  afterEach(async () => {
    for (const app of running.splice(0)) await app.close();
    await scratch.drop();
  });

  it('two instances starting together both come up, and each migration runs once', async () => {
    const config = loadConfig({ ...env, DATABASE_URL: scratch.url });
    const started = await Promise.allSettled([createApp(config), createApp(config)]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const app of running) await request(app.app.getHttpServer()).get('/api/health/ready').expect(200, { status: 'ok' });
    expect(await recordedMigrations(running[0].app.get(DataSource))).toEqual(everyMigrationOnce());
  });

  it('with MIGRATE_ON_START=false an instance never migrates: it is live, not ready, until a migration step has run', async () => {
    const app = await createApp(loadConfig({ ...env, DATABASE_URL: scratch.url, MIGRATE_ON_START: 'false' }), { serveWhileMigrating: true });
    running.push(app);
    const server = app.app.getHttpServer();
    await request(server).get('/api/health/live').expect(200);
    expect((await request(server).get('/api/health/ready').expect(503)).body).toEqual({ error: 'Not ready: lifecycle waiting-for-schema' });
    const dataSource = app.app.get(DataSource);
    expect(await pendingMigrations(dataSource)).toHaveLength(migrations.length);

    // `npm run migrate`, the one-off step, as a deployment runs it: the built command.
    buildServerUnlessBuilt();
    const { NODE_OPTIONS: _jestOnly, ...parent } = process.env;
    const migrate = spawnSync(process.execPath, [join(__dirname, '../dist/migrate.js')], { env: { ...parent, DATABASE_URL: scratch.url }, encoding: 'utf8' });
    expect(migrate.stderr).toBe('');
    expect(migrate.status).toBe(0);
    expect(JSON.parse(migrate.stdout)).toMatchObject({ context: 'Migrate', migrations: migrations.map((migration) => migration.name) });
    await app.schemaReady;
    await request(server).get('/api/health/ready').expect(200, { status: 'ok' });
    expect(await recordedMigrations(dataSource)).toEqual(everyMigrationOnce());
  });

  it('readiness answers 503 while migrations wait for the lock another session holds', async () => {
    const holder = new DataSource(databaseOptions(scratch.url, null));
    await holder.initialize();
    const lock = holder.createQueryRunner();
    try {
      await lock.connect();
      await lock.query('SELECT pg_advisory_lock($1)', [(await import('../src/database/schema.js')).MIGRATIONS_LOCK_KEY]);
      const app = await createApp(loadConfig({ ...env, DATABASE_URL: scratch.url }), { serveWhileMigrating: true });
      running.push(app);
      const server = app.app.getHttpServer();
      await until(async () => (await holder.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`))[0].n > 0, 'the instance to wait for the lock');
      expect((await request(server).get('/api/health/ready').expect(503)).body).toEqual({ error: 'Not ready: lifecycle migrating' });
      await lock.query('SELECT pg_advisory_unlock_all()');
      await app.schemaReady;
      await request(server).get('/api/health/ready').expect(200);
    } finally {
      await lock.release();
      await holder.destroy();
    }
  });
});

onEmbedded('migrations on a fresh embedded database', () => {
  it('run at start, each once, and the instance is ready', async () => {
    const app = await createApp(loadConfig(env), { embeddedDataDir: 'memory' });
    try {
      await request(app.app.getHttpServer()).get('/api/health/ready').expect(200, { status: 'ok' });
      expect(await recordedMigrations(app.app.get(DataSource))).toEqual(everyMigrationOnce());
    } finally {
      await app.close();
    }
  });
});
