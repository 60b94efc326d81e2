import { addDays, calendarDateIn } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PANTRY_ITEMS_PER_HOUSEHOLD_MAX } from '../src/pantry/pantry.service.js';
import type { RecipeShoppingResultDto } from '../src/recipes/dto/recipe-shopping.dto.js';
import { SHOPPING_ITEMS_PER_HOUSEHOLD_MAX } from '../src/shopping/shopping.service.js';
import { bearer, signUp } from './support/accounts.js';
import { paprikaExport } from './support/app-exports.js';
import { households } from './support/households.js';
import { createRecipe } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

/**
 * Writes that read the household's shared rows and then write them (a list merge, a cap) hold the
 * household's lock (common/household-lock.ts), so two members, or one person's double tap, at
 * the same moment end as if one had come after the other. On PostgreSQL the requests really run
 * at once; on the embedded database (one connection) they queue, and the same answers hold.
 * Each race is run several times: one round can fall either way by luck on unlocked code.
 */
const ROUNDS = 5;
const day = (n: number) => addDays(calendarDateIn(new Date(), 'UTC'), n);

describe('household races: shared rows read and then written hold the household lock', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const { homeOf, join } = households(db);
  const INGREDIENTS = ['200 g flour', '2 eggs', '1 l milk'];

  /** Two members of one household (a's), and a recipe of three ingredients. */
  async function household() {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const home = await homeOf(a.user.id);
    await join(b.user.id, home);
    const pancakes = await createRecipe(app.server, a.accessToken, { title: 'Pancakes', ingredients: INGREDIENTS });
    return { a: a.accessToken, b: b.accessToken, home, pancakes };
  }

  /** How many rows of each name the household's list holds. */
  async function namesOnList(home: number): Promise<Record<string, number>> {
    const rows = (await db().query(`SELECT lower(name) AS name, count(*)::int AS n FROM shopping_items WHERE household_id = $1 GROUP BY 1 ORDER BY 1`, [home])) as Array<{
      name: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map(({ name, n }) => [name, n]));
  }

  const once = { eggs: 1, flour: 1, milk: 1 };

  /** Both answers are 200 and, together, say each ingredient was added once and merged once. */
  function expectAddedThenMerged(answers: request.Response[]) {
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const results = answers.map((res) => res.body as RecipeShoppingResultDto);
    expect(results.map(({ added, merged }) => added + merged)).toEqual([INGREDIENTS.length, INGREDIENTS.length]);
    expect(results.reduce((sum, { added }) => sum + added, 0)).toBe(INGREDIENTS.length);
    expect(results.reduce((sum, { merged }) => sum + merged, 0)).toBe(INGREDIENTS.length);
  }

  const shopRecipe = (token: string, id: number) => request(app.server).post(`/api/recipes/${id}/shopping`).set(bearer(token)).send({ scope: 'all' });

  it('two members adding a recipe at once to an empty list: each ingredient once, one added and one merged', async () => {
    const { a, b, home, pancakes } = await household();
    for (let round = 0; round < ROUNDS; round += 1) {
      await db().query(`DELETE FROM shopping_items WHERE household_id = $1`, [home]);
      expectAddedThenMerged(await Promise.all([shopRecipe(a, pancakes.id), shopRecipe(b, pancakes.id)]));
      expect(await namesOnList(home)).toEqual(once);
    }
  });

  it('one member adding a recipe twice at once (a double tap): each ingredient once', async () => {
    const { a, home, pancakes } = await household();
    for (let round = 0; round < ROUNDS; round += 1) {
      await db().query(`DELETE FROM shopping_items WHERE household_id = $1`, [home]);
      expectAddedThenMerged(await Promise.all([shopRecipe(a, pancakes.id), shopRecipe(a, pancakes.id)]));
      expect(await namesOnList(home)).toEqual(once);
    }
  });

  it("two members adding the planned week at once (POST /api/meal-plans/shopping): each ingredient once", async () => {
    const { a, b, home, pancakes } = await household();
    await request(app.server).post('/api/meal-plans').set(bearer(a)).send({ date: day(1), mealType: 'breakfast', type: 'recipe', recipeId: pancakes.id }).expect(201);
    const week = { startDate: day(0), endDate: day(6) };
    const shopWeek = (token: string) => request(app.server).post('/api/meal-plans/shopping').set(bearer(token)).send(week);
    for (let round = 0; round < ROUNDS; round += 1) {
      await db().query(`DELETE FROM shopping_items WHERE household_id = $1`, [home]);
      expectAddedThenMerged(await Promise.all([shopWeek(a), shopWeek(b)]));
      expect(await namesOnList(home)).toEqual(once);
      await db().query(`DELETE FROM shopping_items WHERE household_id = $1`, [home]);
      expectAddedThenMerged(await Promise.all([shopWeek(a), shopWeek(a)]));
      expect(await namesOnList(home)).toEqual(once);
    }
  });

  it('two members creating a category of one name at once: one 201, the other 409, one category', async () => {
    const { a, b, home } = await household();
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Sundays ${round}`;
      const answers = await Promise.all([a, b].map((token) => request(app.server).post('/api/recipes/categories').set(bearer(token)).send({ name })));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM recipe_categories WHERE household_id = $1 AND name = $2`, [home, name])) as Array<{ n: number }>;
      expect(n).toBe(1);
    }
  });

  it('a tick (with its pantry step) and a recipe add at once by two members both answer: the locks are taken in one order', async () => {
    const { a, b, home, pancakes } = await household();
    for (let round = 0; round < ROUNDS; round += 1) {
      await db().query(`DELETE FROM shopping_items WHERE household_id = $1`, [home]);
      const eggs = (await request(app.server).post('/api/shopping').set(bearer(a)).send({ name: 'eggs' }).expect(201)).body as { id: number };
      const [tick, add] = await Promise.all([
        request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(bearer(a)).send({ autoAddShoppedToPantry: true }),
        shopRecipe(b, pancakes.id),
      ]);
      expect([tick.status, add.status]).toEqual([200, 200]);
    }
  });

  /** Fills the household's table to one below its cap, straight in SQL (the API would take thousands of calls). */
  async function fillToOneBelow(table: 'pantry_items' | 'shopping_items', home: number, owner: number, cap: number) {
    await db().query(`DELETE FROM ${table} WHERE household_id = $1`, [home]);
    const [column, value] = table === 'pantry_items' ? ['status', 'In Stock'] : ['category', 'Pantry'];
    await db().query(`INSERT INTO ${table} (user_id, household_id, name, ${column}) SELECT $1, $2, 'filler ' || n, $4 FROM generate_series(1, $3::int) n`, [owner, home, cap - 1, value]);
  }

  async function ownerOf(home: number): Promise<number> {
    return ((await db().query(`SELECT user_id AS id FROM household_members WHERE household_id = $1 AND role = 'owner'`, [home])) as Array<{ id: number }>)[0].id;
  }

  it.each([
    ['pantry', 'pantry_items', '/api/pantry', { name: 'Saffron', status: 'In Stock' }, PANTRY_ITEMS_PER_HOUSEHOLD_MAX],
    ['shopping list', 'shopping_items', '/api/shopping', { name: 'Saffron' }, SHOPPING_ITEMS_PER_HOUSEHOLD_MAX],
  ] as const)('the %s cap with two members adding at once: exactly one gets the last place, the other 409', async (_name, table, path, body, cap) => {
    const { a, b, home } = await household();
    const owner = await ownerOf(home);
    for (let round = 0; round < ROUNDS; round += 1) {
      await fillToOneBelow(table, home, owner, cap);
      const answers = await Promise.all([a, b].map((token) => request(app.server).post(path).set(bearer(token)).send(body)));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM ${table} WHERE household_id = $1`, [home])) as Array<{ n: number }>;
      expect(n).toBe(cap);
    }
  });

  it('two members importing one export at once (POST /api/recipes/import/archive): each recipe once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { a, b, home } = await household();
      const importAs = (token: string) => request(app.server).post('/api/recipes/import/archive').set(bearer(token)).attach('files', paprikaExport(), 'export.paprikarecipes');
      const answers = await Promise.all([importAs(a), importAs(b)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const reports = answers.map((res) => res.body as { imported: number; skipped: unknown[] });
      // between them: each of the two recipes imported once, and skipped once as already there
      expect(reports.reduce((sum, { imported }) => sum + imported, 0)).toBe(2);
      expect(reports.reduce((sum, { skipped }) => sum + skipped.length, 0)).toBe(2);
      const titles = (await db().query(`SELECT title FROM recipes WHERE household_id = $1 AND title <> 'Pancakes' ORDER BY title`, [home])) as Array<{ title: string }>;
      expect(titles.map(({ title }) => title)).toEqual(['Cucumber salad', 'Rosemary focaccia']);
    }
  });
});
