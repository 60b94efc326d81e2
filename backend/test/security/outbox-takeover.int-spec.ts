import { Logger } from '@nestjs/common';
import request from 'supertest';
import { signUp } from '../support/accounts.js';
import { mailsTo } from '../support/outbox.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The finding: GET /api/dev/outbox handed anyone the victim's reset link. No route serves mail now;
// the person running the server reads it in the log.
describe('attack: account takeover through the mail outbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a default server answers 404 on the outbox route, with or without a forged loopback address', async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    const { account } = await signUp(server);
    await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    expect(await mailsTo(t, account.email)).toHaveLength(1);

    for (const headers of [{}, { 'X-Forwarded-For': '127.0.0.1' }, { 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1' }]) {
      const res = await request(server).get('/api/dev/outbox').set(headers).expect(404);
      expect(JSON.stringify(res.body)).not.toContain(account.email);
    }
    const docs = await request(server).get('/api/docs-json').expect(200);
    expect(Object.keys((docs.body as { paths: object }).paths).filter((path) => /outbox|mail|dev/.test(path))).toEqual([]);
  });

  it('the old switch that opened it does nothing any more', async () => {
    t = await createTestApp({ EXPOSE_OUTBOX: '1', NODE_ENV: 'development' });
    await request(t.app.getHttpServer()).get('/api/dev/outbox').expect(404);
  });

  it('the reset link is printed in the server log, in full, for the person running the server', async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    const { account } = await signUp(server);
    const logged = jest.spyOn(Logger.prototype, 'log');
    try {
      await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
      await mailsTo(t, account.email);
      const lines = logged.mock.calls.map(([message]) => String(message));
      expect(lines.some((line) => line.includes(`To: ${account.email}`) && /\/reset-password\?token=[A-Za-z0-9_-]{43}/.test(line))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});
