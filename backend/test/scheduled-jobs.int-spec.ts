import request from 'supertest';
import { DataSource } from 'typeorm';
import { signUp } from './support/accounts.js';
import { createTestApp } from './support/test-app.js';

// On both databases: pg-boss shares the app's pool, on the embedded PGlite its one connection.
describe('scheduled jobs (pg-boss)', () => {
  it('runs the notifications job each slot, records each run once, serves requests meanwhile, and closes cleanly', async () => {
    const t = await createTestApp({ NOTIFICATIONS_JOB: 'on', NOTIFICATIONS_INTERVAL_SECONDS: '1', RETENTION_JOB: 'on', THROTTLE_RELAXED: '1' });
    let closed = false;
    try {
      const db = t.app.get(DataSource);
      const completed = async () =>
        db.query<Array<{ slot: string; output: { instance: string; output: { usersDue: number } } }>>(
          `SELECT singleton_on AS slot, output FROM pgboss.job WHERE name = 'notifications' AND state = 'completed' ORDER BY singleton_on`,
        );
      const { accessToken } = await signUp(t.app.getHttpServer());
      for (let runs = 0; runs < 2; runs = (await completed()).length) {
        await request(t.app.getHttpServer()).post('/api/shopping').set({ Authorization: `Bearer ${accessToken}` }).send({ name: `Item ${runs}` }).expect(201);
        await new Promise((r) => setTimeout(r, 200));
      }
      const runs = await completed();
      expect(new Set(runs.map((run) => String(run.slot))).size).toBe(runs.length);
      expect(runs[0].output).toMatchObject({ instance: expect.stringMatching(/:\d+$/), output: { usersDue: 0, claimed: 0 } });
      const [{ count }] = await db.query<Array<{ count: string }>>(`SELECT count(*) FROM throttle_counters WHERE key LIKE 'writes:%'`);
      expect(Number(count)).toBe(1);
      // The hourly retention job is scheduled too; its first slot is an hour away.
      expect((await db.query<Array<{ name: string }>>(`SELECT name FROM pgboss.queue ORDER BY name`)).map((queue) => queue.name)).toEqual(['notifications', 'retention']);
      await t.close();
      closed = true;
    } finally {
      if (!closed) await t.close();
    }
  });

  it('schedules nothing under NODE_ENV=test unless NOTIFICATIONS_JOB or RETENTION_JOB is on', async () => {
    const t = await createTestApp();
    try {
      const [{ count }] = await t.app.get(DataSource).query<Array<{ count: string }>>(`SELECT count(*) FROM pgboss.queue`);
      expect(count).toBe('0');
    } finally {
      await t.close();
    }
  });
});
