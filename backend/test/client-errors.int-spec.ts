import request from 'supertest';
import { DataSource } from 'typeorm';
import { signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

interface StoredReport {
  user_id: number | null;
  message: string;
  stack: string | null;
  line: number | null;
  column: number | null;
  user_agent: string | null;
  extra: unknown;
  diagnostic: unknown;
}

describe('POST /api/errors', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  const stored = async (id: number) =>
    (await app.t.app.get(DataSource).query<StoredReport[]>('SELECT * FROM client_error_reports WHERE id = $1', [id]))[0];

  const fullReport = {
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at App (main.js:10:5)',
    file: 'https://app.example/main.js',
    line: 10,
    column: 5,
    url: 'https://app.example/pantry',
    userAgent: 'Mozilla/5.0',
    extra: { kind: 'unhandledrejection', nested: { a: 1 } },
    diagnostic: { ua: 'Mozilla/5.0', screen: '390x844', memory: 8, connection: { effectiveType: '4g' }, orientation: 'portrait-primary', online: true, ts: 1763800000000 },
  };

  it('stores an anonymous report', async () => {
    const res = await request(app.server).post('/api/errors').send(fullReport).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const row = await stored((res.body as { id: number }).id);
    expect(row).toMatchObject({ user_id: null, message: fullReport.message, stack: fullReport.stack, line: 10, column: 5, user_agent: 'Mozilla/5.0' });
    expect(row.extra).toEqual(fullReport.extra);
    expect(row.diagnostic).toEqual(fullReport.diagnostic);
  });

  it('attaches the signed-in user, and ignores an invalid token', async () => {
    const { accessToken, user } = await signUp(app.server);
    const signedIn = await request(app.server).post('/api/errors').set('Authorization', `Bearer ${accessToken}`).send({ message: 'mine' }).expect(201);
    expect((await stored((signedIn.body as { id: number }).id)).user_id).toBe(user.id);
    const bad = await request(app.server).post('/api/errors').set('Authorization', 'Bearer garbage').send({ message: 'anon' }).expect(201);
    expect((await stored((bad.body as { id: number }).id)).user_id).toBeNull();
  });

  it.each([
    [{}, 'message must be a string'],
    [{ message: '' }, 'message is required'],
    [{ message: 'x'.repeat(2001) }, 'message must be shorter than or equal to 2000 characters'],
    [{ message: 'm', stack: 'x'.repeat(20_001) }, 'stack must be shorter than or equal to 20000 characters'],
    [{ message: 'm', url: 'x'.repeat(2001) }, 'url must be shorter than or equal to 2000 characters'],
    [{ message: 'm', file: 'x'.repeat(2001) }, 'file must be shorter than or equal to 2000 characters'],
    [{ message: 'm', line: 'ten' }, 'line must be an integer number'],
    [{ message: 'm', diagnostic: { online: 'yes' } }, 'online must be a boolean value'],
    [{ message: 'm', diagnostic: { battery: 50 } }, 'property battery should not exist'],
    [{ message: 'm', severity: 'high' }, 'property severity should not exist'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await request(app.server).post('/api/errors').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });
});
