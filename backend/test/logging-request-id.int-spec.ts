import request from 'supertest';
import { bearer, newAccount, refreshCookie, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

interface LogRecord {
  level: number;
  msg: string;
  context?: string;
  req?: { id: string; method: string; url: string; remoteAddress?: string; userAgent?: string };
  res?: { statusCode: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('structured logs with a request id', () => {
  let t: TestApp;
  const lines: string[] = [];
  const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
  const answered = (id: string) => records().find((record) => record.req?.id === id && record.res);
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', THROTTLE_RELAXED: '1' }, { logDestination: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('writes every line as one JSON record, Nest start-up logs included', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(records().some((record) => record.context === 'RoutesResolver')).toBe(true);
  });

  it('takes a safe X-Request-Id from the caller, echoes it, and logs the answer under it', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').set('X-Request-Id', 'lb-7f3a.42').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(answered('lb-7f3a.42')).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });

  it('gives an id and a line to answers outside the API routes too: a file, a body refused before parsing', async () => {
    const file = await request(t.app.getHttpServer()).get('/mf-remotes.json').expect(200);
    const refused = await request(t.app.getHttpServer()).post('/api/auth/login').set('Content-Type', 'application/json').send(`{"email":"${'a'.repeat(40_000)}"}`).expect(413);
    for (const res of [file, refused]) {
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(answered(res.headers['x-request-id'])?.res?.statusCode).toBe(res.status);
    }
  });

  it('replaces an unsafe or missing id with a new UUID', async () => {
    for (const incoming of ['a b', 'x'.repeat(65), undefined]) {
      const call = request(t.app.getHttpServer()).get('/api/health');
      const res = await (incoming === undefined ? call : call.set('X-Request-Id', incoming)).expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(answered(res.headers['x-request-id'])).toBeDefined();
    }
  });

  it('never logs credentials: no header but the user agent, and no body, is logged', async () => {
    const account = newAccount();
    await register(t.app.getHttpServer(), account);
    const login = await request(t.app.getHttpServer()).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
    const token = login.body.accessToken as string;
    const me = await request(t.app.getHttpServer()).get('/api/me').set(bearer(token)).expect(200);
    const refreshed = await request(t.app.getHttpServer()).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshCookie(login)}`).expect(200);
    expect(answered(me.headers['x-request-id'])?.req).toEqual({ id: me.headers['x-request-id'], method: 'GET', url: '/api/me', remoteAddress: expect.any(String) });
    expect(answered(refreshed.headers['x-request-id'])?.req?.url).toBe('/api/auth/refresh');
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(account.password);
    expect(all).not.toContain(refreshCookie(login));
  });

  it("prints a mail (no SMTP_URL) whole in the log, readable once the record is parsed, under its request's id", async () => {
    const account = newAccount();
    await register(t.app.getHttpServer(), account);
    const res = await request(t.app.getHttpServer()).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    let mail: LogRecord | undefined;
    await until(() => (mail = records().find((record) => record.context === 'Mail' && record.msg.includes(`To: ${account.email}\n`))) !== undefined, 'the mail in the log');
    expect(mail!.msg).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.req?.id).toBe(res.headers['x-request-id']);
  });
});
