import { JwtService } from '@nestjs/jwt';
import { scryptSync } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { bearer, login, refreshCookie, setCookieHeader, signUp } from '../support/accounts.js';
import { mailsTo, resetTokenFor } from '../support/outbox.js';
import { useTestApp } from '../support/test-app.js';

const refresh = (server: App, token: string) => request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${token}`);

describe('attack: sessions that outlive a password reset, a password change or an e-mail change', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('a password reset ends every access token and refresh token issued before it', async () => {
    const { account, accessToken, refreshToken } = await signUp(app.server);
    const phone = await login(app.server, account);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await resetTokenFor(app.t, account.email);
    await request(app.server).post('/api/auth/reset-password').send({ token, password: 'brand-new-pass' }).expect(200);

    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(401);
    await request(app.server).get('/api/me').set(bearer(phone.accessToken)).expect(401);
    await refresh(app.server, refreshToken).expect(401);
    await refresh(app.server, phone.refreshToken).expect(401);
    const fresh = await login(app.server, { email: account.email, password: 'brand-new-pass' });
    await request(app.server).get('/api/me').set(bearer(fresh.accessToken)).expect(200);
  });

  it('a password change needs the current password, signs every other device out and keeps this one', async () => {
    const { account, accessToken, refreshToken } = await signUp(app.server);
    const phone = await login(app.server, account);
    const wrong = await request(app.server).post('/api/me/password').set(bearer(accessToken)).send({ currentPassword: 'not-it', newPassword: 'brand-new-pass' }).expect(403);
    expect(wrong.body).toEqual({ error: 'Current password is incorrect' });
    const short = await request(app.server).post('/api/me/password').set(bearer(accessToken)).send({ currentPassword: account.password, newPassword: 'short' }).expect(400);
    expect(short.body).toEqual({ error: 'Password must be at least 8 characters long' });

    const res = await request(app.server).post('/api/me/password').set(bearer(accessToken)).send({ currentPassword: account.password, newPassword: 'brand-new-pass' }).expect(200);
    const renewed = refreshCookie(res);
    expect(renewed).toBeDefined();
    await request(app.server).get('/api/me').set(bearer((res.body as { accessToken: string }).accessToken)).expect(200);
    await refresh(app.server, renewed!).expect(200);

    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(401);
    await request(app.server).get('/api/me').set(bearer(phone.accessToken)).expect(401);
    await refresh(app.server, refreshToken).expect(401);
    await refresh(app.server, phone.refreshToken).expect(401);
    await request(app.server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(401);
    await login(app.server, { email: account.email, password: 'brand-new-pass' });
    expect((await mailsTo(app.t, account.email)).map((mail) => mail.subject)).toContain('Your password was changed');
  });

  it('an e-mail change needs the current password, tells the old address and signs every device out', async () => {
    const { account, accessToken, refreshToken } = await signUp(app.server);
    const newEmail = `moved-${Date.now()}@example.org`;
    const missing = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ email: newEmail }).expect(400);
    expect(missing.body).toEqual({ error: 'Enter your current password to change your email address' });
    const wrong = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ email: newEmail, currentPassword: 'not-it' }).expect(403);
    expect(wrong.body).toEqual({ error: 'Current password is incorrect' });
    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(200);

    const res = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ email: newEmail, currentPassword: account.password }).expect(200);
    expect(res.body).toMatchObject({ email: newEmail, accessToken: expect.any(String) });
    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(401);
    await refresh(app.server, refreshToken).expect(401);
    await refresh(app.server, refreshCookie(res)!).expect(200);

    const [notice] = await mailsTo(app.t, account.email);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.body).toContain(newEmail);
    await login(app.server, { email: newEmail, password: account.password });
  });

  it('a name change alone needs no password and keeps every session', async () => {
    const { accessToken, refreshToken } = await signUp(app.server);
    const res = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ name: 'Ada Byron' }).expect(200);
    expect(res.body).not.toHaveProperty('accessToken');
    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(200);
    await refresh(app.server, refreshToken).expect(200);
  });

  it('an access token from before session versions (no ver claim) stops working once the version rises', async () => {
    const { account, user, accessToken } = await signUp(app.server);
    const versionless = await new JwtService({ secret: app.t.config.jwtSecret }).signAsync({ sub: user.id }, { expiresIn: 600 });
    await request(app.server).get('/api/me').set(bearer(versionless)).expect(200);
    await request(app.server).post('/api/me/password').set(bearer(accessToken)).send({ currentPassword: account.password, newPassword: 'brand-new-pass' }).expect(200);
    await request(app.server).get('/api/me').set(bearer(versionless)).expect(401);
  });
});

describe('attack: two tabs refreshing at the same moment', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('both get the same successor, which keeps working', async () => {
    const { refreshToken } = await signUp(app.server);
    const [a, b] = await Promise.all([refresh(app.server, refreshToken), refresh(app.server, refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBeDefined();
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    await request(app.server).get('/api/me').set(bearer((b.body as { accessToken: string }).accessToken)).expect(200);
    await refresh(app.server, refreshCookie(a)!).expect(200);
  });

  it('once the successor has moved on, the old token is reuse: the family is revoked', async () => {
    const { refreshToken } = await signUp(app.server);
    const first = await refresh(app.server, refreshToken).expect(200);
    const second = await refresh(app.server, refreshCookie(first)!).expect(200);
    const reuse = await refresh(app.server, refreshToken).expect(401);
    expect(setCookieHeader(reuse)).toMatch(/^refresh_token=;/);
    await refresh(app.server, refreshCookie(second)!).expect(401);
  });

  it('past the grace window the old token is reuse, even if the successor is unused', async () => {
    const { refreshToken, user } = await signUp(app.server);
    const first = await refresh(app.server, refreshToken).expect(200);
    await app.t.app.get(DataSource).query(`UPDATE refresh_tokens SET rotated_at = now() - interval '31 seconds' WHERE user_id = $1 AND rotated_at IS NOT NULL`, [user.id]);
    await refresh(app.server, refreshToken).expect(401);
    await refresh(app.server, refreshCookie(first)!).expect(401);
  });
});

describe('password hashes and the refresh cookie', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('an earlier scrypt hash still signs in, and is upgraded to argon2id on that sign-in', async () => {
    const { account, user } = await signUp(app.server);
    const salt = Buffer.alloc(16, 3);
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync(account.password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')].join('$');
    const db = app.t.app.get(DataSource);
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [legacy, user.id]);
    await login(app.server, account);
    const [row] = await db.query<Array<{ password_hash: string }>>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await login(app.server, account);
  });

  it.each([
    ['app.example.com', true],
    ['192.168.1.20:3000', true],
    ['localhost:3000', false],
    ['127.0.0.1:3000', false],
    ['[::1]:3000', false],
  ])('on host %s the refresh cookie is Secure: %s', async (host, secure) => {
    const { account } = await signUp(app.server);
    const res = await request(app.server).post('/api/auth/login').set('Host', host).send({ email: account.email, password: account.password }).expect(200);
    expect(/;\s*Secure/i.test(setCookieHeader(res))).toBe(secure);
  });
});
