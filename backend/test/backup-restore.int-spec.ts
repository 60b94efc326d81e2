import { PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../src/app.factory.js';
import { backupSocketPath } from '../src/backup/backup-client.js';
import { loadConfig } from '../src/config/app-config.js';
import { bearer, signUp } from './support/accounts.js';
import { PNG } from './support/exports.js';
import { seedEverything } from './support/my-data.js';
import { createTestApp, migratedEmbeddedCopy, scratchPostgres } from './support/test-app.js';

const root = join(__dirname, '..', '..');
/** An operator's command, run apart: the server it asks runs in this process, so this one must not block. */
const script = async (name: string, ...args: string[]) =>
  (await promisify(execFile)(process.execPath, [join(root, 'scripts', name), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } })).stdout;

type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Every table of the app's schema, as information_schema lists them (no hand-written list), each
 * as its rows in JSON, sorted, with times in UTC whatever the server's zone.
 */
async function tablesOf(query: Query): Promise<Record<string, string[]>> {
  await query(`SET TIME ZONE 'UTC'`);
  const tables = await query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const all: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await query(`SELECT row_to_json(t)::text AS row FROM "${String(table_name)}" t ORDER BY 1`);
    all[String(table_name)] = rows.map((r) => String(r.row));
  }
  return all;
}

/** The app's own database through its one pool connection, in one transaction so the zone holds. */
const appQuery = (running: RunningApp) => (work: (query: Query) => Promise<Record<string, string[]>>) =>
  running.app.get(DataSource).transaction((manager) => work((sql, params) => manager.query(sql, params)));

async function clientQuery<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql, params) => (await client.query(sql, params)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

/** Rows in every table the API writes: two accounts sharing a household, with all they make. */
async function fillThroughTheApi(server: App): Promise<void> {
  const owner = await signUp(server, { name: 'Olive Owner' });
  const member = await signUp(server, { name: 'Mo Member' });
  const { recipeId } = await seedEverything(server, owner.accessToken, 'Backup');
  await request(server).post(`/api/recipes/${recipeId}/image/upload`).set(bearer(owner.accessToken)).attach('file', PNG, 'photo.png').expect(200);
  await request(server).post('/api/shopping').set(bearer(owner.accessToken)).set('Idempotency-Key', randomUUID()).send({ name: 'Rice' }).expect(201);
  const household = (await request(server).get('/api/households').set(bearer(owner.accessToken)).expect(200)).body as Array<{ id: number; isCurrent: boolean }>;
  const invitation = (await request(server).post(`/api/households/${household.find((h) => h.isCurrent)!.id}/invitations`).set(bearer(owner.accessToken)).expect(201)).body as { code: string };
  await request(server).post('/api/households/join').set(bearer(member.accessToken)).send({ code: invitation.code }).expect(200);
  await request(server).post('/api/shopping').set(bearer(member.accessToken)).send({ name: 'Lemons' }).expect(201);
  await request(server).post('/api/auth/login').send({ email: member.account.email, password: 'wrong password, twice over' }).expect(401);
  await request(server).post('/api/auth/forgot-password').send({ email: member.account.email }).expect(200);
  await request(server).post('/api/errors').set(bearer(owner.accessToken)).send({ message: 'A report kept in the backup' }).expect(201);
  await request(server).get('/api/notifications/public-key').set(bearer(owner.accessToken)).expect(200);
  // Only kept, never sent to: no push service needs to answer.
  const device = new PushSubscriber('https://push.example.com/send/backup-device');
  await request(server).post('/api/notifications/subscribe').set(bearer(owner.accessToken)).send(device.toJSON()).expect(201);
  await request(server).post('/api/notifications/register-token').set(bearer(member.accessToken)).send({ token: 'backup-device-token', platform: 'android' }).expect(201);
}

/**
 * The sign-in tables: the API writes them only with an identity provider set up
 * (oidc-sign-in.int-spec.ts runs one), so their rows are put in as the app writes them.
 */
async function fillSignInTables(db: DataSource): Promise<void> {
  const [{ id }] = (await db.query(`SELECT id FROM users ORDER BY id LIMIT 1`)) as Array<{ id: number }>;
  await db.query(`INSERT INTO oidc_identities (user_id, issuer, subject, confirmed_at) VALUES ($1, 'https://id.example.org', 'backup-sub', now())`, [id]);
  await db.query(`INSERT INTO oidc_sign_ins (state_hash, nonce, code_verifier, return_to, expires_at) VALUES (repeat('a', 64), 'nonce', 'verifier', '/join/x', now() + interval '10 minutes')`);
  await db.query(`INSERT INTO oidc_pending_links (ticket_hash, user_id, issuer, subject, expires_at) VALUES (repeat('b', 64), $1, 'https://id.example.org', 'other-sub', now() + interval '10 minutes')`, [id]);
}

/** Every table filled: through the API, and the sign-in tables as the app writes them. */
async function fillEveryTable(app: { getHttpServer(): App; get(type: typeof DataSource): DataSource }): Promise<void> {
  await fillThroughTheApi(app.getHttpServer());
  await fillSignInTables(app.get(DataSource));
}

/** Tables the journeys above cannot reach through the API: a push actually sent and its batching cursor need the notifications job. */
const WRITTEN_BY_JOBS = ['family_update_cursors', 'notification_deliveries'];

function expectFilled(tables: Record<string, string[]>): void {
  const empty = Object.keys(tables).filter((name) => tables[name].length === 0);
  expect(empty).toEqual(WRITTEN_BY_JOBS.filter((name) => name in tables));
  expect(Object.keys(tables).length).toBeGreaterThan(20);
}

const testEnv = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough', WEB_ROOT: 'none', APP_URL: 'http://localhost:3000', THROTTLE_RELAXED: '1', DATABASE_URL: '' };

/**
 * The app on an embedded database in `dataDir`, as `npm start` runs it (its backup channel open). A
 * new folder starts from the migrated copy every test app starts from: initdb and the migrations
 * were 24 of this suite's 50 s on a busy machine. A restored folder is opened as it is.
 */
const embeddedApp = async (dataDir: string) => createApp(loadConfig({ ...testEnv, DATA_DIR: dataDir }), { embeddedCopy: await migratedEmbeddedCopy() });

/** Three times the first test's cost on a busy machine (22 s at load 7-9 on 2 cores; README, "Test time budgets"). */
const BACKUP_BUDGET_MS = 70_000;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'mealapp-backup-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

(process.env.DATABASE_URL ? describe.skip : describe)('embedded database: npm run backup while it runs, npm run restore', () => {
  it('gives every row of every table back in a fresh DATA_DIR, and refuses to overwrite a database', async () => {
    const live = join(work, 'live');
    const running = await embeddedApp(live);
    let before: Record<string, string[]>;
    try {
      await fillEveryTable(running.app);
      before = await appQuery(running)(tablesOf);
      expectFilled(before);
      // Only the server's user can ask it for a copy.
      expect(statSync(backupSocketPath(live)).mode & 0o777).toBe(0o600);
      expect(await script('backup.mjs', '--data-dir', live, '--out', join(work, 'backup.tar.gz'))).toContain('Backed up');
      await expect(script('restore.mjs', join(work, 'backup.tar.gz'), '--data-dir', live)).rejects.toThrow(/A server is running/);
    } finally {
      await running.close();
    }
    await expect(script('restore.mjs', join(work, 'backup.tar.gz'), '--data-dir', live)).rejects.toThrow(/already holds a database/);

    const restoredDir = join(work, 'restored');
    await script('restore.mjs', join(work, 'backup.tar.gz'), '--data-dir', restoredDir);
    const restored = await embeddedApp(restoredDir);
    try {
      expect(await appQuery(restored)(tablesOf)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, BACKUP_BUDGET_MS);

  it('answers plainly when no server runs on the DATA_DIR', async () => {
    await expect(script('backup.mjs', '--data-dir', join(work, 'none'), '--out', join(work, 'x.tar.gz'))).rejects.toThrow(/No server answers/);
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)('PostgreSQL: pg_dump and pg_restore; the embedded database moved with --sql', () => {
  it('pg_dump --format=custom and pg_restore into a new database give every row of every table back', async () => {
    const t = await createTestApp({ THROTTLE_RELAXED: '1' });
    const target = await scratchPostgres();
    try {
      await fillEveryTable(t.app);
      const url = t.config.databaseUrl!;
      const before = await clientQuery(url, tablesOf);
      expectFilled(before);
      // The commands docs/backup.md gives.
      execFileSync('pg_dump', ['--format=custom', `--file=${join(work, 'mealapp.dump')}`, url]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${target!.url}`, join(work, 'mealapp.dump')]);
      expect(await clientQuery(target!.url, tablesOf)).toEqual(before);
    } finally {
      await t.close();
      await target?.drop();
    }
  });

  it('npm run backup -- --sql loads with psql into a PostgreSQL the app has migrated, every row of every table', async () => {
    const running = await embeddedApp(join(work, 'live'));
    let before: Record<string, string[]>;
    try {
      await fillEveryTable(running.app);
      before = await appQuery(running)(tablesOf);
      await script('backup.mjs', '--sql', '--data-dir', join(work, 'live'), '--out', join(work, 'backup.sql'));
    } finally {
      await running.close();
    }
    const target = await scratchPostgres();
    try {
      // The app makes the schema on its first start.
      const migrated = await createApp(loadConfig({ ...testEnv, DATABASE_URL: target!.url }));
      await migrated.close();
      execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-1', '-f', join(work, 'backup.sql'), target!.url], { stdio: 'pipe' });
      expect(await clientQuery(target!.url, tablesOf)).toEqual(before);
    } finally {
      await target?.drop();
    }
  });
});
