import type { PantryItem, ShoppingItem } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

/**
 * The pantry's and the shopping list's whole lists are kept between reads (common/json-list.ts):
 * every way their rows change must show on the next read, the app's calls and writes it never saw.
 */
describe('kept lists: a read after any write shows the write', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let db: DataSource;
  beforeAll(() => {
    db = app.t.app.get(DataSource);
  });

  const pantry = async (token: string) => ((await request(app.server).get('/api/pantry').set(bearer(token)).expect(200)).body as PantryItem[]).map((i) => `${i.name}:${i.status}`);
  const shopping = async (token: string) =>
    ((await request(app.server).get('/api/shopping').set(bearer(token)).expect(200)).body as ShoppingItem[]).map((i) => `${i.name}:${i.isShopped}`);
  const post = (token: string, path: string, body: object) => request(app.server).post(path).set(bearer(token)).send(body).expect(201);

  it("through the pantry's calls, the shopping tick, and SQL the app never ran", async () => {
    const { accessToken: token, user } = await signUp(app.server);
    expect(await pantry(token)).toEqual([]);
    const milk = (await post(token, '/api/pantry', { name: 'Milk', status: 'In Stock' })).body as PantryItem;
    expect(await pantry(token)).toEqual(['Milk:In Stock']);
    expect(await pantry(token)).toEqual(['Milk:In Stock']);

    await request(app.server).patch(`/api/pantry/${milk.id}`).set(bearer(token)).send({ status: 'Low Stock' }).expect(200);
    expect(await pantry(token)).toEqual(['Milk:Low Stock']);

    const eggs = (await post(token, '/api/shopping', { name: 'Eggs', category: 'Dairy & Eggs' })).body as ShoppingItem;
    expect(await shopping(token)).toEqual(['Eggs:false']);
    await request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(bearer(token)).send({ autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true }).expect(200);
    expect(await shopping(token)).toEqual(['Eggs:true']);
    expect(await pantry(token)).toEqual(['Milk:Low Stock', 'Eggs:In Stock']);

    await db.query(`UPDATE pantry_items SET status = 'Out of Stock' WHERE user_id = $1 AND name = 'Milk'`, [user.id]);
    expect(await pantry(token)).toEqual(['Milk:Out of Stock', 'Eggs:In Stock']);
    await db.query(`INSERT INTO pantry_items (user_id, name, status) VALUES ($1, 'Rice', 'In Stock')`, [user.id]);
    expect(await pantry(token)).toEqual(['Milk:Out of Stock', 'Eggs:In Stock', 'Rice:In Stock']);
    await db.query(`DELETE FROM pantry_items WHERE user_id = $1 AND name = 'Eggs'`, [user.id]);
    expect(await pantry(token)).toEqual(['Milk:Out of Stock', 'Rice:In Stock']);

    await request(app.server).delete(`/api/pantry/${milk.id}`).set(bearer(token)).expect(204);
    expect(await pantry(token)).toEqual(['Rice:In Stock']);
    await request(app.server).delete('/api/shopping/completed/clear').set(bearer(token)).expect(200);
    expect(await shopping(token)).toEqual([]);
  });

  it("keeps each user's list their own, and a filtered read is never answered from the whole list", async () => {
    const [a, b] = [await signUp(app.server), await signUp(app.server)];
    await post(a.accessToken, '/api/pantry', { name: 'Apples', status: 'In Stock' });
    await post(b.accessToken, '/api/pantry', { name: 'Bread', status: 'Low Stock' });
    expect(await pantry(a.accessToken)).toEqual(['Apples:In Stock']);
    expect(await pantry(b.accessToken)).toEqual(['Bread:Low Stock']);
    expect(await pantry(a.accessToken)).toEqual(['Apples:In Stock']);
    const lowOnly = (await request(app.server).get('/api/pantry?status=Low%20Stock').set(bearer(b.accessToken)).expect(200)).body as PantryItem[];
    expect(lowOnly.map((i) => i.name)).toEqual(['Bread']);
    expect((await request(app.server).get('/api/pantry?status=In%20Stock').set(bearer(b.accessToken)).expect(200)).body).toEqual([]);
  });

  it('raises the version once per statement for each household it touched', async () => {
    const { accessToken: token, user } = await signUp(app.server);
    const version = async () =>
      (
        await db.query(
          `SELECT v.version::int AS v FROM list_versions v JOIN users u ON u.current_household_id = v.household_id WHERE u.id = $1 AND v.list = 'pantry_items'`,
          [user.id],
        )
      )[0]?.v ?? 0;
    expect(await version()).toBe(0);
    await post(token, '/api/pantry', { name: 'Oats', status: 'In Stock' });
    expect(await version()).toBe(1);
    await db.query(`INSERT INTO pantry_items (user_id, name, status) SELECT $1, 'Bean ' || n, 'In Stock' FROM generate_series(1, 3) n`, [user.id]);
    expect(await version()).toBe(2);
    await db.query(`UPDATE pantry_items SET status = 'Low Stock' WHERE user_id = $1 AND false`, [user.id]);
    expect(await version()).toBe(2);
  });
});
