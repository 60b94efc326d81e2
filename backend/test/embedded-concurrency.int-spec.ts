import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../src/app.factory.js';
import { appPool } from '../src/database/app-pool.js';
import { loadConfig } from '../src/config/app-config.js';
import { newAccount } from './support/accounts.js';
import { migratedEmbeddedCopy } from './support/test-app.js';

// Always on the embedded PGlite, also in the PostgreSQL run: this is the embedded database's guarantee.
describe('embedded PGlite: concurrent writes and a rolled-back transaction', () => {
  let running: RunningApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    running = await createApp(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough', WEB_ROOT: 'none', THROTTLE_RELAXED: '1' }), {
      embeddedDataDir: 'memory',
      // The migrated copy every test app starts from: initdb and the migrations are not this suite's subject.
      embeddedCopy: await migratedEmbeddedCopy(),
    });
    dataSource = running.app.get(DataSource);
  });
  afterAll(() => running.close());

  it('keeps 20 concurrent inserts while another transaction inserts and rolls back', async () => {
    let inTransaction!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (inTransaction = resolve));
    const failing = dataSource
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO outbox_messages (recipient, subject, body) VALUES ('rollback@example.com', 'doomed', 'x')`);
        inTransaction();
        await manager.query('SELECT pg_sleep(0.3)');
        throw new Error('deliberate failure');
      })
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    await transactionStarted;
    const writes = Array.from({ length: 20 }, (_, i) =>
      dataSource.query(`INSERT INTO outbox_messages (recipient, subject, body) VALUES ($1, 'kept', 'x')`, [`kept${i}@example.com`]),
    );
    expect(await failing).toBe('deliberate failure');
    await Promise.all(writes);
    const rows = await dataSource.query<Array<{ recipient: string }>>(`SELECT recipient FROM outbox_messages WHERE subject IN ('kept', 'doomed')`);
    expect(rows.map((r) => r.recipient).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `kept${i}@example.com`).sort());
  });

  // The pool drops a connection on an error and opens the next at once, while the database's
  // thread may not yet have seen the old socket close: the new one must still be let in.
  it('serves the next statement at once after the pool drops its connection, again and again', async () => {
    const pool = appPool(dataSource);
    for (let round = 0; round < 40; round++) {
      for (let drop = 0; drop < 3; drop++) (await pool.connect()).release(true);
      const [{ round: echoed }] = await dataSource.query<Array<{ round: number }>>('SELECT $1::int AS round', [round]);
      expect(echoed).toBe(round);
    }
  });

  it('rolls back what a dropped connection left open, and the next connection carries on', async () => {
    const pool = appPool(dataSource);
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query(`INSERT INTO outbox_messages (recipient, subject, body) VALUES ('dropped@example.com', 'dropped', 'x')`);
    client.release(true);
    await dataSource.query(`INSERT INTO outbox_messages (recipient, subject, body) VALUES ('after@example.com', 'after', 'x')`);
    const rows = await dataSource.query<Array<{ recipient: string }>>(`SELECT recipient FROM outbox_messages WHERE subject IN ('dropped', 'after')`);
    expect(rows.map((r) => r.recipient)).toEqual(['after@example.com']);
  });

  it('concurrent HTTP sign-ups all persist while a transaction beside them rolls back', async () => {
    const server = running.app.getHttpServer();
    const accounts = Array.from({ length: 12 }, () => newAccount());
    const failing = dataSource
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO users (email, name, password_hash) VALUES ('ghost-tx@example.com', 'Ghost', 'x')`);
        await manager.query('SELECT pg_sleep(0.2)');
        throw new Error('deliberate failure');
      })
      .catch(() => undefined);
    const responses = await Promise.all(accounts.map((a) => request(server).post('/api/auth/register').send(a)));
    await failing;
    expect(responses.map((r) => r.status)).toEqual(accounts.map(() => 201));
    const rows = await dataSource.query<Array<{ email: string }>>('SELECT email FROM users');
    const emails = rows.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(accounts.map((a) => a.email)));
    expect(emails).not.toContain('ghost-tx@example.com');
    for (const a of accounts.slice(0, 3)) {
      await request(server).post('/api/auth/login').send({ email: a.email, password: a.password }).expect(200);
    }
  });
});
