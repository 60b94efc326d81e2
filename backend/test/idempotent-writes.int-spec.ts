import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENCY_MESSAGES, type PantryItem, type AttributedShoppingItem as ShoppingItem } from '@mealapp/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

type Method = 'post' | 'patch' | 'delete';

describe('Idempotency-Key on the pantry and shopping writes', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let dataSource: DataSource;
  beforeAll(() => {
    dataSource = app.t.app.get(DataSource);
  });

  const count = async (table: 'shopping_items' | 'pantry_items', userId: number) =>
    Number((await dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [userId]))[0].n);
  const keysOf = async (userId: number) =>
    (await dataSource.query<{ key: string }[]>('SELECT key FROM idempotent_writes WHERE user_id = $1 ORDER BY created_at', [userId])).map((row) => row.key);

  /** One write as the device sends it: the same method, path, body and key every time. */
  function send(token: string, method: Method, path: string, key: string | null, body?: object) {
    const call = request(app.server)[method](path).set(bearer(token));
    if (key !== null) call.set('Idempotency-Key', key);
    return body === undefined ? call : call.send(body);
  }

  async function addShopping(token: string, name: string): Promise<ShoppingItem> {
    return (await send(token, 'post', '/api/shopping', null, { name }).expect(201)).body as ShoppingItem;
  }

  it('a POST replayed creates one row and answers the same id, on both lists', async () => {
    const { user, accessToken } = await signUp(app.server);
    for (const [path, table, body] of [
      ['/api/shopping', 'shopping_items', { name: 'Milk', quantity: '1 gallon' }],
      ['/api/pantry', 'pantry_items', { name: 'Rice', status: 'In Stock' }],
    ] as const) {
      const key = randomUUID();
      const first = await send(accessToken, 'post', path, key, body).expect(201);
      const again = await send(accessToken, 'post', path, key, body).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await count(table, user.id)).toBe(1);
    }
  });

  it('a toggle replayed toggles once, and its pantry side effect happens once', async () => {
    const { user, accessToken } = await signUp(app.server);
    const milk = await addShopping(accessToken, 'Milk');
    const key = randomUUID();
    const settings = { autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true };
    const first = await send(accessToken, 'patch', `/api/shopping/${milk.id}/toggle`, key, settings).expect(200);
    const again = await send(accessToken, 'patch', `/api/shopping/${milk.id}/toggle`, key, settings).expect(200);
    expect(first.body).toEqual({ ...milk, isShopped: true, checkedBy: milk.addedBy });
    expect(again.body).toEqual(first.body);
    const rows = await dataSource.query<{ is_shopped: boolean }[]>('SELECT is_shopped FROM shopping_items WHERE id = $1', [milk.id]);
    expect(rows).toEqual([{ is_shopped: true }]);
    expect(await count('pantry_items', user.id)).toBe(1);
  });

  it('a replayed DELETE answers as the first did (204), though the item is gone', async () => {
    const { accessToken } = await signUp(app.server);
    const milk = await addShopping(accessToken, 'Milk');
    const key = randomUUID();
    const first = await send(accessToken, 'delete', `/api/shopping/${milk.id}`, key).expect(204);
    const again = await send(accessToken, 'delete', `/api/shopping/${milk.id}`, key).expect(204);
    expect(again.text).toBe(first.text);
    // Without the key, the repeat is a new request: the item is not there any more.
    await send(accessToken, 'delete', `/api/shopping/${milk.id}`, null).expect(404);
  });

  it('clear-completed and combine-similar replayed answer the first result and run once', async () => {
    const { user, accessToken } = await signUp(app.server);
    const eggs = await addShopping(accessToken, 'Eggs');
    await send(accessToken, 'patch', `/api/shopping/${eggs.id}/toggle`, null, { autoAddShoppedToPantry: false }).expect(200);
    const clearKey = randomUUID();
    const cleared = await send(accessToken, 'delete', '/api/shopping/completed/clear', clearKey).expect(200);
    expect(cleared.body).toEqual({ deletedCount: 1 });
    // A new ticked item: a repeat that ran again would delete it and count 1 again.
    const flour = await addShopping(accessToken, 'Flour');
    await send(accessToken, 'patch', `/api/shopping/${flour.id}/toggle`, null, { autoAddShoppedToPantry: false }).expect(200);
    expect((await send(accessToken, 'delete', '/api/shopping/completed/clear', clearKey).expect(200)).body).toEqual({ deletedCount: 1 });
    expect(await count('shopping_items', user.id)).toBe(1);

    await addShopping(accessToken, 'Tomato');
    await addShopping(accessToken, 'Tomatoes');
    const combineKey = randomUUID();
    const combined = await send(accessToken, 'post', '/api/shopping/combine-similar', combineKey).expect(200);
    const again = await send(accessToken, 'post', '/api/shopping/combine-similar', combineKey).expect(200);
    expect(again.body).toEqual(combined.body);
  });

  it('concurrent duplicates are applied once and all get the same answer', async () => {
    const { user, accessToken } = await signUp(app.server);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(accessToken, 'post', '/api/shopping', key, { name: 'Bread' })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as ShoppingItem).id)).size).toBe(1);
    expect(await count('shopping_items', user.id)).toBe(1);

    const milk = await addShopping(accessToken, 'Milk');
    const toggleKey = randomUUID();
    const toggles = await Promise.all(
      Array.from({ length: 4 }, () => send(accessToken, 'patch', `/api/shopping/${milk.id}/toggle`, toggleKey, { autoAddShoppedToPantry: false })),
    );
    expect(toggles.map((answer) => [answer.status, (answer.body as ShoppingItem).isShopped])).toEqual(Array.from({ length: 4 }, () => [200, true]));
  });

  it("another user's key is independent: the same key runs again for them, and each sees only their own", async () => {
    const ada = await signUp(app.server);
    const bob = await signUp(app.server);
    const key = randomUUID();
    const adas = (await send(ada.accessToken, 'post', '/api/pantry', key, { name: 'Salt', status: 'In Stock' }).expect(201)).body as PantryItem;
    const bobs = (await send(bob.accessToken, 'post', '/api/pantry', key, { name: 'Salt', status: 'In Stock' }).expect(201)).body as PantryItem;
    expect(bobs.id).not.toBe(adas.id);
    expect(await count('pantry_items', ada.user.id)).toBe(1);
    expect(await count('pantry_items', bob.user.id)).toBe(1);
    expect(await keysOf(ada.user.id)).toEqual([key]);
    expect(await keysOf(bob.user.id)).toEqual([key]);
    // Bob's repeat of Ada's key on Ada's item is Bob's own request: her item is not his (404), and her answer is not his.
    await send(bob.accessToken, 'delete', `/api/pantry/${adas.id}`, randomUUID()).expect(404);
    expect(await count('pantry_items', ada.user.id)).toBe(1);
  });

  it.each([
    ['another body', 'post', '/api/shopping', { name: 'Cheese' }],
    ['another method and path', 'delete', '/api/shopping/1', undefined],
  ] as const)('the same key for a different request (%s) answers 422 and does nothing', async (_name, method, path, body) => {
    const { user, accessToken } = await signUp(app.server);
    const key = randomUUID();
    await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(201);
    const res = await send(accessToken, method, path, key, body).expect(422);
    expect(res.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reused });
    expect(await count('shopping_items', user.id)).toBe(1);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['not UUID-ish', 'milk milk milk milk milk'],
    ['empty', ''],
  ])('a bad header (%s) answers 400 and does nothing', async (_name, key) => {
    const { user, accessToken } = await signUp(app.server);
    const res = await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(400);
    expect(res.body).toEqual({ error: IDEMPOTENCY_MESSAGES.invalid });
    expect(await count('shopping_items', user.id)).toBe(0);
    expect(await keysOf(user.id)).toEqual([]);
  });

  it('a refused write keeps nothing for its key: a repeat runs again and may succeed', async () => {
    const { user, accessToken } = await signUp(app.server);
    const key = randomUUID();
    const milk = await addShopping(accessToken, 'Milk');
    // Nothing to update: refused (400), nothing changed.
    await send(accessToken, 'patch', `/api/shopping/${milk.id}`, key, {}).expect(400);
    expect(await keysOf(user.id)).toEqual([]);
    await send(accessToken, 'delete', `/api/shopping/${milk.id + 1000}`, key).expect(404);
    expect(await keysOf(user.id)).toEqual([]);
  });

  it(`a key older than ${IDEMPOTENCY_KEY_DAYS} days has expired: a repeat runs again`, async () => {
    const { user, accessToken } = await signUp(app.server);
    const key = randomUUID();
    await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(201);
    await dataSource.query(`UPDATE idempotent_writes SET created_at = now() - interval '${IDEMPOTENCY_KEY_DAYS + 1} days' WHERE user_id = $1`, [user.id]);
    await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(201);
    expect(await count('shopping_items', user.id)).toBe(2);
  });

  it('a claim left without an answer by a stopped process is refused (409), never run twice', async () => {
    const { user, accessToken } = await signUp(app.server);
    const key = randomUUID();
    await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(201);
    await dataSource.query(
      `UPDATE idempotent_writes SET status_code = NULL, body = NULL, completed_at = NULL, created_at = now() - interval '1 hour' WHERE user_id = $1`,
      [user.id],
    );
    const res = await send(accessToken, 'post', '/api/shopping', key, { name: 'Milk' }).expect(409);
    expect(res.body).toEqual({ error: IDEMPOTENCY_MESSAGES.unfinished });
    expect(await count('shopping_items', user.id)).toBe(1);
  });

  it('writes without the header run as before, and reads ignore it', async () => {
    const { user, accessToken } = await signUp(app.server);
    await send(accessToken, 'post', '/api/shopping', null, { name: 'Milk' }).expect(201);
    await send(accessToken, 'post', '/api/shopping', null, { name: 'Milk' }).expect(201);
    expect(await count('shopping_items', user.id)).toBe(2);
    await request(app.server).get('/api/shopping').set(bearer(accessToken)).set('Idempotency-Key', 'x').expect(200);
    expect(await keysOf(user.id)).toEqual([]);
  });
});
