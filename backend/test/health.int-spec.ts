import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('health and error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok once the database answers', async () => {
    await request(t.app.getHttpServer()).get('/api/health').expect(200, { status: 'ok' });
  });

  it('answers an unknown API path with 404 and { error }', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/nowhere').expect(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('is live and, with the schema current and the database answering, ready', async () => {
    await request(t.app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    await request(t.app.getHttpServer()).get('/api/health/ready').expect(200, { status: 'ok' });
  });
});

describe('readiness when the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with { error } naming the database, while liveness still answers', async () => {
    // The pool ends: every query fails at once, as with a database that went away.
    await t.running.app.get((await import('typeorm')).DataSource).destroy();
    const res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ error: expect.stringMatching(/^Not ready: database /) });
    await request(t.app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
  });
});
