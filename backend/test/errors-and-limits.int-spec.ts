import request from 'supertest';
import { newAccount, register } from './support/accounts.js';
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

  it('locks an address after 10 failed sign-ins: 429 even with the right password', async () => {
    const account = newAccount();
    await register(app.server, account);
    for (let i = 0; i < 10; i += 1) {
      await request(app.server).post('/api/auth/login').send({ email: account.email, password: 'wrong-guess' }).expect(401);
    }
    const locked = await request(app.server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts. Try again later.' });
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
    expect(Object.keys(last.headers).some((h) => h.startsWith('retry-after'))).toBe(true);
  });
});

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
