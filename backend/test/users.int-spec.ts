import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

describe('profile: GET and PATCH /api/me', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it.each([
    ['no token', {}],
    ['a malformed token', { Authorization: 'Bearer not-a-jwt' }],
    ['another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const res = await request(app.server).get('/api/me').set(headers).expect(401);
    expect(res.body).toEqual({ error: 'Authentication required' });
    await request(app.server).patch('/api/me').set(headers).send({ name: 'Hacker' }).expect(401);
  });

  it('answers 401 for a token signed with another secret, an expired one, and one for a deleted user', async () => {
    const { accessToken, user } = await signUp(app.server);
    const foreign = await new JwtService({ secret: 'some-other-secret-entirely' }).signAsync({ sub: user.id });
    await request(app.server).get('/api/me').set(bearer(foreign)).expect(401);
    const expired = await new JwtService({ secret: app.t.config.jwtSecret }).signAsync({ sub: user.id, exp: Math.floor(Date.now() / 1000) - 10 });
    await request(app.server).get('/api/me').set(bearer(expired)).expect(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id })).toString('base64url')}.`;
    await request(app.server).get('/api/me').set(bearer(none)).expect(401);
    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(200);
    await app.t.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [user.id]);
    await request(app.server).get('/api/me').set(bearer(accessToken)).expect(401);
  });

  it('updates the name (trimmed) and the e-mail (trimmed, lower-cased)', async () => {
    const { accessToken, user } = await signUp(app.server);
    const res = await request(app.server)
      .patch('/api/me')
      .set(bearer(accessToken))
      .send({ name: '  Ada King ', email: ' Ada.King@Example.ORG ', currentPassword: 'secret123' })
      .expect(200);
    expect(res.body).toEqual({ id: user.id, name: 'Ada King', email: 'ada.king@example.org', accessToken: expect.any(String) });
    const me = await request(app.server).get('/api/me').set(bearer((res.body as { accessToken: string }).accessToken)).expect(200);
    expect(me.body).toEqual({ id: user.id, name: 'Ada King', email: 'ada.king@example.org' });
    await request(app.server).post('/api/auth/login').send({ email: 'ada.king@example.org', password: 'secret123' }).expect(200);
  });

  it('accepts a partial update and keeps its own address', async () => {
    const { accessToken, account } = await signUp(app.server);
    const res = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ email: account.email.toUpperCase() }).expect(200);
    expect(res.body.email).toBe(account.email);
    const named = await request(app.server).patch('/api/me').set(bearer(accessToken)).send({ name: 'Bo' }).expect(200);
    expect(named.body).toMatchObject({ name: 'Bo', email: account.email });
  });

  it('answers 409 when another account has the address, in any case', async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const res = await request(app.server)
      .patch('/api/me')
      .set(bearer(b.accessToken))
      .send({ email: a.account.email.toUpperCase(), currentPassword: b.account.password })
      .expect(409);
    expect(res.body).toEqual({ error: 'This email is already in use' });
  });

  it.each([
    [{ name: ' x ' }, 'Name must be at least 2 characters'],
    [{ name: 42 }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ name: 'Fine', isAdmin: true }, 'property isAdmin should not exist'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { accessToken } = await signUp(app.server);
    const res = await request(app.server).patch('/api/me').set(bearer(accessToken)).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it("isolation: user B's token never reads or changes A's profile", async () => {
    const a = await signUp(app.server, { name: 'Alice Smith' });
    const b = await signUp(app.server, { name: 'Bob Jones' });
    const seenByB = await request(app.server).get('/api/me').set(bearer(b.accessToken)).expect(200);
    expect(seenByB.body.id).toBe(b.user.id);
    // the body cannot name another user: an id is the server's, ignored, so B changes B
    const renamed = await request(app.server).patch('/api/me').set(bearer(b.accessToken)).send({ id: a.user.id, name: 'Mallory' }).expect(200);
    expect(renamed.body).toMatchObject({ id: b.user.id, name: 'Mallory' });
    await request(app.server).patch('/api/me').set(bearer(b.accessToken)).send({ name: 'Bob Changed' }).expect(200);
    const aNow = await request(app.server).get('/api/me').set(bearer(a.accessToken)).expect(200);
    expect(aNow.body).toEqual({ id: a.user.id, name: 'Alice Smith', email: a.account.email });
  });
});
