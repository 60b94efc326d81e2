import request from 'supertest';
import { DataSource } from 'typeorm';
import { login, signUp } from './support/accounts.js';
import { mailsTo, resetTokenFor } from './support/outbox.js';
import { useTestApp } from './support/test-app.js';

const SENT = 'If an account exists for that address, a password reset email has been sent.';
const INVALID = 'Invalid or expired reset link. Please request a new password reset.';

describe('forgot and reset password', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  const resetToken = (email: string) => resetTokenFor(app.t, email);

  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const { account } = await signUp(app.server);
    const known = await request(app.server).post('/api/auth/forgot-password').send({ email: account.email.toUpperCase() }).expect(200);
    const unknown = await request(app.server).post('/api/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(known.body).toEqual({ message: SENT });
    expect(unknown.body).toEqual(known.body);
    const mails = await mailsTo(app.t, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({ recipient: account.email, subject: 'Reset your password', body: expect.any(String) });
    expect(mails[0].body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(await mailsTo(app.t, 'ghost@example.com')).toEqual([]);
  });

  it('stores the reset token only as its SHA-256, valid for one hour', async () => {
    const { account, user } = await signUp(app.server);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await resetToken(account.email);
    const [row] = await app.t.app
      .get(DataSource)
      .query<Array<{ token_hash: string; seconds: number }>>(
        `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens WHERE user_id = $1`,
        [user.id],
      );
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(Math.abs(row.seconds - 3600)).toBeLessThanOrEqual(2);
  });

  it('refuses a malformed address with the spec text', async () => {
    const res = await request(app.server).post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400);
    expect(res.body).toEqual({ error: 'Please enter a valid email address' });
  });

  it('resets once: the new password works, the old does not, the link is single use, sessions end', async () => {
    const { account, refreshToken } = await signUp(app.server);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await resetToken(account.email);
    const res = await request(app.server).post('/api/auth/reset-password').send({ token, password: 'brand-new-pass' }).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    await request(app.server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(401);
    await login(app.server, { email: account.email, password: 'brand-new-pass' });
    await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(401);
    const again = await request(app.server).post('/api/auth/reset-password').send({ token, password: 'another-pass-1' }).expect(400);
    expect(again.body).toEqual({ error: INVALID });
  });

  it('refuses an expired token', async () => {
    const { account, user } = await signUp(app.server);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await resetToken(account.email);
    await app.t.app.get(DataSource).query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await request(app.server).post('/api/auth/reset-password').send({ token, password: 'brand-new-pass' }).expect(400);
    expect(res.body).toEqual({ error: INVALID });
    await login(app.server, account);
  });

  it('refuses an unknown token', async () => {
    const res = await request(app.server).post('/api/auth/reset-password').send({ token: 'made-up', password: 'brand-new-pass' }).expect(400);
    expect(res.body).toEqual({ error: INVALID });
  });

  it.each([
    [{ token: 'x', password: '1234567' }, 'Password must be at least 8 characters long'],
    [{ token: 'x' }, 'Password must be at least 8 characters long'],
    [{ password: 'long-enough' }, 'Invalid reset link. Please request a new password reset.'],
    [{ token: '', password: 'long-enough' }, 'Invalid reset link. Please request a new password reset.'],
  ])('validates %j -> 400 "%s"', async (body, message) => {
    const res = await request(app.server).post('/api/auth/reset-password').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('a too-short password does not consume the token', async () => {
    const { account } = await signUp(app.server);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await resetToken(account.email);
    await request(app.server).post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
    await request(app.server).post('/api/auth/reset-password').send({ token, password: 'long-enough' }).expect(200);
  });
});
