import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { newAccount, signUp } from '../support/accounts.js';
import { useTestApp, createTestApp, type TestApp } from '../support/test-app.js';

const NUL = '\u0000';
const TOO_DEEP = { error: 'Request body is nested too deeply' };

/** `depth` arrays inside one another: `[[[...]]]`. */
const nested = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('attack: deeply nested JSON', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it.each([
    ['anonymous, through register', '/api/auth/register'],
    ['anonymous, through an error report', '/api/errors'],
    ['through forgot-password', '/api/auth/forgot-password'],
  ])('is refused before parsing, %s', async (_name, path) => {
    const res = await request(app.server).post(path).set('Content-Type', 'application/json').send(nested(15_000)).expect(400);
    expect(res.body).toEqual(TOO_DEEP);
  });

  it('a 1 MB body nested 500,000 deep is refused for its size before anything reads it', async () => {
    await request(app.server).post('/api/auth/register').set('Content-Type', 'application/json').send(nested(500_000)).expect(413);
  });

  it('the app.server keeps answering other requests while it refuses a burst of them', async () => {
    const burst = Array.from({ length: 20 }, () => request(app.server).post('/api/auth/register').set('Content-Type', 'application/json').send(nested(15_000)));
    const [health, ...refused] = await Promise.all([request(app.server).get('/api/health'), ...burst]);
    expect(health.status).toBe(200);
    expect(refused.every((res) => res.status === 400)).toBe(true);
  });

  it('ordinary nesting still works', async () => {
    await request(app.server).post('/api/errors').send({ message: 'm', extra: { a: { b: { c: [1, [2, [3]]] } } } }).expect(201);
  });
});

describe('attack: odd encodings and types of a body', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const register = (type: string, body: string | Buffer) => request(app.server).post('/api/auth/register').set('Content-Type', type).send(body);

  it.each(['latin1', 'utf-16le', 'koi8-r'])('JSON in charset %s answers 415, before it is read as text', async (charset) => {
    const res = await register(`application/json; charset=${charset}`, Buffer.from('{"name":"Ada"}', 'latin1')).expect(415);
    expect(res.body).toEqual({ error: 'Unsupported request body encoding' });
  });

  it('JSON that says utf-8, in any case and quoted, is read', async () => {
    const res = await register('application/json; charset="UTF-8"', JSON.stringify({ ...newAccount(), name: 'Ada' })).expect(201);
    expect(res.body.name).toBe('Ada');
  });

  it.each([
    ['a bare string', '"Ada"'],
    ['a number past any range', '1e999999'],
    ['an unclosed object', '{"name":'],
  ])('%s as JSON answers 400 in our words', async (_case, body) => {
    expect((await register('application/json', body).expect(400)).body).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('a body of another type answers 415 and says to send JSON', async () => {
    const res = await register('text/plain', 'name=Ada').expect(415);
    expect(res.body).toEqual({ error: 'Unsupported request body type: send JSON (Content-Type: application/json)' });
  });
});

describe('attack: NUL characters and out-of-range numbers on every write route', () => {
  let t: TestApp;
  let server: App;
  let token: string;
  let pantryId: number;
  let shoppingId: number;
  const counts = async () => {
    const [row] = await t.app.get(DataSource).query<Array<Record<string, string>>>(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM pantry_items) AS pantry,
              (SELECT count(*) FROM shopping_items) AS shopping, (SELECT count(*) FROM client_error_reports) AS reports,
              (SELECT string_agg(name || '/' || email, ',' ORDER BY id) FROM users) AS profiles,
              (SELECT string_agg(name, ',' ORDER BY id) FROM pantry_items) AS pantry_names,
              (SELECT string_agg(name || coalesce(quantity, ''), ',' ORDER BY id) FROM shopping_items) AS shopping_names`,
    );
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_RELAXED: '1' });
    server = t.app.getHttpServer();
    ({ accessToken: token } = await signUp(server));
    pantryId = (await request(server).post('/api/pantry').set('Authorization', `Bearer ${token}`).send({ name: 'Rice', status: 'In Stock' }).expect(201)).body.id;
    shoppingId = (await request(server).post('/api/shopping').set('Authorization', `Bearer ${token}`).send({ name: 'Milk', category: 'Dairy & Eggs' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const routes = (): Array<[string, string, string, Record<string, unknown>, string]> => [
    ['POST', '/api/auth/register', 'name', { ...newAccount(), name: `Ada${NUL}` }, 'name'],
    ['POST', '/api/auth/register', 'email', { ...newAccount(), email: `a${NUL}@example.com` }, 'email'],
    ['POST', '/api/auth/login', 'password', { email: 'a@example.com', password: `x${NUL}` }, 'password'],
    ['POST', '/api/auth/forgot-password', 'email', { email: `a${NUL}@example.com` }, 'email'],
    ['POST', '/api/auth/reset-password', 'token', { token: `t${NUL}`, password: 'long-enough' }, 'token'],
    ['PATCH', '/api/me', 'name', { name: `Ada${NUL}` }, 'name'],
    ['POST', '/api/me/password', 'newPassword', { currentPassword: 'secret123', newPassword: `new-pass${NUL}` }, 'newPassword'],
    ['POST', '/api/pantry', 'name', { name: `Rice${NUL}`, status: 'In Stock' }, 'name'],
    ['PATCH', `/api/pantry/:pantry`, 'name', { name: `Rice${NUL}` }, 'name'],
    ['POST', '/api/shopping', 'quantity', { name: 'Eggs', quantity: `1${NUL}`, category: 'Dairy & Eggs' }, 'quantity'],
    ['PATCH', `/api/shopping/:shopping`, 'name', { name: `Milk${NUL}` }, 'name'],
    ['PATCH', `/api/shopping/:shopping/toggle`, 'a key', { [`auto${NUL}`]: true }, `auto\\0`],
    ['POST', '/api/errors', 'message', { message: `boom${NUL}` }, 'message'],
    ['POST', '/api/errors', 'a nested field', { message: 'boom', diagnostic: { ua: `x${NUL}` } }, 'diagnostic.ua'],
    ['POST', '/api/errors', 'a free-form field', { message: 'boom', extra: { list: ['ok', `x${NUL}`] } }, 'extra.list[1]'],
  ];

  it.each(routes().map(([method, path, what, body, field]) => [method, path, what, body, field]))(
    '%s %s with a NUL in %s answers 400 naming the field, and stores nothing',
    async (method, path, _what, body, field) => {
      const before = await counts();
      const url = String(path).replace(':pantry', String(pantryId)).replace(':shopping', String(shoppingId));
      const res = await request(server)[String(method).toLowerCase() as 'post' | 'patch'](url).set('Authorization', `Bearer ${token}`).send(body as object).expect(400);
      expect(res.body).toEqual({ error: `${String(field)} must not contain a NUL character` });
      expect(await counts()).toEqual(before);
    },
  );

  it('a NUL in a query string answers 400 too', async () => {
    const res = await request(server).get('/api/pantry?status=In%00Stock').set('Authorization', `Bearer ${token}`).expect(400);
    expect(res.body).toEqual({ error: 'status must not contain a NUL character' });
  });

  it.each([
    [{ message: 'm', line: 2147483648 }, 'line must not be greater than 2147483647'],
    [{ message: 'm', column: 1e300 }, 'column must not be greater than 2147483647'],
    [{ message: 'm', line: -1 }, 'line must not be less than 0'],
    [{ message: 'm', line: 1.5 }, 'line must be an integer number'],
  ])('an error report with %j answers 400 "%s" and stores nothing', async (body, message) => {
    const before = await counts();
    const res = await request(server).post('/api/errors').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await counts()).toEqual(before);
  });
});

describe('attack: path ids that are not plain decimal digits', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  const spellings: Array<[string, (id: number) => string]> = [
    ['hexadecimal', (id) => `0x${id.toString(16)}`],
    ['binary', (id) => `0b${id.toString(2)}`],
    ['an exponent', (id) => `${id}e0`],
    ['a plus sign', (id) => `+${id}`],
    ['a leading zero', (id) => `0${id}`],
    ['a leading space', (id) => `%20${id}`],
    ['a decimal point', (id) => `${id}.0`],
    ['a minus sign', (id) => `-${id}`],
    ['past the integer range', (id) => String(2 ** 32 + id)],
  ];

  it.each(spellings)('an id spelled with %s reaches no row of pantry or shopping', async (_name, spell) => {
    const { accessToken } = await signUp(app.server);
    const auth = { Authorization: `Bearer ${accessToken}` };
    const pantry = (await request(app.server).post('/api/pantry').set(auth).send({ name: 'Rice', status: 'In Stock' }).expect(201)).body as { id: number };
    const shopping = (await request(app.server).post('/api/shopping').set(auth).send({ name: 'Milk' }).expect(201)).body as { id: number };
    await request(app.server).patch(`/api/pantry/${spell(pantry.id)}`).set(auth).send({ name: 'Changed' }).expect(404);
    await request(app.server).delete(`/api/pantry/${spell(pantry.id)}`).set(auth).expect(404);
    await request(app.server).patch(`/api/shopping/${spell(shopping.id)}/toggle`).set(auth).send({}).expect(404);
    await request(app.server).patch(`/api/shopping/${spell(shopping.id)}`).set(auth).send({ name: 'Changed' }).expect(404);
    await request(app.server).delete(`/api/shopping/${spell(shopping.id)}`).set(auth).expect(404);
    const pantryList = (await request(app.server).get('/api/pantry').set(auth).expect(200)).body as Array<{ name: string; status: string }>;
    expect(pantryList.map(({ name, status }) => [name, status])).toEqual([['Rice', 'In Stock']]);
    const shoppingList = (await request(app.server).get('/api/shopping').set(auth).expect(200)).body as Array<{ name: string; isShopped: boolean }>;
    expect(shoppingList.map(({ name, isShopped }) => [name, isShopped])).toEqual([['Milk', false]]);
  });
});
