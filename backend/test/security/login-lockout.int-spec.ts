import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { newAccount, register } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

const LOCKED = { error: 'Too many failed sign-in attempts. Try again later.' };

const attempt = (server: App, email: string, password: string, headers: Record<string, string> = {}) =>
  request(server).post('/api/auth/login').set(headers).send({ email, password });

// THROTTLE_RELAXED: the per-address call throttle is another guard; these tests are about the lockout.
describe('attack: racing the sign-in lockout', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('of 25 parallel wrong passwords at most 10 are checked; the rest, and then the right one, get 429', async () => {
    const account = newAccount();
    await register(app.server, account);
    const answers = await Promise.all(Array.from({ length: 25 }, () => attempt(app.server, account.email, 'wrong-guess')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const locked = await attempt(app.server, account.email, account.password).expect(429);
    expect(locked.body).toEqual(LOCKED);
  });

  it('a forged X-Forwarded-For gains no fresh guesses when no proxy is trusted', async () => {
    const account = newAccount();
    await register(app.server, account);
    for (let i = 0; i < 10; i += 1) await attempt(app.server, account.email, 'wrong-guess', { 'X-Forwarded-For': `203.0.113.${i}` }).expect(401);
    await attempt(app.server, account.email, 'wrong-guess', { 'X-Forwarded-For': '198.51.100.99' }).expect(429);
  });

  it('a right password clears the count for that address', async () => {
    const account = newAccount();
    await register(app.server, account);
    for (let i = 0; i < 9; i += 1) await attempt(app.server, account.email, 'wrong-guess').expect(401);
    await attempt(app.server, account.email, account.password).expect(200);
    for (let i = 0; i < 10; i += 1) await attempt(app.server, account.email, 'wrong-guess').expect(401);
    await attempt(app.server, account.email, account.password).expect(429);
  });
});

describe('attack: a stranger locking the owner out (behind a trusted proxy)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1', TRUST_PROXY: 'loopback' });

  it("the stranger's address is locked, the owner's is not", async () => {
    const account = newAccount();
    await register(app.server, account);
    const stranger = { 'X-Forwarded-For': '203.0.113.50' };
    const owner = { 'X-Forwarded-For': '198.51.100.7' };
    for (let i = 0; i < 15; i += 1) await attempt(app.server, account.email, `guess-${i}`, stranger);
    await attempt(app.server, account.email, account.password, stranger).expect(429);
    await attempt(app.server, account.email, account.password, owner).expect(200);
    const [{ count }] = await app.t.app
      .get(DataSource)
      .query<Array<{ count: string }>>(`SELECT count(*) FROM failed_logins WHERE email = $1 AND address = '198.51.100.7'`, [account.email]);
    expect(Number(count)).toBe(0);
  });
});
