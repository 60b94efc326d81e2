import { CATEGORY_NAMES, PANTRY_CATALOGUE, PANTRY_STATUSES, type CategoryName, type PantryItem } from '@mealapp/domain';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PANTRY_FULL, PANTRY_ITEMS_PER_HOUSEHOLD_MAX, PantryService } from '../src/pantry/pantry.service.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

const STATUS_MESSAGE = 'Status must be one of In Stock, Low Stock, Out of Stock';
const CATEGORY_MESSAGE = 'Category must be one of Dairy & Eggs, Bakery, Produce, Pantry, Meat, Seafood, Frozen, Beverages, Snacks';
const DATE_MESSAGE = 'Expiration date must be a calendar date (YYYY-MM-DD)';
const NOT_FOUND = { error: 'Pantry item not found' };

// Dates are checked as strings end to end; run this file with TZ=Pacific/Kiritimati or TZ=America/Los_Angeles too.

const TICK_ON = { autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true };
describe('pantry: /api/pantry', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let dataSource: DataSource;
  let pantry: PantryService;
  beforeAll(async () => {
    dataSource = app.t.app.get(DataSource);
    pantry = app.t.app.get(PantryService);
  });

  const rowCount = async (userId: number) =>
    Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM pantry_items WHERE user_id = $1', [userId]))[0].n);

  async function add(token: string, body: object): Promise<PantryItem> {
    return (await request(app.server).post('/api/pantry').set(bearer(token)).send(body).expect(201)).body as PantryItem;
  }
  async function list(token: string, query = ''): Promise<PantryItem[]> {
    return (await request(app.server).get(`/api/pantry${query}`).set(bearer(token)).expect(200)).body as PantryItem[];
  }

  it('answers 401 without a token on every call', async () => {
    for (const call of [
      request(app.server).get('/api/pantry'),
      request(app.server).get('/api/pantry/catalogue'),
      request(app.server).post('/api/pantry').send({ name: 'Milk', status: 'In Stock' }),
      request(app.server).patch('/api/pantry/1').send({ status: 'Low Stock' }),
      request(app.server).delete('/api/pantry/1'),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    }
    expect(Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM pantry_items'))[0].n)).toBe(0);
  });

  it('documents the calls in the committed OpenAPI file (kept fresh by openapi.int-spec.ts)', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/pantry'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    expect(operations.sort()).toEqual([
      'DELETE /api/pantry/{id} deletePantryItem',
      'GET /api/pantry listPantryItems',
      'GET /api/pantry/catalogue getPantryCatalogue',
      'PATCH /api/pantry/{id} updatePantryItem',
      'POST /api/pantry createPantryItem',
    ]);
    expect(document.paths['/api/pantry'].get.security).toEqual([{ bearer: [] }]);
    expect(document.components.schemas.PantryStatus.enum).toEqual(PANTRY_STATUSES);
    expect(document.components.schemas.CategoryName.enum).toEqual(CATEGORY_NAMES);
  });

  it('GET /api/pantry/catalogue answers the shared domain catalogue', async () => {
    const { accessToken } = await signUp(app.server);
    const res = await request(app.server).get('/api/pantry/catalogue').set(bearer(accessToken)).expect(200);
    expect(res.body).toEqual(PANTRY_CATALOGUE);
    expect(res.body).toContainEqual({ name: 'Milk', category: 'Dairy & Eggs', defaultStatus: 'In Stock', typicalShelfLife: 7 });
  });

  it('POST creates an item (201), trimming the name, and answers the five fields and who added it', async () => {
    const { accessToken, user } = await signUp(app.server);
    const res = await request(app.server)
      .post('/api/pantry')
      .set(bearer(accessToken))
      .send({ name: '  Milk  ', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-14' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-14', updatedBy: { id: user.id, name: user.name } });
    expect(await list(accessToken)).toEqual([res.body]);
  });

  it('POST without category or date stores null for both; explicit nulls too', async () => {
    const { accessToken, user } = await signUp(app.server);
    const bare = await add(accessToken, { name: 'Rice', status: 'Low Stock' });
    expect(bare).toEqual({ id: expect.any(Number), name: 'Rice', status: 'Low Stock', category: null, expirationDate: null, updatedBy: { id: user.id, name: user.name } });
    const nulls = await add(accessToken, { name: 'Salt', status: 'Out of Stock', category: null, expirationDate: null });
    expect(nulls).toMatchObject({ category: null, expirationDate: null });
  });

  it('accepts every status and every one of the nine categories, and a 100-character name', async () => {
    const { accessToken } = await signUp(app.server);
    for (const status of PANTRY_STATUSES) expect((await add(accessToken, { name: `S ${status}`, status })).status).toBe(status);
    for (const category of CATEGORY_NAMES) expect((await add(accessToken, { name: `C ${category}`, status: 'In Stock', category })).category).toBe(category);
    expect((await add(accessToken, { name: 'x'.repeat(100), status: 'In Stock' })).name).toHaveLength(100);
  });

  it('round-trips calendar dates unchanged (no time-zone drift), leap days included', async () => {
    const { accessToken } = await signUp(app.server);
    const dates = ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2028-02-29', '1999-12-31', '2100-06-15'];
    for (const expirationDate of dates) expect((await add(accessToken, { name: `D ${expirationDate}`, status: 'In Stock', expirationDate })).expirationDate).toBe(expirationDate);
    expect((await list(accessToken)).map((item) => item.expirationDate)).toEqual(dates);
    const stored = await dataSource.query<{ d: string }[]>(
      "SELECT to_char(expiration_date, 'YYYY-MM-DD') AS d FROM pantry_items WHERE name LIKE 'D %' ORDER BY id",
    );
    expect(stored.map((row) => row.d)).toEqual(dates);
  });

  describe('GET filters', () => {
    let token: string;
    let items: PantryItem[];
    beforeAll(async () => {
      token = (await signUp(app.server)).accessToken;
      items = [];
      for (const body of [
        { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs' },
        { name: 'Bread', status: 'Low Stock', category: 'Bakery' },
        { name: 'Eggs', status: 'Out of Stock', category: 'Dairy & Eggs' },
        { name: 'Mystery jar', status: 'In Stock', category: null },
        { name: 'Old tin', status: 'Out of Stock' },
      ]) {
        items.push(await add(token, body));
      }
    });

    it('lists all items ordered by id', async () => {
      const all = await list(token);
      expect(all).toEqual(items);
      expect(all.map((item) => item.id)).toEqual([...all.map((item) => item.id)].sort((a, b) => a - b));
    });

    it.each([
      ['?status=In%20Stock', ['Milk', 'Mystery jar']],
      ['?status=Out%20of%20Stock', ['Eggs', 'Old tin']],
      ['?category=Dairy%20%26%20Eggs', ['Milk', 'Eggs']],
      ['?category=Uncategorized', ['Mystery jar', 'Old tin']],
      ['?category=Seafood', []],
      ['?status=Out%20of%20Stock&category=Dairy%20%26%20Eggs', ['Eggs']],
      ['?status=In%20Stock&category=Uncategorized', ['Mystery jar']],
      ['?status=&category=', ['Milk', 'Bread', 'Eggs', 'Mystery jar', 'Old tin']],
    ])('filters %s', async (query, names) => {
      expect((await list(token, query)).map((item) => item.name)).toEqual(names);
    });

    it.each([
      ['?status=in%20stock', STATUS_MESSAGE],
      ['?status=Expired', STATUS_MESSAGE],
      ['?status=In%20Stock&status=Low%20Stock', STATUS_MESSAGE],
      ['?category=Dairy', 'Category must be one of Dairy & Eggs, Bakery, Produce, Pantry, Meat, Seafood, Frozen, Beverages, Snacks, Uncategorized'],
      ['?sort=name', 'property sort should not exist'],
    ])('answers 400 for %s, naming the parameter', async (query, error) => {
      const res = await request(app.server).get(`/api/pantry${query}`).set(bearer(token)).expect(400);
      expect(res.body).toEqual({ error });
    });
  });

  describe('POST validation: 400 with the message, nothing stored', () => {
    const valid = { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-14' };
    it.each([
      [{ ...valid, name: undefined }, 'Name is required'],
      [{ ...valid, name: '' }, 'Name is required'],
      [{ ...valid, name: '   ' }, 'Name is required'],
      [{ ...valid, name: null }, 'Name is required'],
      [{ ...valid, name: 42 }, 'Name is required'],
      [{ ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ ...valid, status: undefined }, STATUS_MESSAGE],
      [{ ...valid, status: null }, STATUS_MESSAGE],
      [{ ...valid, status: 'in stock' }, STATUS_MESSAGE],
      [{ ...valid, status: 'Expired' }, STATUS_MESSAGE],
      [{ ...valid, category: 'Dairy' }, CATEGORY_MESSAGE],
      [{ ...valid, category: 'Uncategorized' }, CATEGORY_MESSAGE],
      [{ ...valid, category: 1 }, CATEGORY_MESSAGE],
      [{ ...valid, expirationDate: '2026-02-30' }, DATE_MESSAGE],
      [{ ...valid, expirationDate: '2026-13-01' }, DATE_MESSAGE],
      [{ ...valid, expirationDate: '2026-2-3' }, DATE_MESSAGE],
      [{ ...valid, expirationDate: '2026-03-14T00:00:00Z' }, DATE_MESSAGE],
      [{ ...valid, expirationDate: '' }, DATE_MESSAGE],
      [{ ...valid, expirationDate: 20260314 }, DATE_MESSAGE],
      [{ ...valid, userId: 1 }, 'property userId should not exist'],
    ])('refuses %j', async (body, error) => {
      const { accessToken, user } = await signUp(app.server);
      const res = await request(app.server).post('/api/pantry').set(bearer(accessToken)).send(body).expect(400);
      expect(res.body).toEqual({ error });
      expect(await rowCount(user.id)).toBe(0);
    });
  });

  describe('PATCH /api/pantry/{id}', () => {
    let token: string;
    let item: PantryItem;
    beforeEach(async () => {
      token = (await signUp(app.server)).accessToken;
      item = await add(token, { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-14' });
    });
    const patch = (id: number | string, body: object) => request(app.server).patch(`/api/pantry/${id}`).set(bearer(token)).send(body);

    it('changes only the fields sent', async () => {
      const res = await patch(item.id, { status: 'Low Stock' }).expect(200);
      expect(res.body).toEqual({ ...item, status: 'Low Stock' });
      const renamed = await patch(item.id, { name: '  Oat milk ', category: 'Beverages', expirationDate: '2026-04-01' }).expect(200);
      expect(renamed.body).toEqual({ ...item, name: 'Oat milk', status: 'Low Stock', category: 'Beverages', expirationDate: '2026-04-01' });
      expect(await list(token)).toEqual([renamed.body]);
    });

    it('null clears the category and the date', async () => {
      const noCategory = await patch(item.id, { category: null }).expect(200);
      expect(noCategory.body).toEqual({ ...item, category: null });
      const noDate = await patch(item.id, { expirationDate: null }).expect(200);
      expect(noDate.body).toEqual({ ...item, category: null, expirationDate: null });
      expect(await list(token, '?category=Uncategorized')).toEqual([noDate.body]);
    });

    it.each([
      [{}, 'Nothing to update: send at least one of name, status, category, expirationDate'],
      [{ name: null }, 'Name is required'],
      [{ name: '  ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ status: null }, STATUS_MESSAGE],
      [{ status: 'Gone' }, STATUS_MESSAGE],
      [{ category: 'Fresh' }, CATEGORY_MESSAGE],
      [{ expirationDate: '2026-02-30' }, DATE_MESSAGE],
      [{ status: 'Low Stock', expirationDate: 'tomorrow' }, DATE_MESSAGE],
      // The id is the server's: ignored when sent (round-trip.int-spec.ts), so this changes nothing.
      [{ id: 99 }, 'Nothing to update: send at least one of name, status, category, expirationDate'],
    ])('refuses %j and changes nothing', async (body, error) => {
      const res = await patch(item.id, body).expect(400);
      expect(res.body).toEqual({ error });
      expect(await list(token)).toEqual([item]);
    });

    it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999'])('answers 404 for id %s', async (id) => {
      const res = await patch(id, { status: 'Low Stock' }).expect(404);
      expect(res.body).toEqual(NOT_FOUND);
    });
  });

  it('DELETE answers 204 with no body, then 404', async () => {
    const { accessToken } = await signUp(app.server);
    const keep = await add(accessToken, { name: 'Keep', status: 'In Stock' });
    const gone = await add(accessToken, { name: 'Gone', status: 'In Stock' });
    const res = await request(app.server).delete(`/api/pantry/${gone.id}`).set(bearer(accessToken)).expect(204);
    expect(res.text).toBe('');
    expect(await list(accessToken)).toEqual([keep]);
    expect((await request(app.server).delete(`/api/pantry/${gone.id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect((await request(app.server).delete('/api/pantry/abc').set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
  });

  it("isolation: user B never sees, changes or deletes A's items", async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const milk = await add(a.accessToken, { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs' });
    const bread = await add(b.accessToken, { name: 'Bread', status: 'In Stock', category: 'Bakery' });
    expect(await list(b.accessToken)).toEqual([bread]);
    expect(await list(b.accessToken, '?category=Dairy%20%26%20Eggs')).toEqual([]);
    expect(await list(b.accessToken, '?status=In%20Stock')).toEqual([bread]);
    const patched = await request(app.server).patch(`/api/pantry/${milk.id}`).set(bearer(b.accessToken)).send({ status: 'Out of Stock' }).expect(404);
    expect(patched.body).toEqual(NOT_FOUND);
    const deleted = await request(app.server).delete(`/api/pantry/${milk.id}`).set(bearer(b.accessToken)).expect(404);
    expect(deleted.body).toEqual(NOT_FOUND);
    expect(await list(a.accessToken)).toEqual([milk]);
  });

  it('deleting a user deletes their pantry (ON DELETE CASCADE)', async () => {
    const { accessToken, user } = await signUp(app.server);
    await add(accessToken, { name: 'Milk', status: 'In Stock' });
    await dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await rowCount(user.id)).toBe(0);
  });

  it(`caps a pantry at ${PANTRY_ITEMS_PER_HOUSEHOLD_MAX} items: 409, nothing stored`, async () => {
    const { accessToken, user } = await signUp(app.server);
    await dataSource.query(
      "INSERT INTO pantry_items (user_id, name, status) SELECT $1, 'Item ' || n, 'In Stock' FROM generate_series(1, $2::int) AS n",
      [user.id, PANTRY_ITEMS_PER_HOUSEHOLD_MAX],
    );
    const res = await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ name: 'One more', status: 'In Stock' }).expect(409);
    expect(res.body).toEqual({ error: PANTRY_FULL });
    expect(PANTRY_FULL).toBe('Your pantry is full: it holds at most 5,000 items. Delete some to add more.');
    await expect(dataSource.transaction((m) => pantry.applyTick(m, user.id, { name: 'One more', category: null, isShopped: true }, TICK_ON))).rejects.toBeInstanceOf(ConflictException);
    expect(await rowCount(user.id)).toBe(PANTRY_ITEMS_PER_HOUSEHOLD_MAX);
    expect(await list(accessToken)).toHaveLength(PANTRY_ITEMS_PER_HOUSEHOLD_MAX);
    // an existing name is still restocked when full
    const restocked = await dataSource.transaction((m) => pantry.applyTick(m, user.id, { name: 'item 7', category: null, isShopped: true }, TICK_ON));
    expect(restocked).toEqual([]);
  });

  describe('PantryService.applyTick (for the shopping module, in its transaction)', () => {
    const restock = (userId: number, name: string, category: CategoryName | null = null) =>
      dataSource.transaction((manager) => pantry.applyTick(manager, userId, { name, category, isShopped: true }, TICK_ON));
    const markOut = (userId: number, name: string) =>
      dataSource.transaction((manager) => pantry.applyTick(manager, userId, { name, category: null, isShopped: false }, TICK_ON));

    it('adds a new In Stock item with the category when none has the name', async () => {
      const { accessToken, user } = await signUp(app.server);
      const result = await restock(user.id, '  Greek Yogurt ', 'Dairy & Eggs');
      expect(result).toEqual([{ id: expect.any(Number), name: 'Greek Yogurt', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: null, updatedBy: { id: user.id, name: user.name } }]);
      expect(await list(accessToken)).toEqual(result);
    });

    it('sets an Out of Stock item of the same name (any case, trimmed) back to In Stock, keeping its other fields', async () => {
      const { accessToken, user } = await signUp(app.server);
      const eggs = await add(accessToken, { name: 'Eggs', status: 'Out of Stock', category: 'Dairy & Eggs', expirationDate: '2026-05-01' });
      const result = await restock(user.id, ' eGGs ', 'Produce');
      expect(result).toEqual([{ ...eggs, status: 'In Stock' }]);
      expect(await list(accessToken)).toEqual([{ ...eggs, status: 'In Stock' }]);
    });

    it.each(['In Stock', 'Low Stock'])('never duplicates when a %s item has the name', async (status) => {
      const { accessToken, user } = await signUp(app.server);
      const bread = await add(accessToken, { name: 'Bread', status, category: 'Bakery' });
      expect(await restock(user.id, 'BREAD', 'Bakery')).toEqual([]);
      expect(await restock(user.id, 'bread ', null)).toEqual([]);
      expect(await list(accessToken)).toEqual([bread]);
    });

    it('prefers leaving a stocked duplicate alone over restocking an Out of Stock one', async () => {
      const { accessToken, user } = await signUp(app.server);
      const out = await add(accessToken, { name: 'Milk', status: 'Out of Stock' });
      const low = await add(accessToken, { name: 'milk', status: 'Low Stock' });
      expect(await restock(user.id, 'Milk')).toEqual([]);
      expect(await list(accessToken)).toEqual([out, low]);
    });

    it("only looks at the user's own pantry", async () => {
      const a = await signUp(app.server);
      const b = await signUp(app.server);
      const aMilk = await add(a.accessToken, { name: 'Milk', status: 'Out of Stock' });
      expect(await restock(b.user.id, 'Milk', 'Dairy & Eggs')).toEqual([expect.objectContaining({ name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs' })]);
      expect(await list(a.accessToken)).toEqual([aMilk]);
      const bMilk = (await list(b.accessToken))[0];
      expect(await markOut(a.user.id, 'Milk')).toEqual([]);
      expect(await list(b.accessToken)).toEqual([bMilk]);
    });

    it('refuses a bad name or category before any SQL, so the transaction goes on', async () => {
      const { user } = await signUp(app.server);
      await dataSource.transaction(async (manager) => {
        const tick = (name: string, category: CategoryName | null) => pantry.applyTick(manager, user.id, { name, category, isShopped: true }, TICK_ON);
        await expect(tick('   ', null)).rejects.toThrow(new BadRequestException('Name is required'));
        await expect(tick('x'.repeat(101), null)).rejects.toThrow('Name must be at most 100 characters');
        await expect(tick('Tea', 'Drinks' as CategoryName)).rejects.toThrow(CATEGORY_MESSAGE);
        expect(await tick('Tea', 'Beverages')).toEqual([expect.objectContaining({ name: 'Tea', status: 'In Stock' })]);
      });
      expect(await rowCount(user.id)).toBe(1);
    });

    it("runs in the caller's transaction: rolled back with it", async () => {
      const { accessToken, user } = await signUp(app.server);
      const out = await add(accessToken, { name: 'Butter', status: 'Out of Stock' });
      await expect(
        dataSource.transaction(async (manager) => {
          await pantry.applyTick(manager, user.id, { name: 'Butter', category: null, isShopped: true }, TICK_ON);
          await pantry.applyTick(manager, user.id, { name: 'Jam', category: 'Pantry', isShopped: true }, TICK_ON);
          throw new Error('the toggle failed');
        }),
      ).rejects.toThrow('the toggle failed');
      expect(await list(accessToken)).toEqual([out]);
    });

    it('unticking turns In Stock items of that name Out of Stock and leaves Low Stock ones', async () => {
      const { accessToken, user } = await signUp(app.server);
      const milk = await add(accessToken, { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-14' });
      const lowMilk = await add(accessToken, { name: 'MILK', status: 'Low Stock' });
      const bread = await add(accessToken, { name: 'Bread', status: 'In Stock' });
      expect(await markOut(user.id, '  milk ')).toEqual([{ ...milk, status: 'Out of Stock' }]);
      expect(await list(accessToken)).toEqual([{ ...milk, status: 'Out of Stock' }, lowMilk, bread]);
      expect(await markOut(user.id, 'Milk')).toEqual([]);
      expect(await markOut(user.id, 'Cheese')).toEqual([]);
      expect(await markOut(user.id, '  ')).toEqual([]);
      // and ticking it again leaves the stocked (Low Stock) item alone
      expect(await restock(user.id, 'milk')).toEqual([]);
      expect(await list(accessToken)).toEqual([{ ...milk, status: 'Out of Stock' }, lowMilk, bread]);
    });

    it('tick, untick, tick: one item, back In Stock', async () => {
      const { accessToken, user } = await signUp(app.server);
      const [first] = await restock(user.id, 'Apples', 'Produce');
      await markOut(user.id, 'Apples');
      const again = await restock(user.id, 'apples', 'Produce');
      expect(again).toEqual([first]);
      expect(await list(accessToken)).toEqual([first]);
    });
  });
});
