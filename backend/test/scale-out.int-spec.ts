import { localClock } from '@mealapp/domain';
import { FakePushService, PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import { startRoundRobinProxy, type RoundRobinProxy } from '@mealapp/build-tools/round-robin-proxy';
import { hostname } from 'node:os';
import { Client } from 'pg';
import { EventStream } from './support/event-stream.js';
import { buildServerUnlessBuilt, freePort, killHard, startBuiltServer, type BuiltServer } from './support/built-server.js';
import { scratchPostgres } from './support/test-app.js';

/**
 * Two API instances on one PostgreSQL behind a round-robin proxy, as a deployment of several runs.
 * The instances are child processes of the built server (backend/dist/main.js), so killing one is
 * a real crash: SIGKILL, its sockets and database connections cut mid-request. PostgreSQL only
 * (scripts/test.mjs leaves it out of the PGlite pass): the embedded database serves one process.
 */
describe('several instances on one PostgreSQL behind a round-robin proxy', () => {
  let scratch: NonNullable<Awaited<ReturnType<typeof scratchPostgres>>>;
  let db: Client;
  const push = new FakePushService();
  const instances: BuiltServer[] = [];
  let proxy: RoundRobinProxy;

  const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const post = (base: string, path: string, body: unknown, token?: string) => fetch(`${base}${path}`, { method: 'POST', headers: json(token), body: JSON.stringify(body) });

  let accounts = 0;
  async function signUp(base: string): Promise<{ token: string; id: number }> {
    accounts += 1;
    const account = { email: `scale-${accounts}-${Date.now()}@example.com`, password: 'secret123', name: 'Ada Lovelace' };
    const registered = await post(base, '/api/auth/register', account);
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    const login = await post(base, '/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    return { token: ((await login.json()) as { accessToken: string }).accessToken, id };
  }

  async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    buildServerUnlessBuilt();
    const made = await scratchPostgres();
    if (!made) throw new Error('scale-out.int-spec.ts runs on PostgreSQL only: set DATABASE_URL');
    scratch = made;
    db = new Client({ connectionString: scratch.url });
    await db.connect();
    await push.start();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'scale-out-secret-that-is-long-enough',
      HOST: '127.0.0.1',
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY: 'loopback',
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      PUSH_TIMEOUT_MS: '2000',
      // Both schedulers on, offering the notifications job every second; every local hour is due.
      NOTIFICATIONS_JOB: 'on',
      NOTIFICATIONS_INTERVAL_SECONDS: '1',
      NOTIFICATIONS_LOCAL_HOUR: '0',
    };
    // One after the other: the first runs the migrations, as in a rolling start.
    for (let i = 0; i < 2; i += 1) instances.push(await startBuiltServer(await freePort(), env));
    proxy = await startRoundRobinProxy(instances.map((instance) => ({ host: '127.0.0.1', port: instance.port })));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await killHard(instance.child);
    await db?.end();
    await push.stop();
    await scratch?.drop();
  });

  it('counts a throttle across both: the 31st error report in a minute is refused, not the 61st', async () => {
    let status = 0;
    let calls = 0;
    for (; calls < 70 && status !== 429; calls += 1) status = (await post(proxy.url, '/api/errors', { message: `boom ${calls}` })).status;
    expect(status).toBe(429);
    expect(calls).toBe(31);
    // Both instances answered some of them.
    expect(proxy.served().every((count) => count >= 15)).toBe(true);
  });

  it('reads on one instance a write made on the other', async () => {
    const { token } = await signUp(instances[0].url);
    const made = await post(instances[0].url, '/api/shopping', { name: 'Oat milk' }, token);
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const list = await fetch(`${instances[1].url}/api/shopping`, { headers: json(token) });
    expect(list.status).toBe(200);
    expect((await list.json()) as Array<{ id: number; name: string }>).toContainEqual(expect.objectContaining({ id, name: 'Oat milk' }));
  });

  it("answers on one instance the rows changed through the other: deltas, deletions, and a kept list's ETag", async () => {
    const { token, id } = await signUp(instances[0].url);
    const [a, b] = instances;
    const latest = async () =>
      Number((await db.query(`SELECT coalesce(max(c.seq), 0) AS seq FROM household_changes c JOIN users u ON u.current_household_id = c.household_id WHERE u.id = $1`, [id])).rows[0].seq);
    const read = async (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { ...json(token), ...headers } });

    // A kept list read (and its compressed copy kept) on A, with its ETag.
    for (let i = 0; i < 3; i += 1) expect((await post(a.url, '/api/pantry', { name: `Bean ${i}`, status: 'In Stock' }, token)).status).toBe(201);
    const first = await read(a.url, '/api/pantry', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await read(a.url, '/api/pantry', { 'if-none-match': etag })).status).toBe(304);

    // A write through B: A's delta read carries it, and A's ETag no longer holds.
    const since = await latest();
    const made = await post(b.url, '/api/pantry', { name: 'Milk', status: 'In Stock' }, token);
    const milk = (await made.json()) as { id: number };
    const delta = (await (await read(a.url, `/api/changes?since=${since}`)).json()) as { seq: number; reload: boolean; pantry: { upserted: Array<{ id: number; name: string }>; deleted: number[] } };
    expect(delta.reload).toBe(false);
    expect(delta.pantry.upserted.map((item) => item.name)).toEqual(['Milk']);
    const fresh = await read(a.url, '/api/pantry', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as Array<{ name: string }>).map((item) => item.name)).toContain('Milk');

    // A deletion through B arrives on A as a deletion.
    expect((await fetch(`${b.url}/api/pantry/${milk.id}`, { method: 'DELETE', headers: json(token) })).status).toBe(204);
    const gone = (await (await read(a.url, `/api/changes?since=${delta.seq}`)).json()) as { pantry: { upserted: unknown[]; deleted: number[] } };
    expect(gone.pantry).toEqual({ upserted: [], deleted: [milk.id] });
  });

  it("ends a device's stream held on one instance at once when it switches household through the other", async () => {
    const a = await signUp(instances[0].url);
    const b = await signUp(instances[0].url);
    // B joins A's household, as the invitation would, and keeps their own.
    const homes = await db.query<{ id: number; current: number }>(`SELECT id, current_household_id AS current FROM users WHERE id IN ($1, $2) ORDER BY id = $1 DESC`, [a.id, b.id]);
    const [shared, own] = [homes.rows[0].current, homes.rows[1].current];
    await db.query(`INSERT INTO household_members (household_id, user_id, role) VALUES ($1, $2, 'member')`, [shared, b.id]);
    await db.query(`UPDATE users SET current_household_id = $1 WHERE id = $2`, [shared, b.id]);

    const stream = await EventStream.open(instances[1].url, b.token);
    try {
      const switched = await fetch(`${instances[0].url}/api/households/current`, { method: 'PUT', headers: json(b.token), body: JSON.stringify({ householdId: own }) });
      expect(switched.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'reload', data: '{}' });
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('runs a due job once: one notice for a due user with both schedulers running, one run per slot', async () => {
    const { token } = await signUp(proxy.url);
    const today = localClock(new Date(), 'UTC').date;
    expect((await post(proxy.url, '/api/pantry', { name: 'Milk', status: 'In Stock', expirationDate: today }, token)).status).toBe(201);
    const device = new PushSubscriber(push.endpoint('scale-out'));
    expect((await post(proxy.url, '/api/notifications/subscribe', device.toJSON(), token)).status).toBe(201);
    await until('the notice', async () => push.to(device.endpoint).length > 0);
    // Three more runs after the one that sent it: none sends it again.
    const [{ sent }] = (await db.query<{ sent: string }>(`SELECT count(*) AS sent FROM pgboss.job WHERE name = 'notifications' AND state = 'completed'`)).rows;
    await until('three more runs', async () => {
      const [{ n }] = (await db.query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'notifications' AND state = 'completed'`)).rows;
      return Number(n) >= Number(sent) + 3;
    });
    // Each of the day's notices for them (the milk expiring, what to cook with it) came once.
    const types = push.to(device.endpoint).map((delivery) => (device.decrypt(delivery.body) as { data: { type: string } }).data.type);
    expect(types).toContain('expiring_items');
    expect(new Set(types).size).toBe(types.length);
    const runs = await db.query<{ slots: string; runs: string; failed: string }>(
      `SELECT count(DISTINCT singleton_on) AS slots, count(*) AS runs, count(*) FILTER (WHERE state = 'failed') AS failed FROM pgboss.job WHERE name = 'notifications'`,
    );
    expect(runs.rows[0].runs).toBe(runs.rows[0].slots);
    expect(runs.rows[0].failed).toBe('0');
  });

  it('loses no acknowledged write when one instance is killed mid-load, and the other serves on', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(proxy.url)));
    const total = 400;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let sent = 0;
    let killed: Promise<void> | null = null;
    const victim = instances[0];
    async function writer(): Promise<void> {
      while (sent < total) {
        const n = sent++;
        const name = `load ${n}`;
        // Once a hundred writes are acknowledged, the first instance dies with writes in flight.
        if (acknowledged.length >= 100) killed ??= killHard(victim.child);
        try {
          const answer = await post(proxy.url, '/api/shopping', { name }, users[n % users.length].token);
          if (answer.ok) acknowledged.push(name);
          else refused.push(answer.status);
        } catch {
          refused.push(0);
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, writer));
    await killed;
    expect(victim.child.signalCode).toBe('SIGKILL');

    const stored = await db.query<{ name: string }>(`SELECT name FROM shopping_items WHERE name LIKE 'load %'`);
    const names = new Set(stored.rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    // Only writes in flight on the victim when it died failed (502 from the proxy); the survivor took the rest.
    expect(refused.length).toBeLessThanOrEqual(16);
    expect(refused.every((status) => status === 502)).toBe(true);
    expect(acknowledged.length + refused.length).toBe(total);
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${proxy.url}/api/shopping`, { headers: json(users[0].token) })).status).toBe(200);

    // The survivor's scheduler goes on running the job alone.
    const since = new Date();
    const victimInstance = `${hostname()}:${victim.child.pid}`;
    await until('a run on the survivor', async () => {
      const runs = await db.query(`SELECT 1 FROM pgboss.job WHERE name = 'notifications' AND state = 'completed' AND completed_on > $1 AND output ->> 'instance' <> $2`, [since, victimInstance]);
      return (runs.rowCount ?? 0) > 0;
    });
  }, 120_000);
});
