import request from 'supertest';
import { DataSource } from 'typeorm';
import { login, newAccount, refreshCookie, register, setCookieHeader, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

describe('auth: register, login, refresh, logout', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  describe('POST /api/auth/register', () => {
    it('creates the account and answers the user without secrets', async () => {
      const account = newAccount({ email: '  New.Person@Example.COM ', name: '  Grace Hopper ' });
      const res = await request(app.server).post('/api/auth/register').send(account).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), name: 'Grace Hopper', email: 'new.person@example.com' });
    });

    it('stores the password as argon2id, never in clear', async () => {
      const account = newAccount();
      const user = await register(app.server, account);
      const [row] = await app.t.app.get(DataSource).query<Array<{ password_hash: string }>>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(account.password);
    });

    it('answers 409 for an address already registered, in any case', async () => {
      const account = newAccount();
      await register(app.server, account);
      const res = await request(app.server)
        .post('/api/auth/register')
        .send({ ...account, email: account.email.toUpperCase() })
        .expect(409);
      expect(res.body).toEqual({ error: 'An account with this email already exists' });
    });

    it.each([
      [{ email: 'not-an-email', password: 'secret123', name: 'Ada' }, 'Please enter a valid email address'],
      [{ password: 'secret123', name: 'Ada' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', password: '12345', name: 'Ada' }, 'Password must be at least 6 characters'],
      [{ email: 'a@example.com', name: 'Ada' }, 'Password must be at least 6 characters'],
      [{ email: 'a@example.com', password: 'secret123', name: ' A ' }, 'Name must be at least 2 characters'],
      [{ email: 'a@example.com', password: 'secret123' }, 'Name must be at least 2 characters'],
      [{ email: 'a@example.com', password: 'secret123', name: 'Ada', role: 'admin' }, 'property role should not exist'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await request(app.server).post('/api/auth/register').send(body).expect(400);
      expect(res.body).toEqual({ error: message });
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers an access token and sets the refresh cookie, scoped and httpOnly', async () => {
      const account = newAccount();
      await register(app.server, account);
      const res = await request(app.server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
      expect(res.body).toEqual({ accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
      const cookie = setCookieHeader(res);
      expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('Path=/api/auth');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
      expect(cookie).not.toContain('Secure'); // APP_URL is http in tests
      const [header, payload] = (res.body as { accessToken: string }).accessToken.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.exp - payload.iat).toBe(900);
      expect(typeof payload.sub).toBe('number');
    });

    it('stores only the SHA-256 of the refresh token', async () => {
      const { refreshToken, user } = await signUp(app.server);
      const rows = await app.t.app.get(DataSource).query<Array<{ token_hash: string }>>('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(refreshToken);
    });

    it('accepts the address in another case', async () => {
      const account = newAccount();
      await register(app.server, account);
      await login(app.server, { email: ` ${account.email.toUpperCase()} `, password: account.password });
    });

    it.each([
      ['a wrong password', (e: string) => ({ email: e, password: 'wrong-password' })],
      ['an unknown address', () => ({ email: 'nobody@example.com', password: 'secret123' })],
    ])('answers 401 "Invalid email or password" for %s', async (_case, body) => {
      const account = newAccount();
      await register(app.server, account);
      const res = await request(app.server).post('/api/auth/login').send(body(account.email)).expect(401);
      expect(res.body).toEqual({ error: 'Invalid email or password' });
      expect(refreshCookie(res)).toBeUndefined();
    });

    it('register -> login -> me', async () => {
      const { accessToken, user, account } = await signUp(app.server, { name: 'Alan Turing' });
      const me = await request(app.server).get('/api/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(me.body).toEqual({ id: user.id, name: 'Alan Turing', email: account.email });
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('answers 401 without a cookie or with an unknown one', async () => {
      const none = await request(app.server).post('/api/auth/refresh').expect(401);
      expect(none.body).toEqual({ error: expect.any(String) });
      await request(app.server).post('/api/auth/refresh').set('Cookie', 'refresh_token=forged').expect(401);
    });

    it('rotates: a new access token and a new cookie, and the new one works', async () => {
      const { refreshToken } = await signUp(app.server);
      const res = await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(200);
      expect(res.body).toEqual({ accessToken: expect.any(String) });
      const rotated = refreshCookie(res);
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(refreshToken);
      await request(app.server).get('/api/me').set('Authorization', `Bearer ${(res.body as { accessToken: string }).accessToken}`).expect(200);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${rotated}`).expect(200);
    });

    // Reuse past the grace window for concurrent refreshes (see sessions.int-spec.ts for within it).
    const pastGrace = (userId: number) =>
      app.t.app.get(DataSource).query(`UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE user_id = $1 AND rotated_at IS NOT NULL`, [userId]);

    it('reuse of a rotated token revokes the whole family, including the newest token', async () => {
      const { refreshToken: first, user } = await signUp(app.server);
      const rotation = await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${first}`).expect(200);
      const second = refreshCookie(rotation);
      await pastGrace(user.id);
      const reuse = await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${first}`).expect(401);
      expect(reuse.body).toEqual({ error: expect.any(String) });
      expect(setCookieHeader(reuse)).toMatch(/^refresh_token=;/);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${second}`).expect(401);
    });

    it('reuse in one family leaves another sign-in of the same user working', async () => {
      const { account, refreshToken: stolen, user } = await signUp(app.server);
      const other = await login(app.server, account);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${stolen}`).expect(200);
      await pastGrace(user.id);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${stolen}`).expect(401);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${other.refreshToken}`).expect(200);
    });

    it('refuses an expired refresh token', async () => {
      const { refreshToken, user } = await signUp(app.server);
      await app.t.app.get(DataSource).query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the family and clears the cookie', async () => {
      const { refreshToken } = await signUp(app.server);
      const rotation = await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(200);
      const current = refreshCookie(rotation);
      const res = await request(app.server).post('/api/auth/logout').set('Cookie', `refresh_token=${current}`).expect(204);
      expect(setCookieHeader(res)).toMatch(/^refresh_token=;.*Path=\/api\/auth/);
      await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${current}`).expect(401);
    });

    it('succeeds without a cookie too (the client clears its state anyway)', async () => {
      await request(app.server).post('/api/auth/logout').expect(204);
    });
  });
});
