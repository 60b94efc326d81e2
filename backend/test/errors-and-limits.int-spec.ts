import request from 'supertest';
import { bearer, newAccount, register, signUp } from './support/accounts.js';
import { useTestApp, createTestApp } from './support/test-app.js';

// Normal limits here (no THROTTLE_RELAXED): this file proves the 429s.
describe('error shape, body limits and throttling', () => {
  const app = useTestApp();

  it.each(['{"email": "a@b.co",', "{'single': 'quotes'}", 'not json at all'])('answers malformed JSON %p with 400 and no parser details', async (body) => {
    const res = await request(app.server).post('/api/auth/forgot-password').set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('answers a body over 32 KB with 413', async () => {
    const res = await request(app.server)
      .patch('/api/me')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(32 * 1024 + 10) }))
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
  });

  it('answers a client error report over 64 KB with 413', async () => {
    const res = await request(app.server)
      .post('/api/errors')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'big', extra: { blob: 'x'.repeat(70 * 1024) } }))
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
  });

  it('refuses unknown fields, naming them', async () => {
    const res = await request(app.server).post('/api/auth/login').send({ email: 'a@b.co', password: 'secret123', remember: true }).expect(400);
    expect(res.body).toEqual({ error: 'property remember should not exist' });
  });

  it('never answers a stack trace', async () => {
    const res = await request(app.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|node_modules|SyntaxError|position/);
  });

  // Past PostgreSQL's integer (2147483648), far past it (1e308), or no whole number: each id field answers 400 naming it, never 500.
  it.each([2_147_483_648, 1e308, 0, -1, 1.5, '7'])('refuses the body id %p with 400 naming the field', async (id) => {
    const who = bearer((await signUp(app.server)).accessToken);
    const household = await request(app.server).put('/api/households/current').set(who).send({ householdId: id }).expect(400);
    expect(household.body).toEqual({ error: 'householdId must be a household id' });
    const meal = { date: '2026-12-01', mealType: 'dinner', type: 'recipe' };
    expect((await request(app.server).post('/api/meal-plans').set(who).send({ ...meal, recipeId: id }).expect(400)).body.error).toMatch(/recipe/i);
    expect((await request(app.server).post('/api/meal-plans').set(who).send({ ...meal, recipeId: 1, cookId: id }).expect(400)).body.error).toMatch(/cook/i);
  });

  it('locks an address after 10 failed sign-ins: 429 even with the right password', async () => {
    const account = newAccount();
    await register(app.server, account);
    for (let i = 0; i < 10; i += 1) {
      await request(app.server).post('/api/auth/login').send({ email: account.email, password: 'wrong-guess' }).expect(401);
    }
    const locked = await request(app.server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts. Try again later.' });
    expectRetryAfter(locked, 15 * 60);
    // another address is not affected
    const other = newAccount();
    await register(app.server, other);
    await request(app.server).post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200);
  });

  it('limits client error reports to 30 a minute per address', async () => {
    let status = 0;
    let count = 0;
    for (; count < 40 && status !== 429; count += 1) {
      status = (await request(app.server).post('/api/errors').send({ message: `boom ${count}` })).status;
    }
    expect(status).toBe(429);
    expect(count).toBe(31);
    expectRetryAfter(await request(app.server).post('/api/errors').send({ message: 'one more' }).expect(429), 60);
  });

  // Last: it spends this address's auth budget for the rest of the minute.
  it('limits auth calls to 60 a minute per address', async () => {
    let last = await request(app.server).post('/api/auth/refresh');
    let calls = 1;
    while (last.status !== 429 && calls < 100) {
      last = await request(app.server).post('/api/auth/refresh');
      calls += 1;
    }
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(calls).toBeGreaterThan(40);
    expect(calls).toBeLessThanOrEqual(61);
    expectRetryAfter(last, 60);
  });

  it('a person past their own budget (codes tried) is told when to come back', async () => {
    const who = bearer((await signUp(app.server)).accessToken);
    for (let i = 0; i < 10; i += 1) await request(app.server).post('/api/households/join').set(who).send({ code: 'ZZZZZ-ZZZZZ' }).expect(404);
    expectRetryAfter(await request(app.server).post('/api/households/join').set(who).send({ code: 'ZZZZZ-ZZZZZ' }).expect(429), 60);
  });
});

/** RFC 9110 §10.2.3: every 429 says, in whole seconds, when to try again (within `max`). */
function expectRetryAfter(res: request.Response, max: number): void {
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(max);
}

describe('THROTTLE_RELAXED=1', () => {
  it('lets a benchmark make well over 60 auth calls a minute from one address', async () => {
    const t = await createTestApp({ THROTTLE_RELAXED: '1' });
    try {
      for (let i = 0; i < 80; i += 1) await request(t.app.getHttpServer()).post('/api/auth/refresh').expect(401);
    } finally {
      await t.close();
    }
  });
});
