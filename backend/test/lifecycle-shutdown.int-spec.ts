import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { appPool } from '../src/database/app-pool.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

describe('graceful shutdown', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('turns readiness 503 at once, lets a request in flight finish, and refuses new connections once draining', async () => {
    // A request held in flight: it needs the users table, which a transaction holds locked (on the
    // embedded database, whose pool has one connection, that transaction holds the connection too).
    const blocker = t.app.get(DataSource).createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
    });
    // Wait until the server holds it: the lock's queue (PostgreSQL) or the pool's (embedded) has a waiter.
    await until(() => waiting(blocker, t.database, t.app.get(DataSource)), 'the login to wait on the users table');

    t.running.beginShutdown();
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: 'Not ready: lifecycle stopping' });

    const closed = t.running.close();
    await until(() => !t.app.getHttpServer().listening, 'the server to stop listening');
    await expect(fetch(`${base}/api/health/live`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

    await blocker.commitTransaction();
    await blocker.release();
    const answer = await inFlight;
    expect(answer.status).toBe(401);
    await closed;
  });
});

async function waiting(blocker: { query(sql: string): Promise<Array<{ waiting: boolean }>> }, database: TestApp['database'], dataSource: DataSource): Promise<boolean> {
  if (database === 'pglite') return appPool(dataSource).waitingCount > 0;
  const [row] = await blocker.query(`SELECT count(*) > 0 AS waiting FROM pg_locks WHERE NOT granted AND relation = 'users'::regclass`);
  return row.waiting;
}
