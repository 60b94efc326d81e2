import { HOUSEHOLD_EVENT_SCHEMA } from '@mealapp/domain';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../src/app.factory.js';
import { STREAM_RETRY_SECONDS, STREAMS_PER_USER, TOO_MANY_STREAMS } from '../src/events/event-streams.js';
import { bearer, signUp } from './support/accounts.js';
import { EventStream } from './support/event-stream.js';
import { households } from './support/households.js';
import { createTestApp, useTestApp } from './support/test-app.js';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * GET /api/events streams the current household's changes as the triggers log them, whichever
 * code wrote: the apps' calls and SQL alike. Streams are read over a real socket, as the apps do.
 */
describe('GET /api/events: live changes for the household', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const { homeOf, join, leave } = households(db);
  let baseUrl: string;
  const opened: EventStream[] = [];
  beforeAll(async () => {
    baseUrl = await listen(app.server as Server);
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  const open = async (token: string, lastEventId?: string) => {
    const stream = await EventStream.open(baseUrl, token, lastEventId);
    opened.push(stream);
    return stream;
  };

  /** Two members of A's household. */
  async function household() {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const home = await homeOf(a.user.id);
    await join(b.user.id, home);
    return { a, b, home };
  }

  it('answers 401 without a bearer token', async () => {
    await request(app.server).get('/api/events').expect(401);
  });

  it("is described in the served document by the domain's event contract, its 429 as JSON", async () => {
    const document = (await request(app.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, Record<string, unknown>> }> } }>;
    };
    const { responses } = document.paths['/api/events'].get;
    expect(responses['200'].content['text/event-stream']['x-itemSchema']).toEqual(JSON.parse(JSON.stringify(HOUSEHOLD_EVENT_SCHEMA)));
    expect(Object.keys(responses['429'].content)).toEqual(['application/json']);
  });

  it('holds at most 10 streams a person: the eleventh answers 429 until one closes', async () => {
    const { a, b } = await household();
    for (let i = 0; i < STREAMS_PER_USER; i += 1) await open(a.accessToken);
    const refused = await fetch(`${baseUrl}/api/events`, { headers: { Authorization: `Bearer ${a.accessToken}` } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(STREAM_RETRY_SECONDS));
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS });
    // Another member is counted apart.
    await open(b.accessToken);
    opened.shift()?.close();
    // The server hears of the close when the socket ends; a new stream is let in once it has.
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 200; tries += 1) {
      const again = await fetch(`${baseUrl}/api/events`, { headers: { Authorization: `Bearer ${a.accessToken}` } });
      status = again.status;
      if (status === 200) await again.body?.cancel();
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  it("brings a member's writes to another member's open stream, deletions as tombstones, SQL writes too", async () => {
    const { a, b } = await household();
    const stream = await open(b.accessToken);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    const milk = (await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Milk', status: 'In Stock' }).expect(201)).body as { id: number };
    expect((await stream.nextChange()).change).toEqual({ entity: 'pantry', id: milk.id, op: 'upsert', by: { id: a.user.id } });
    const eggs = (await request(app.server).post('/api/shopping').set(bearer(a.accessToken)).send({ name: 'Eggs' }).expect(201)).body as { id: number };
    expect((await stream.nextChange()).change).toEqual({ entity: 'shopping', id: eggs.id, op: 'upsert', by: { id: a.user.id } });
    const sundays = (await request(app.server).post('/api/recipes/categories').set(bearer(a.accessToken)).send({ name: 'Sundays' }).expect(201)).body as { id: number };
    expect((await stream.nextChange()).change).toEqual({ entity: 'recipe-category', id: sundays.id, op: 'upsert', by: { id: a.user.id } });
    // B ticking A's eggs is B's change.
    await request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(bearer(b.accessToken)).send({ autoAddShoppedToPantry: false }).expect(200);
    expect((await stream.nextChange()).change).toEqual({ entity: 'shopping', id: eggs.id, op: 'upsert', by: { id: b.user.id } });
    await request(app.server).delete(`/api/pantry/${milk.id}`).set(bearer(a.accessToken)).expect(204);
    expect((await stream.nextChange()).change).toEqual({ entity: 'pantry', id: milk.id, op: 'delete', by: { id: a.user.id } });

    const [{ id: rice }] = (await db().query(`INSERT INTO pantry_items (user_id, name, status) VALUES ($1, 'Rice', 'In Stock') RETURNING id`, [a.user.id])) as Array<{ id: number }>;
    expect((await stream.nextChange()).change).toEqual({ entity: 'pantry', id: rice, op: 'upsert', by: { id: a.user.id } });
  });

  it('replays what was missed after Last-Event-ID, and says reload when the log no longer holds it', async () => {
    const { a, b, home } = await household();
    const first = await open(b.accessToken);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Oats', status: 'In Stock' }).expect(201);
    const { id: seen } = await first.nextChange();
    first.close();

    const flour = (await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Flour', status: 'In Stock' }).expect(201)).body as { id: number };
    await request(app.server).delete(`/api/pantry/${flour.id}`).set(bearer(a.accessToken)).expect(204);
    const again = await open(b.accessToken, seen);
    const missed = [await again.nextChange(), await again.nextChange()];
    expect(missed.map(({ change }) => change)).toEqual([
      { entity: 'pantry', id: flour.id, op: 'upsert', by: { id: a.user.id } },
      { entity: 'pantry', id: flour.id, op: 'delete', by: { id: a.user.id } },
    ]);
    expect(Number(missed[0].id)).toBeGreaterThan(Number(seen));
    expect(Number(missed[1].id)).toBeGreaterThan(Number(missed[0].id));

    // As retention does: the oldest changes go, the device's last one with them.
    await db().query(`DELETE FROM household_changes WHERE household_id = $1 AND seq <= $2`, [home, missed[0].id]);
    const behind = await open(b.accessToken, seen);
    expect(await behind.next()).toEqual({ id: missed[1].id, event: 'reload', data: '{}' });
    // …and goes on live from there.
    await request(app.server).post('/api/shopping').set(bearer(a.accessToken)).send({ name: 'Tea' }).expect(201);
    expect((await behind.nextChange()).change).toEqual(expect.objectContaining({ entity: 'shopping', op: 'upsert' }));
  });

  it('says reload at once to a Last-Event-ID newer than anything in the log, as after a restore from a backup, then goes on live', async () => {
    const { a, b } = await household();
    const stream = await open(b.accessToken);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Before the backup', status: 'In Stock' }).expect(201);
    const { id: backedUp } = await stream.nextChange();
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'After the backup', status: 'In Stock' }).expect(201);
    const { id: seen } = await stream.nextChange();
    stream.close();

    // The restore: the log and its sequence as they were at the backup; the phone saw a later change.
    await db().query(`DELETE FROM household_changes WHERE seq > $1`, [backedUp]);
    await db().query(`SELECT setval(pg_get_serial_sequence('household_changes', 'seq'), $1)`, [backedUp]);
    const resumed = await open(b.accessToken, seen);
    expect(await resumed.next()).toEqual({ id: backedUp, event: 'reload', data: '{}' });
    // The next change takes a seq the phone has seen before; it arrives all the same.
    const tea = (await request(app.server).post('/api/shopping').set(bearer(a.accessToken)).send({ name: 'Tea' }).expect(201)).body as { id: number };
    expect(await resumed.nextChange()).toEqual({ id: String(Number(backedUp) + 1), change: { entity: 'shopping', id: tea.id, op: 'upsert', by: { id: a.user.id } } });

    // An id past every seq ever handed out: the same.
    const [{ issued }] = (await db().query(`SELECT last_value AS issued FROM household_changes_seq_seq`)) as Array<{ issued: string }>;
    const future = await open(b.accessToken, String(Number(issued) + 1000));
    expect(await future.next()).toEqual({ id: String(Number(backedUp) + 1), event: 'reload', data: '{}' });
  });

  it.each(['abc', '-3', '1e3', '+7', '1.5', '0x10', '9007199254740993', '99999999999999999999'])('says reload at once to a Last-Event-ID that is no id of its: %j', async (garbage) => {
    const { a, b } = await household();
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Oats', status: 'In Stock' }).expect(201);
    const stream = await open(b.accessToken, garbage);
    const reload = await stream.next();
    expect(reload).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'reload', data: '{}' });
    // …and follows on live.
    await request(app.server).post('/api/shopping').set(bearer(a.accessToken)).send({ name: 'Tea' }).expect(201);
    expect(Number((await stream.nextChange()).id)).toBeGreaterThan(Number(reload.id));
  });

  it('ends the stream at once when the device switches household, and the new stream follows the new one', async () => {
    const { a, b, home } = await household();
    const own = await homeOf(b.user.id).then(async (current) => {
      const [{ id }] = (await db().query(`SELECT household_id AS id FROM household_members WHERE user_id = $1 AND household_id <> $2`, [b.user.id, current])) as Array<{ id: number }>;
      return id;
    });
    const stream = await open(b.accessToken);
    await request(app.server).put('/api/households/current').set(bearer(b.accessToken)).send({ householdId: own }).expect(200);
    expect(await stream.next()).toEqual({ event: 'reload', data: '{}' });
    await stream.ended;

    const following = await open(b.accessToken);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Not for B now', status: 'In Stock' }).expect(201);
    const mine = (await request(app.server).post('/api/shopping').set(bearer(b.accessToken)).send({ name: 'Own list' }).expect(201)).body as { id: number };
    expect((await following.nextChange()).change).toEqual({ entity: 'shopping', id: mine.id, op: 'upsert', by: { id: b.user.id } });
    expect(home).not.toBe(own);
  });

  it("tells an outsider nothing of another household's changes", async () => {
    const { a } = await household();
    const outsider = await signUp(app.server);
    const stream = await open(outsider.accessToken);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Secret', status: 'In Stock' }).expect(201);
    // The outsider's own write comes after A's in the log: it is the first thing they hear.
    const own = (await request(app.server).post('/api/pantry').set(bearer(outsider.accessToken)).send({ name: 'Mine', status: 'In Stock' }).expect(201)).body as { id: number };
    expect((await stream.nextChange()).change).toEqual({ entity: 'pantry', id: own.id, op: 'upsert', by: { id: outsider.user.id } });
  });

  it('ends the stream of a member moved out of the household at its next change', async () => {
    const { a, b, home } = await household();
    const stream = await open(b.accessToken);
    await leave(b.user.id, home);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'After you left', status: 'In Stock' }).expect(201);
    expect(await stream.next()).toEqual({ event: 'reload', data: '{}' });
    await stream.ended;
    await expect(stream.next()).rejects.toThrow('the stream ended');

    // Reconnected, it follows their own household.
    const own = await open(b.accessToken);
    await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Not for B', status: 'In Stock' }).expect(201);
    const mine = (await request(app.server).post('/api/shopping').set(bearer(b.accessToken)).send({ name: 'Back home' }).expect(201)).body as { id: number };
    expect((await own.nextChange()).change).toEqual({ entity: 'shopping', id: mine.id, op: 'upsert', by: { id: b.user.id } });
  });

  it('ends the stream of a member removed by the owner at once, and tells the others their household changed', async () => {
    const { a, b, home } = await household();
    const removedStream = await open(b.accessToken);
    const ownerStream = await open(a.accessToken);
    await request(app.server).delete(`/api/households/${home}/members/${b.user.id}`).set(bearer(a.accessToken)).expect(204);
    expect(await removedStream.next()).toEqual({ event: 'reload', data: '{}' });
    await removedStream.ended;
    expect((await ownerStream.nextChange()).change).toEqual({ entity: 'membership', id: b.user.id, op: 'delete', by: { id: b.user.id } });
  });

  it('ends the stream of a session ended since it connected at once (a password change signs out everywhere)', async () => {
    const { b } = await household();
    const stream = await open(b.accessToken);
    await db().query(`UPDATE users SET session_version = session_version + 1 WHERE id = $1`, [b.user.id]);
    expect(await stream.next()).toEqual({ event: 'reload', data: '{}' });
    await stream.ended;
  });
});

describe('GET /api/events: shutting down', () => {
  it('ends open streams at once, so closing the app does not wait out the drain', async () => {
    const t = await createTestApp();
    const baseUrl = await listen(t.app.getHttpServer() as Server);
    const { accessToken } = await signUp(t.app.getHttpServer());
    const stream = await EventStream.open(baseUrl, accessToken);
    const started = Date.now();
    await t.close();
    await stream.ended;
    // The drain's grace is 10 s: a stream holding it would take all of it.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)('GET /api/events: two instances on one PostgreSQL', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let other: { app: RunningApp; baseUrl: string } | undefined;
  afterAll(() => other?.app.close());
  /** The second instance, listening. */
  const otherInstance = async () => {
    if (!other) {
      const second = await createApp(app.t.config);
      other = { app: second, baseUrl: await listen(second.app.getHttpServer() as Server) };
    }
    return other.baseUrl;
  };

  it('brings a write made through one instance to a stream held on the other', async () => {
    const baseUrl = await otherInstance();
    const a = await signUp(app.server);
    const stream = await EventStream.open(baseUrl, a.accessToken);
    try {
      const milk = (await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name: 'Milk', status: 'In Stock' }).expect(201)).body as { id: number };
      expect((await stream.nextChange()).change).toEqual({ entity: 'pantry', id: milk.id, op: 'upsert', by: { id: a.user.id } });
    } finally {
      stream.close();
    }
  });

  it('ends a stream held on one instance at once when the device switches household through the other', async () => {
    const baseUrl = await otherInstance();
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const db = app.t.app.get(DataSource);
    const { homeOf, join } = households(() => db);
    const own = await homeOf(b.user.id);
    await join(b.user.id, await homeOf(a.user.id));
    const stream = await EventStream.open(baseUrl, b.accessToken);
    try {
      await request(app.server).put('/api/households/current').set(bearer(b.accessToken)).send({ householdId: own }).expect(200);
      expect(await stream.next()).toEqual({ event: 'reload', data: '{}' });
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
