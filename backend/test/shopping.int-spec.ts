import { CATEGORY_NAMES, type CombineResult, type PantryItem, type AttributedShoppingItem as ShoppingItem } from '@mealapp/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PANTRY_FULL, PANTRY_ITEMS_PER_HOUSEHOLD_MAX, PantryService } from '../src/pantry/pantry.service.js';
import { SHOPPING_ITEMS_PER_HOUSEHOLD_MAX, SHOPPING_LIST_FULL } from '../src/shopping/shopping.service.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

const CATEGORY_MESSAGE = 'Category must be one of Dairy & Eggs, Bakery, Produce, Pantry, Meat, Seafood, Frozen, Beverages, Snacks';
const NOT_FOUND = { error: 'Shopping item not found' };

describe('shopping: /api/shopping', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let dataSource: DataSource;
  let pantry: PantryService;
  beforeAll(async () => {
    dataSource = app.t.app.get(DataSource);
    pantry = app.t.app.get(PantryService);
  });
  afterEach(() => jest.restoreAllMocks());

  const rowCount = async (userId: number) =>
    Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM shopping_items WHERE user_id = $1', [userId]))[0].n);

  async function add(token: string, body: object): Promise<ShoppingItem> {
    return (await request(app.server).post('/api/shopping').set(bearer(token)).send(body).expect(201)).body as ShoppingItem;
  }
  async function list(token: string): Promise<ShoppingItem[]> {
    return (await request(app.server).get('/api/shopping').set(bearer(token)).expect(200)).body as ShoppingItem[];
  }
  async function pantryList(token: string): Promise<PantryItem[]> {
    return (await request(app.server).get('/api/pantry').set(bearer(token)).expect(200)).body as PantryItem[];
  }
  async function addPantry(token: string, body: object): Promise<PantryItem> {
    return (await request(app.server).post('/api/pantry').set(bearer(token)).send(body).expect(201)).body as PantryItem;
  }
  const toggle = (token: string, id: number | string, settings?: object) => {
    const call = request(app.server).patch(`/api/shopping/${id}/toggle`).set(bearer(token));
    return settings === undefined ? call : call.send(settings);
  };
  const combine = (token: string) => request(app.server).post('/api/shopping/combine-similar').set(bearer(token));
  const clear = (token: string) => request(app.server).delete('/api/shopping/completed/clear').set(bearer(token));

  it('answers 401 without a token on every call', async () => {
    for (const call of [
      request(app.server).get('/api/shopping'),
      request(app.server).post('/api/shopping').send({ name: 'Milk' }),
      request(app.server).patch('/api/shopping/1').send({ name: 'Milk' }),
      request(app.server).delete('/api/shopping/1'),
      request(app.server).patch('/api/shopping/1/toggle'),
      request(app.server).delete('/api/shopping/completed/clear'),
      request(app.server).post('/api/shopping/combine-similar'),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    }
    expect(Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM shopping_items'))[0].n)).toBe(0);
  });

  it('documents the calls in the committed OpenAPI file (kept fresh by openapi.int-spec.ts)', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown; requestBody?: { required?: boolean } }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/shopping'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    expect(operations.sort()).toEqual([
      'DELETE /api/shopping/completed/clear clearCompletedShoppingItems',
      'DELETE /api/shopping/{id} deleteShoppingItem',
      'GET /api/shopping listShoppingItems',
      'PATCH /api/shopping/{id} updateShoppingItem',
      'PATCH /api/shopping/{id}/toggle toggleShoppingItem',
      'POST /api/shopping createShoppingItem',
      'POST /api/shopping/combine-similar combineSimilarShoppingItems',
    ]);
    expect(document.paths['/api/shopping'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/shopping/{id}/toggle'].patch.requestBody?.required).toBe(false);
    expect(Object.keys(document.components.schemas.ShoppingItemDto.properties ?? {}).sort()).toEqual(['addedBy', 'category', 'checkedBy', 'id', 'isShopped', 'name', 'quantity', 'updatedBy']);
    expect(document.components.schemas.CombineResultDto.required).toEqual(
      expect.arrayContaining(['success', 'message', 'originalCount', 'combinedCount', 'combinations']),
    );
    expect(document.components.schemas.ClearCompletedResultDto.required).toEqual(['deletedCount']);
  });

  describe('POST /api/shopping', () => {
    it('creates an item (201), trimming name and quantity, answering the five fields and who added it', async () => {
      const { accessToken, user } = await signUp(app.server);
      const me = { id: user.id, name: user.name };
      const res = await request(app.server)
        .post('/api/shopping')
        .set(bearer(accessToken))
        .send({ name: '  Bananas ', quantity: ' 6 ', category: 'Produce', isShopped: false })
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), name: 'Bananas', quantity: '6', category: 'Produce', isShopped: false, addedBy: me, checkedBy: null, updatedBy: me });
      expect(await list(accessToken)).toEqual([res.body]);
    });

    it('defaults: category Produce, quantity null, not shopped; empty or blank quantity is none', async () => {
      const { accessToken, user } = await signUp(app.server);
      const me = { id: user.id, name: user.name };
      expect(await add(accessToken, { name: 'Apples' })).toEqual({ id: expect.any(Number), name: 'Apples', quantity: null, category: 'Produce', isShopped: false, addedBy: me, checkedBy: null, updatedBy: me });
      expect(await add(accessToken, { name: 'Pears', quantity: '', category: null })).toMatchObject({ quantity: null, category: 'Produce' });
      expect(await add(accessToken, { name: 'Plums', quantity: '   ' })).toMatchObject({ quantity: null });
      expect(await add(accessToken, { name: 'Kiwis', quantity: null, isShopped: true })).toMatchObject({ quantity: null, isShopped: true, checkedBy: me });
    });

    it('accepts each of the nine categories, a 100-character name and a 60-character quantity', async () => {
      const { accessToken } = await signUp(app.server);
      for (const category of CATEGORY_NAMES) expect((await add(accessToken, { name: `C ${category}`, category })).category).toBe(category);
      const long = await add(accessToken, { name: 'x'.repeat(100), quantity: 'q'.repeat(60) });
      expect([long.name.length, long.quantity?.length]).toEqual([100, 60]);
    });

    const valid = { name: 'Milk', category: 'Dairy & Eggs', quantity: '1 gallon', isShopped: false };
    it.each([
      [{ ...valid, name: undefined }, 'Name is required'],
      [{ ...valid, name: '' }, 'Name is required'],
      [{ ...valid, name: '   ' }, 'Name is required'],
      [{ ...valid, name: null }, 'Name is required'],
      [{ ...valid, name: 42 }, 'Name is required'],
      [{ ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ ...valid, category: 'Dairy' }, CATEGORY_MESSAGE],
      [{ ...valid, category: 'Uncategorized' }, CATEGORY_MESSAGE],
      [{ ...valid, category: 3 }, CATEGORY_MESSAGE],
      [{ ...valid, quantity: 2 }, 'Quantity must be text'],
      [{ ...valid, quantity: ['1'] }, 'Quantity must be text'],
      [{ ...valid, quantity: 'q'.repeat(61) }, 'Quantity must be at most 60 characters'],
      [{ ...valid, isShopped: 'yes' }, 'isShopped must be true or false'],
      [{ ...valid, isShopped: 1 }, 'isShopped must be true or false'],
      [{ ...valid, userId: 1 }, 'property userId should not exist'],
    ])('refuses %j with 400 and stores nothing', async (body, error) => {
      const { accessToken, user } = await signUp(app.server);
      const res = await request(app.server).post('/api/shopping').set(bearer(accessToken)).send(body).expect(400);
      expect(res.body).toEqual({ error });
      expect(await rowCount(user.id)).toBe(0);
    });

    it(`caps a list at ${SHOPPING_ITEMS_PER_HOUSEHOLD_MAX} items: 409, nothing stored`, async () => {
      const { accessToken, user } = await signUp(app.server);
      await dataSource.query(
        "INSERT INTO shopping_items (user_id, name, category) SELECT $1, 'Item ' || n, 'Produce' FROM generate_series(1, $2::int) AS n",
        [user.id, SHOPPING_ITEMS_PER_HOUSEHOLD_MAX],
      );
      const res = await request(app.server).post('/api/shopping').set(bearer(accessToken)).send({ name: 'One more' }).expect(409);
      expect(res.body).toEqual({ error: SHOPPING_LIST_FULL });
      expect(SHOPPING_LIST_FULL).toBe('Your shopping list is full: it holds at most 5,000 items. Delete some to add more.');
      expect(await rowCount(user.id)).toBe(SHOPPING_ITEMS_PER_HOUSEHOLD_MAX);
    });
  });

  it('GET lists the items ordered by id', async () => {
    const { accessToken } = await signUp(app.server);
    const items = [];
    for (const name of ['Zucchini', 'Apples', 'Milk']) items.push(await add(accessToken, { name }));
    const all = await list(accessToken);
    expect(all).toEqual(items);
    expect(all.map((item) => item.id)).toEqual([...all.map((item) => item.id)].sort((a, b) => a - b));
  });

  describe('PATCH /api/shopping/{id}', () => {
    let token: string;
    let item: ShoppingItem;
    beforeEach(async () => {
      token = (await signUp(app.server)).accessToken;
      item = await add(token, { name: 'Milk', quantity: '1 gallon', category: 'Dairy & Eggs' });
    });
    const patch = (id: number | string, body: object) => request(app.server).patch(`/api/shopping/${id}`).set(bearer(token)).send(body);

    it('changes only the fields sent', async () => {
      expect((await patch(item.id, { quantity: ' 2 gallons ' }).expect(200)).body).toEqual({ ...item, quantity: '2 gallons' });
      const renamed = await patch(item.id, { name: ' Oat milk ', category: 'Beverages', isShopped: true }).expect(200);
      expect(renamed.body).toEqual({ ...item, name: 'Oat milk', quantity: '2 gallons', category: 'Beverages', isShopped: true, checkedBy: item.addedBy });
      expect(await list(token)).toEqual([renamed.body]);
    });

    it('null, empty or blank clears the quantity', async () => {
      for (const quantity of [null, '', '  ']) {
        await patch(item.id, { quantity: '1' }).expect(200);
        expect((await patch(item.id, { quantity }).expect(200)).body).toEqual({ ...item, quantity: null });
      }
    });

    it('setting isShopped by PATCH has no pantry side effects (the toggle call has them)', async () => {
      await patch(item.id, { isShopped: true }).expect(200);
      expect(await pantryList(token)).toEqual([]);
    });

    it.each([
      [{}, 'Nothing to update: send at least one of name, category, quantity, isShopped'],
      [{ name: null }, 'Name is required'],
      [{ name: '  ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ category: null }, CATEGORY_MESSAGE],
      [{ category: 'Fresh' }, CATEGORY_MESSAGE],
      [{ quantity: 3 }, 'Quantity must be text'],
      [{ quantity: 'q'.repeat(61) }, 'Quantity must be at most 60 characters'],
      [{ isShopped: null }, 'isShopped must be true or false'],
      [{ isShopped: 'true' }, 'isShopped must be true or false'],
      // The id is the server's: ignored when sent (round-trip.int-spec.ts), so this changes nothing.
      [{ id: 99 }, 'Nothing to update: send at least one of name, category, quantity, isShopped'],
    ])('refuses %j with 400 and changes nothing', async (body, error) => {
      const res = await patch(item.id, body).expect(400);
      expect(res.body).toEqual({ error });
      expect(await list(token)).toEqual([item]);
    });

    it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999'])('answers 404 for id %s', async (id) => {
      expect((await patch(id, { name: 'Bread' }).expect(404)).body).toEqual(NOT_FOUND);
    });
  });

  it('DELETE answers 204 with no body, then 404', async () => {
    const { accessToken } = await signUp(app.server);
    const keep = await add(accessToken, { name: 'Keep' });
    const gone = await add(accessToken, { name: 'Gone' });
    const res = await request(app.server).delete(`/api/shopping/${gone.id}`).set(bearer(accessToken)).expect(204);
    expect(res.text).toBe('');
    expect(await list(accessToken)).toEqual([keep]);
    expect((await request(app.server).delete(`/api/shopping/${gone.id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect((await request(app.server).delete('/api/shopping/abc').set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
  });

  describe('PATCH /api/shopping/{id}/toggle', () => {
    it('flips isShopped and answers the item; with no body both settings default to on', async () => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Greek Yogurt', quantity: '2 cups', category: 'Dairy & Eggs' });
      const ticked = await toggle(accessToken, item.id).expect(200);
      expect(ticked.body).toEqual({ ...item, isShopped: true, checkedBy: item.addedBy });
      const [yogurt] = await pantryList(accessToken);
      expect(await pantryList(accessToken)).toEqual([{ id: expect.any(Number), name: 'Greek Yogurt', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: null, updatedBy: item.addedBy }]);
      const unticked = await toggle(accessToken, item.id).expect(200);
      expect(unticked.body).toEqual(item);
      expect(await pantryList(accessToken)).toEqual([{ ...yogurt, status: 'Out of Stock' }]);
      expect(await list(accessToken)).toEqual([item]);
    });

    it('ticking restocks an Out of Stock pantry item of the same name (case, spaces), keeping its fields', async () => {
      const { accessToken } = await signUp(app.server);
      const eggs = await addPantry(accessToken, { name: 'Eggs', status: 'Out of Stock', category: 'Dairy & Eggs', expirationDate: '2026-05-01' });
      const item = await add(accessToken, { name: ' eGGs ', category: 'Produce' });
      await toggle(accessToken, item.id, { autoAddShoppedToPantry: true }).expect(200);
      expect(await pantryList(accessToken)).toEqual([{ ...eggs, status: 'In Stock' }]);
    });

    it('repeated ticking and unticking never creates duplicate pantry items', async () => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Bread', category: 'Bakery' });
      const other = await add(accessToken, { name: 'BREAD', category: 'Bakery' });
      for (let i = 0; i < 5; i += 1) await toggle(accessToken, item.id).expect(200);
      await toggle(accessToken, other.id).expect(200);
      const pantryItems = await pantryList(accessToken);
      expect(pantryItems).toEqual([{ id: expect.any(Number), name: 'Bread', status: 'In Stock', category: 'Bakery', expirationDate: null, updatedBy: item.addedBy }]);
      expect((await list(accessToken)).map((i) => i.isShopped)).toEqual([true, true]);
    });

    it('a Low Stock or In Stock pantry item is left alone on tick', async () => {
      const { accessToken } = await signUp(app.server);
      const low = await addPantry(accessToken, { name: 'Rice', status: 'Low Stock', category: 'Pantry' });
      const item = await add(accessToken, { name: 'rice', category: 'Pantry' });
      await toggle(accessToken, item.id).expect(200);
      expect(await pantryList(accessToken)).toEqual([low]);
      await toggle(accessToken, item.id).expect(200);
      expect(await pantryList(accessToken)).toEqual([low]);
    });

    it('autoAddShoppedToPantry false: ticking and unticking leave the pantry alone', async () => {
      const { accessToken } = await signUp(app.server);
      const out = await addPantry(accessToken, { name: 'Milk', status: 'Out of Stock' });
      const item = await add(accessToken, { name: 'Milk', category: 'Dairy & Eggs' });
      const off = { autoAddShoppedToPantry: false, autoUpdatePantryOnUncheck: true };
      expect((await toggle(accessToken, item.id, off).expect(200)).body).toEqual({ ...item, isShopped: true, checkedBy: item.addedBy });
      expect(await pantryList(accessToken)).toEqual([out]);
      const inStock = (await request(app.server).patch(`/api/pantry/${out.id}`).set(bearer(accessToken)).send({ status: 'In Stock' }).expect(200)).body as PantryItem;
      expect((await toggle(accessToken, item.id, off).expect(200)).body).toEqual(item);
      expect(await pantryList(accessToken)).toEqual([inStock]);
    });

    it('autoUpdatePantryOnUncheck false: ticking adds, unticking changes nothing', async () => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Salmon', category: 'Seafood' });
      await toggle(accessToken, item.id, { autoUpdatePantryOnUncheck: false }).expect(200);
      const added = await pantryList(accessToken);
      expect(added).toEqual([expect.objectContaining({ name: 'Salmon', status: 'In Stock', category: 'Seafood' })]);
      expect((await toggle(accessToken, item.id, { autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: false }).expect(200)).body.isShopped).toBe(false);
      expect(await pantryList(accessToken)).toEqual(added);
    });

    it('unticking with both on only turns In Stock items Out of Stock', async () => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Butter', category: 'Dairy & Eggs', isShopped: true });
      const low = await addPantry(accessToken, { name: 'Butter', status: 'Low Stock' });
      await toggle(accessToken, item.id, { autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true }).expect(200);
      expect(await pantryList(accessToken)).toEqual([low]);
    });

    it.each([
      [{ autoAddShoppedToPantry: 'yes' }, 'autoAddShoppedToPantry must be true or false'],
      [{ autoUpdatePantryOnUncheck: null }, 'autoUpdatePantryOnUncheck must be true or false'],
      [{ isShopped: true }, 'property isShopped should not exist'],
    ])('refuses settings %j with 400 and changes nothing', async (body, error) => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Tea', category: 'Beverages' });
      expect((await toggle(accessToken, item.id, body).expect(400)).body).toEqual({ error });
      expect(await list(accessToken)).toEqual([item]);
      expect(await pantryList(accessToken)).toEqual([]);
    });

    it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for id %s', async (id) => {
      const { accessToken } = await signUp(app.server);
      expect((await toggle(accessToken, id).expect(404)).body).toEqual(NOT_FOUND);
    });

    it('a failing pantry step (after it wrote) rolls back the whole toggle: 500, item and pantry unchanged', async () => {
      const { accessToken } = await signUp(app.server);
      const out = await addPantry(accessToken, { name: 'Jam', status: 'Out of Stock', category: 'Pantry' });
      const jam = await add(accessToken, { name: 'Jam', category: 'Pantry' });
      const cheese = await add(accessToken, { name: 'Cheese', category: 'Dairy & Eggs' });
      const applyTick = pantry.applyTick.bind(pantry);
      jest.spyOn(pantry, 'applyTick').mockImplementation(async (...args) => {
        await applyTick(...args);
        throw new Error('the pantry step failed');
      });
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const item of [jam, cheese]) {
        expect((await toggle(accessToken, item.id).expect(500)).body).toEqual({ error: 'Failed to toggle shopping item' });
      }
      expect(await list(accessToken)).toEqual([jam, cheese]);
      expect(await pantryList(accessToken)).toEqual([out]);
    });

    it('a database error in the pantry step rolls back the toggle (a trigger refuses the insert)', async () => {
      const { accessToken, user } = await signUp(app.server);
      jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM logs the refused query
      await dataSource.query(`
        CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.name = 'Poison' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
          RETURN NEW;
        END $$`);
      await dataSource.query('CREATE TRIGGER refuse_poison BEFORE INSERT ON pantry_items FOR EACH ROW EXECUTE FUNCTION refuse_poison()');
      try {
        const item = await add(accessToken, { name: 'Poison', category: 'Pantry' });
        const res = await toggle(accessToken, item.id).expect(500);
        expect(res.body).toEqual({ error: 'Failed to toggle shopping item' });
        expect(await list(accessToken)).toEqual([item]);
        expect(await pantryList(accessToken)).toEqual([]);
        // the connection is healthy afterwards and other items still tick
        const fine = await add(accessToken, { name: 'Honey', category: 'Pantry' });
        await toggle(accessToken, fine.id).expect(200);
        expect((await pantryList(accessToken)).map((p) => p.name)).toEqual(['Honey']);
      } finally {
        await dataSource.query('DROP TRIGGER refuse_poison ON pantry_items');
        await dataSource.query('DROP FUNCTION refuse_poison()');
      }
      expect(await rowCount(user.id)).toBe(2);
    });

    it('a full pantry refuses the tick with 409 and the item stays unticked', async () => {
      const { accessToken, user } = await signUp(app.server);
      await dataSource.query(
        "INSERT INTO pantry_items (user_id, name, status) SELECT $1, 'Item ' || n, 'In Stock' FROM generate_series(1, $2::int) AS n",
        [user.id, PANTRY_ITEMS_PER_HOUSEHOLD_MAX],
      );
      const item = await add(accessToken, { name: 'One more', category: 'Snacks' });
      expect((await toggle(accessToken, item.id).expect(409)).body).toEqual({ error: PANTRY_FULL });
      expect(await list(accessToken)).toEqual([item]);
      // with auto-add off the tick goes through
      await toggle(accessToken, item.id, { autoAddShoppedToPantry: false }).expect(200);
    });

    it('concurrent toggles of one item serialise: the state follows the count, one pantry item', async () => {
      const { accessToken } = await signUp(app.server);
      const item = await add(accessToken, { name: 'Coffee', category: 'Beverages' });
      const answers = await Promise.all(Array.from({ length: 5 }, () => toggle(accessToken, item.id)));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((res) => (res.body as ShoppingItem).isShopped).length).toBe(3);
      expect((await list(accessToken))[0].isShopped).toBe(true);
      const pantryItems = await pantryList(accessToken);
      expect(pantryItems).toEqual([expect.objectContaining({ name: 'Coffee', status: 'In Stock' })]);
    });
  });

  it('DELETE /api/shopping/completed/clear deletes completed items only and answers deletedCount', async () => {
    const { accessToken } = await signUp(app.server);
    const pending = await add(accessToken, { name: 'Apples' });
    const done1 = await add(accessToken, { name: 'Bread', isShopped: true });
    const done2 = await add(accessToken, { name: 'Milk' });
    await toggle(accessToken, done2.id, { autoAddShoppedToPantry: false }).expect(200);
    expect((await clear(accessToken).expect(200)).body).toEqual({ deletedCount: 2 });
    expect(await list(accessToken)).toEqual([pending]);
    expect((await clear(accessToken).expect(200)).body).toEqual({ deletedCount: 0 });
    expect(done1.isShopped).toBe(true);
  });

  describe('POST /api/shopping/combine-similar', () => {
    it('merges unchecked items naming the same thing, saves the plan, leaves checked items, and is idempotent', async () => {
      const { accessToken } = await signUp(app.server);
      const tomatoes = await add(accessToken, { name: 'Tomatoes', quantity: '2 lb', category: 'Produce' });
      const milk = await add(accessToken, { name: 'Milk', quantity: '1 gallon', category: 'Dairy & Eggs' });
      const tomato = await add(accessToken, { name: ' tomato', quantity: '1 lb', category: 'Meat' });
      const checkedBread = await add(accessToken, { name: 'Bread', category: 'Bakery', isShopped: true });
      const bread = await add(accessToken, { name: 'bread', category: 'Bakery' });
      const scallions = await add(accessToken, { name: 'Scallions', quantity: '1 bunch' });
      const greenOnion = await add(accessToken, { name: 'green onion', quantity: '2 bunches' });
      const eggs = await add(accessToken, { name: 'Eggs', category: 'Dairy & Eggs' });

      const res = await combine(accessToken).expect(200);
      const result = res.body as CombineResult;
      expect(result).toEqual({
        success: true,
        outcome: 'combined',
        message: 'Successfully combined 7 items into 5 items!',
        originalCount: 7,
        combinedCount: 5,
        combinations: [
          {
            originalItems: ['Tomatoes', 'tomato'],
            combinedItem: { name: 'Tomatoes', quantity: '3 lb', category: 'Produce' },
            notes: expect.any(String),
          },
          {
            originalItems: ['Scallions', 'green onion'],
            combinedItem: { name: 'Scallions', quantity: '3 bunches', category: 'Produce' },
            notes: 'Merged 2 entries naming the same item. Added quantities.',
          },
        ],
        plan: {
          keep: [
            { id: tomatoes.id, name: 'Tomatoes', quantity: '3 lb', category: 'Produce' },
            { id: scallions.id, name: 'Scallions', quantity: '3 bunches', category: 'Produce' },
          ],
          remove: [tomato.id, greenOnion.id],
        },
      });
      const after = await list(accessToken);
      expect(after).toEqual([
        { ...tomatoes, quantity: '3 lb' },
        milk,
        checkedBread,
        bread,
        { ...scallions, quantity: '3 bunches' },
        eggs,
      ]);

      const again = (await combine(accessToken).expect(200)).body as CombineResult;
      expect(again).toEqual({
        success: true,
        outcome: 'nothingToCombine',
        message: 'No similar items found to combine.',
        originalCount: 5,
        combinedCount: 5,
        combinations: [],
        plan: { keep: [], remove: [] },
      });
      expect(await list(accessToken)).toEqual(after);
    });

    it('with fewer than 2 unchecked items: 200, success false, "You need at least 2 items to combine", nothing changed', async () => {
      const { accessToken } = await signUp(app.server);
      const expected = (count: number) => ({
        success: false,
        outcome: 'tooFewItems',
        message: 'You need at least 2 items to combine',
        originalCount: count,
        combinedCount: count,
        combinations: [],
        plan: { keep: [], remove: [] },
      });
      expect((await combine(accessToken).expect(200)).body).toEqual(expected(0));
      const one = await add(accessToken, { name: 'Milk' });
      const two = await add(accessToken, { name: 'milk', isShopped: true });
      expect((await combine(accessToken).expect(200)).body).toEqual(expected(1));
      expect(await list(accessToken)).toEqual([one, two]);
    });

    it('leaves a group whose merged quantity would pass 60 characters as it is', async () => {
      const { accessToken } = await signUp(app.server);
      const apples = [
        await add(accessToken, { name: 'Apples', quantity: 'a few ripe ones' }),
        await add(accessToken, { name: 'apple', quantity: 'some green ones please' }),
        await add(accessToken, { name: 'Apples', quantity: 'a couple of big ones' }),
        await add(accessToken, { name: 'apples', quantity: 'whatever looks good' }),
      ];
      const pear = await add(accessToken, { name: 'Pear', quantity: '1' });
      const pears = await add(accessToken, { name: 'pears', quantity: '2' });
      const result = (await combine(accessToken).expect(200)).body as CombineResult;
      expect(result).toMatchObject({ success: true, message: 'Successfully combined 6 items into 5 items!', originalCount: 6, combinedCount: 5 });
      expect(result.combinations.map((c) => c.combinedItem)).toEqual([{ name: 'Pear', quantity: '3', category: 'Produce' }]);
      expect(await list(accessToken)).toEqual([...apples, { ...pear, quantity: '3' }]);
      expect(pears.id).toBeGreaterThan(pear.id);
    });
  });

  it("isolation: B gets 404 on A's items, never sees them, and B's clear and combine leave A's rows", async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const aMilk = await add(a.accessToken, { name: 'Milk', category: 'Dairy & Eggs' });
    const aMilk2 = await add(a.accessToken, { name: 'milk', quantity: '2' });
    const aDone = await add(a.accessToken, { name: 'Bread', isShopped: true });
    const bEggs = await add(b.accessToken, { name: 'Eggs', category: 'Dairy & Eggs' });
    const bEggs2 = await add(b.accessToken, { name: 'eggs' });
    await add(b.accessToken, { name: 'Jam', isShopped: true });

    expect(await list(b.accessToken)).toEqual([bEggs, bEggs2, expect.objectContaining({ name: 'Jam' })]);
    expect((await request(app.server).patch(`/api/shopping/${aMilk.id}`).set(bearer(b.accessToken)).send({ name: 'Mine' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await request(app.server).delete(`/api/shopping/${aMilk.id}`).set(bearer(b.accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect((await toggle(b.accessToken, aMilk.id).expect(404)).body).toEqual(NOT_FOUND);
    expect((await clear(b.accessToken).expect(200)).body).toEqual({ deletedCount: 1 });
    expect((await combine(b.accessToken).expect(200)).body).toMatchObject({ success: true, originalCount: 2, combinedCount: 1 });

    expect(await list(a.accessToken)).toEqual([aMilk, aMilk2, aDone]);
    expect(await pantryList(a.accessToken)).toEqual([]);
    expect(await pantryList(b.accessToken)).toEqual([]);
    expect(await list(b.accessToken)).toEqual([{ ...bEggs, quantity: '2' }]);
  });

  it('deleting a user deletes their shopping list (ON DELETE CASCADE)', async () => {
    const { accessToken, user } = await signUp(app.server);
    await add(accessToken, { name: 'Milk' });
    await dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await rowCount(user.id)).toBe(0);
  });
});
