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
});
