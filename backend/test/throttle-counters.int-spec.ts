import { appPool } from '../src/database/app-pool.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { useTestApp } from './support/test-app.js';

// Normal limits (no THROTTLE_RELAXED). Two instances sharing the counts: scale-out.int-spec.ts.
describe('throttle counters in the database (throttle_counters)', () => {
  const app = useTestApp();
  const db = () => app.t.app.get(DataSource);
  const report = (message: string) => request(app.server).post('/api/errors').send({ message });

  it('counts each call in one row per throttle and address, expiring with its minute', async () => {
    await report('first').expect(201);
    await report('second').expect(201);
    const rows = await db().query<Array<{ key: string; points: number; expire: string }>>(`SELECT key, points, expire FROM throttle_counters WHERE key LIKE 'client-errors:%'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].points).toBe(2);
    expect(Number(rows[0].expire)).toBeGreaterThan(Date.now());
    expect(Number(rows[0].expire)).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  // The embedded database is one PGlite session whatever the connection: a statement the store
  // had prepared under a name on a dropped connection was still there for the next one (500s).
  it('keeps counting after the pool replaces its connection', async () => {
    await report('before').expect(201);
    const pool = appPool(db());
    const client = await pool.connect();
    client.release(true);
    await report('after').expect(201);
    const [{ points }] = await db().query<Array<{ points: number }>>(`SELECT points FROM throttle_counters WHERE key LIKE 'client-errors:%'`);
    expect(points).toBe(4);
  });
});
