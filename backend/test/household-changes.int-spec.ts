import { PACKED_LIST_MEDIA_TYPE, unpackList, type PackedList, type PantryItem, type ShoppingItem } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HouseholdChangesDto } from '../src/changes/dto/household-changes.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { households } from './support/households.js';
import { createRecipe } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

/**
 * What a phone moves after a change (docs/performance.md): an unchanged whole list is answered
 * 304 to its ETag, and GET /api/changes answers the rows changed after a position of the
 * household's change log, not the lists.
 */
describe('conditional list reads and delta reads', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const { homeOf, join } = households(db);

  const post = (token: string, path: string, body: object) => request(app.server).post(path).set(bearer(token)).send(body).expect(201);
  const changes = async (token: string, since: number) => (await request(app.server).get(`/api/changes?since=${since}`).set(bearer(token)).expect(200)).body as HouseholdChangesDto;
  /** The household's newest log position. */
  const latest = async (userId: number) =>
    Number((await db().query(`SELECT coalesce(max(seq), 0) AS seq FROM household_changes WHERE household_id = $1`, [await homeOf(userId)]))[0].seq);

  /** Two members of A's household. */
  async function household() {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    await join(b.user.id, await homeOf(a.user.id));
    return { a, b };
  }

  describe('ETag and If-None-Match on the whole pantry and shopping list', () => {
    it.each([
      ['/api/pantry', { name: 'Milk', status: 'In Stock' }],
      ['/api/shopping', { name: 'Milk', category: 'Dairy & Eggs' }],
    ])('%s: 304 while unchanged, a new ETag after a write by another member or by SQL', async (path, body) => {
      const { a, b } = await household();
      await post(a.accessToken, path, body);
      const first = await request(app.server).get(path).set(bearer(a.accessToken)).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await request(app.server).get(path).set(bearer(a.accessToken)).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      // fetch() adds Cache-Control: no-cache to a request that sets If-None-Match itself: the server answers the condition all the same.
      await request(app.server).get(path).set(bearer(a.accessToken)).set('If-None-Match', etag).set('Cache-Control', 'no-cache').set('Pragma', 'no-cache').expect(304);
      // The other member holds the same list: the same version answers them too.
      await request(app.server).get(path).set(bearer(b.accessToken)).set('If-None-Match', etag).expect(304);

      await post(b.accessToken, path, { ...body, name: 'Eggs' });
      const changed = await request(app.server).get(path).set(bearer(a.accessToken)).set('If-None-Match', etag).expect(200);
      expect((changed.body as Array<{ name: string }>).map((item) => item.name)).toEqual(['Milk', 'Eggs']);
      expect(changed.headers.etag).not.toBe(etag);

      const table = path === '/api/pantry' ? 'pantry_items' : 'shopping_items';
      await db().query(`UPDATE ${table} SET name = 'Oat milk' WHERE household_id = $1 AND name = 'Milk'`, [await homeOf(a.user.id)]);
      const bySql = await request(app.server).get(path).set(bearer(a.accessToken)).set('If-None-Match', changed.headers.etag as string).expect(200);
      expect((bySql.body as Array<{ name: string }>).map((item) => item.name)).toEqual(['Oat milk', 'Eggs']);
    });

    it("never answers 304 to another household's ETag, nor to a filtered list", async () => {
      const { a } = await household();
      const other = await signUp(app.server);
      await post(a.accessToken, '/api/pantry', { name: 'Rice', status: 'In Stock' });
      const etag = (await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).expect(200)).headers.etag as string;
      const theirs = await request(app.server).get('/api/pantry').set(bearer(other.accessToken)).set('If-None-Match', etag).expect(200);
      expect(theirs.body).toEqual([]);
      const filtered = await request(app.server).get('/api/pantry?status=In%20Stock').set(bearer(a.accessToken)).set('If-None-Match', etag).expect(200);
      expect(filtered.headers.etag).toBeUndefined();
      expect((filtered.body as PantryItem[]).map((item) => item.name)).toEqual(['Rice']);
    });

    it('answers a long list compressed, and 304 to its ETag compressed or not', async () => {
      const { a } = await household();
      await db().query(`INSERT INTO pantry_items (user_id, name, status) SELECT $1, 'Bean ' || n, 'In Stock' FROM generate_series(1, 400) n`, [a.user.id]);
      const plain = await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).set('Accept-Encoding', 'identity').expect(200);
      const zipped = await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(zipped.body).toEqual(plain.body);
      await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).set('Accept-Encoding', 'gzip').set('If-None-Match', plain.headers.etag as string).expect(304);
    });
  });

  describe('the packed form of the whole lists (Accept: ' + PACKED_LIST_MEDIA_TYPE + ')', () => {
    const packed = (token: string, path: string) => request(app.server).get(path).set(bearer(token)).set('Accept', `${PACKED_LIST_MEDIA_TYPE}, application/json;q=0.5`);

    it.each([
      ['/api/pantry', { name: 'Milk', status: 'In Stock' }, ['updatedBy']],
      ['/api/shopping', { name: 'Milk', category: 'Dairy & Eggs' }, ['addedBy', 'checkedBy', 'updatedBy']],
    ])('%s: each person named once, the same rows as the array, its own ETag and 304', async (path, body, personFields) => {
      const { a, b } = await household();
      for (const name of ['Milk', 'Eggs', 'Rice']) await post(a.accessToken, path, { ...body, name });
      await post(b.accessToken, path, { ...body, name: 'Bread' });
      const plain = await request(app.server).get(path).set(bearer(a.accessToken)).expect(200);
      const answer = await packed(a.accessToken, path).expect(200);
      expect(answer.headers['content-type']).toBe(`${PACKED_LIST_MEDIA_TYPE}; charset=utf-8`);
      expect(answer.headers.vary).toMatch(/Accept(,|$)/);
      const list = answer.body as PackedList;
      expect(list.personFields).toEqual(personFields);
      expect(list.people).toEqual([
        { id: a.user.id, name: a.user.name },
        { id: b.user.id, name: b.user.name },
      ]);
      expect(unpackList(list)).toEqual(plain.body);

      expect(answer.headers.etag).not.toBe(plain.headers.etag);
      await packed(a.accessToken, path).set('If-None-Match', answer.headers.etag as string).expect(304);
      await post(b.accessToken, path, { ...body, name: 'Salt' });
      const changed = await packed(a.accessToken, path).set('If-None-Match', answer.headers.etag as string).expect(200);
      expect(unpackList<{ name: string }>(changed.body as PackedList).map((item) => item.name)).toEqual(['Milk', 'Eggs', 'Rice', 'Bread', 'Salt']);
    });

    it('packs a long list compressed and a filtered one; anyone not asking, and an error, get JSON', async () => {
      const { a } = await household();
      await db().query(`INSERT INTO pantry_items (user_id, updated_by, name, status) SELECT $1, $1, 'Bean ' || n, 'In Stock' FROM generate_series(1, 1000) n`, [a.user.id]);
      const plain = await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).set('Accept-Encoding', 'identity').expect(200);
      const zipped = await packed(a.accessToken, '/api/pantry').set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe(`${PACKED_LIST_MEDIA_TYPE}; charset=utf-8`);
      expect(unpackList(zipped.body as PackedList)).toEqual(plain.body);
      const packedBytes = (await packed(a.accessToken, '/api/pantry').set('Accept-Encoding', 'identity').expect(200)).text.length;
      expect(packedBytes).toBeLessThan(plain.text.length / 2);

      const filtered = await packed(a.accessToken, '/api/pantry?status=Low%20Stock').expect(200);
      expect(filtered.body).toEqual({ fields: [], personFields: [], people: [], rows: [] });
      for (const accept of ['*/*', 'application/json', `application/json, ${PACKED_LIST_MEDIA_TYPE};q=0.5`]) {
        const asJson = await request(app.server).get('/api/pantry').set(bearer(a.accessToken)).set('Accept', accept).expect(200);
        expect(asJson.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      const refused = await packed(a.accessToken, '/api/pantry?status=Gone').expect(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body.error).toEqual(expect.any(String));
    });
  });

  describe('GET /api/changes?since=', () => {
    it("answers another member's added, changed and deleted rows, each once as it is now, and brings the client to the newest position", async () => {
      const { a, b } = await household();
      const since = await latest(a.user.id);
      const milk = (await post(b.accessToken, '/api/pantry', { name: 'Milk', status: 'In Stock' })).body as PantryItem;
      await request(app.server).patch(`/api/pantry/${milk.id}`).set(bearer(b.accessToken)).send({ status: 'Low Stock' }).expect(200);
      const eggs = (await post(b.accessToken, '/api/shopping', { name: 'Eggs', category: 'Dairy & Eggs' })).body as ShoppingItem;
      const bread = (await post(b.accessToken, '/api/shopping', { name: 'Bread', category: 'Bakery' })).body as ShoppingItem;
      await request(app.server).delete(`/api/shopping/${bread.id}`).set(bearer(b.accessToken)).expect(204);

      const answer = await changes(a.accessToken, since);
      expect(answer.reload).toBe(false);
      expect(answer.seq).toBe(await latest(a.user.id));
      expect(answer.pantry.upserted).toEqual([expect.objectContaining({ id: milk.id, name: 'Milk', status: 'Low Stock', updatedBy: { id: b.user.id, name: b.user.name } })]);
      expect(answer.pantry.deleted).toEqual([]);
      expect(answer.shopping.upserted.map((item) => item.id)).toEqual([eggs.id]);
      expect(answer.shopping.deleted).toEqual([bread.id]);
      // A row reads as the list answers it.
      const list = (await request(app.server).get('/api/shopping').set(bearer(a.accessToken)).expect(200)).body as ShoppingItem[];
      expect(answer.shopping.upserted[0]).toEqual(list.find((item) => item.id === eggs.id));

      // Up to date: nothing more.
      const after = await changes(a.accessToken, answer.seq);
      expect(after).toEqual({ seq: answer.seq, reload: false, pantry: { upserted: [], deleted: [] }, shopping: { upserted: [], deleted: [] }, mealPlans: { upserted: [], deleted: [] }, recipes: { upserted: [], deleted: [] } });
    });

    it('answers planned meals and recipes as their lists do', async () => {
      const { a, b } = await household();
      const since = await latest(a.user.id);
      const recipe = await createRecipe(app.server, b.accessToken, { title: 'Shared soup' });
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const meal = (await post(b.accessToken, '/api/meal-plans', { date, mealType: 'dinner', type: 'recipe', recipeId: recipe.id })).body as { id: number };
      const answer = await changes(a.accessToken, since);
      expect(answer.recipes.upserted).toEqual([expect.objectContaining({ id: recipe.id, title: 'Shared soup', ingredientStatus: expect.any(Object) })]);
      expect(answer.mealPlans.upserted).toEqual([expect.objectContaining({ id: meal.id, date, recipe: expect.objectContaining({ id: recipe.id }) })]);

      await request(app.server).delete(`/api/recipes/${recipe.id}`).set(bearer(b.accessToken)).expect(204);
      const gone = await changes(a.accessToken, answer.seq);
      expect(gone.recipes.deleted).toEqual([recipe.id]);
      // Deleting a recipe deletes the meals that name it.
      expect(gone.mealPlans.deleted).toEqual([meal.id]);
    });

    it('a phone following by delta reads while two members write at once ends with the list as it is', async () => {
      const { a, b } = await household();
      let since = await latest(a.user.id);
      const held = new Map<number, string>();
      const follow = async () => {
        const delta = await changes(a.accessToken, since);
        expect(delta.reload).toBe(false);
        for (const row of delta.shopping.upserted) held.set(row.id, row.name);
        for (const id of delta.shopping.deleted) held.delete(id);
        since = delta.seq;
      };
      // Each member adds, renames and deletes at once with the other; on PostgreSQL the writes
      // overlap, and a change committed after a later-numbered one would be skipped by the reader.
      const write = async (token: string, who: string) => {
        for (let i = 0; i < 12; i++) {
          const item = (await post(token, '/api/shopping', { name: `${who} ${i}`, category: 'Produce' })).body as ShoppingItem;
          if (i % 3 === 1) await request(app.server).patch(`/api/shopping/${item.id}`).set(bearer(token)).send({ name: `${who} ${i} (renamed)` }).expect(200);
          if (i % 3 === 2) await request(app.server).delete(`/api/shopping/${item.id}`).set(bearer(token)).expect(204);
        }
      };
      let writing = true;
      const writes = Promise.all([write(a.accessToken, 'Ada'), write(b.accessToken, 'Bo')]).finally(() => (writing = false));
      let reads = 0;
      while (writing) {
        await follow();
        reads++;
      }
      await writes;
      await follow();
      const list = (await request(app.server).get('/api/shopping').set(bearer(a.accessToken)).expect(200)).body as ShoppingItem[];
      expect([...held].sort(([x], [y]) => x - y)).toEqual(list.map((item) => [item.id, item.name]));
      expect(list).toHaveLength(16);
      expect(reads).toBeGreaterThan(1);
    });

    it("never answers another household's rows", async () => {
      const { a } = await household();
      const stranger = await signUp(app.server);
      const since = await latest(a.user.id);
      await post(stranger.accessToken, '/api/pantry', { name: 'Secret', status: 'In Stock' });
      await post(a.accessToken, '/api/pantry', { name: 'Ours', status: 'In Stock' });
      const answer = await changes(a.accessToken, since);
      expect(answer.pantry.upserted.map((item) => item.name)).toEqual(['Ours']);
    });

    it('says reload when what followed since is no longer kept, or since is past every position handed out', async () => {
      const { a, b } = await household();
      await post(b.accessToken, '/api/pantry', { name: 'Old', status: 'In Stock' });
      const since = await latest(a.user.id);
      await post(b.accessToken, '/api/pantry', { name: 'Pruned', status: 'In Stock' });
      await post(b.accessToken, '/api/pantry', { name: 'Kept', status: 'In Stock' });
      const [{ seq: pruned }] = (await db().query(`SELECT max(seq) - 1 AS seq FROM household_changes WHERE household_id = $1`, [await homeOf(a.user.id)])) as Array<{ seq: string }>;
      // Retention prunes the oldest changes first (common/retention.service.ts).
      await db().query(`DELETE FROM household_changes WHERE household_id = $1 AND seq <= $2`, [await homeOf(a.user.id), pruned]);
      const behind = await changes(a.accessToken, since);
      expect(behind.reload).toBe(true);
      expect(behind.seq).toBe(await latest(a.user.id));
      expect(behind.pantry).toEqual({ upserted: [], deleted: [] });
      // From the change before the oldest kept one, nothing is missing.
      expect((await changes(a.accessToken, Number(pruned))).pantry.upserted.map((item) => item.name)).toEqual(['Kept']);

      const [{ issued }] = (await db().query(`SELECT pg_sequence_last_value(pg_get_serial_sequence('household_changes', 'seq')::regclass) AS issued`)) as Array<{ issued: string }>;
      expect((await changes(a.accessToken, Number(issued) + 1)).reload).toBe(true);
    });

    it('refuses a since that is not a position, and answers 401 without a session', async () => {
      const { a } = await household();
      for (const since of ['', 'abc', '-1', '1.5', '99999999999999999', '1e3']) {
        const res = await request(app.server).get(`/api/changes?since=${since}`).set(bearer(a.accessToken)).expect(400);
        expect((res.body as { error: string }).error).toMatch(/since/);
      }
      await request(app.server).get('/api/changes').set(bearer(a.accessToken)).expect(400);
      await request(app.server).get('/api/changes?since=0').expect(401);
    });
  });
});
