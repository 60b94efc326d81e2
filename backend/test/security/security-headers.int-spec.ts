import helmet from 'helmet';
import { createServer } from 'node:http';
import request from 'supertest';
import { securityHeaderOptions } from '../../src/common/security-headers.js';
import { signUp } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The headers helmet itself sets with the app's options, on a bare Node server. */
async function helmetHeaders(config: TestApp['config']): Promise<Record<string, string>> {
  const headers = helmet(securityHeaderOptions(config));
  const bare = createServer((req, res) => headers(req, res, () => res.end('ok')));
  const res = await request(bare).get('/');
  const names = Object.keys(res.headers).filter((name) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive', 'x-powered-by'].includes(name));
  return Object.fromEntries(names.map((name) => [name, res.headers[name] as string]));
}

describe('security headers', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("every answer carries exactly the headers helmet sets: an API call, a refused one and an unknown route", async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    const expected = await helmetHeaders(t.config);
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    expect(expected['x-content-type-options']).toBe('nosniff');
    const { accessToken } = await signUp(server);
    const answers = [
      await request(server).get('/api/me').set('Authorization', `Bearer ${accessToken}`).expect(200),
      await request(server).get('/api/me').expect(401),
      await request(server).get('/api/no-such-route').expect(404),
    ];
    for (const res of answers) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
