import { indexPantry, matchIngredients, type PantryItem } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import type { RecipeSummaryDto } from '../src/recipes/dto/recipe-summary.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { addPantryItem, createRecipe, listRecipes } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

/** spec part 2 §4: each recipe's ingredientStatus in GET /api/recipes, computed in SQL from stored match keys. */
describe('recipes: the list against the pantry', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let dataSource: DataSource;
  beforeAll(() => {
    dataSource = app.t.app.get(DataSource);
  });
  afterEach(() => jest.restoreAllMocks());

  const statusOf = async (token: string, id: number) => (await listRecipes(app.server, token)).find((recipe) => recipe.id === id)?.ingredientStatus;

  it('counts In Stock as available, Low Stock as low, Out of Stock and unknown as missing', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken, {
      ingredients: ['3 cloves garlic, minced', { name: 'onions', amount: '2' }, { name: 'fresh tomatoes' }, 'basil', { name: 'olive oil', amount: '2', unit: 'tbsp' }],
    });
    expect(await statusOf(accessToken, recipe.id)).toEqual({ total: 5, available: 0, missing: 5, lowStock: 0, percent: 0 });
    await addPantryItem(app.server, accessToken, 'Garlic', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Onion', 'Low Stock');
    await addPantryItem(app.server, accessToken, 'Tomatoes', 'Out of Stock');
    await addPantryItem(app.server, accessToken, 'Oil', 'In Stock');
    expect(await statusOf(accessToken, recipe.id)).toEqual({ total: 5, available: 2, missing: 2, lowStock: 1, percent: 60 });
    await addPantryItem(app.server, accessToken, 'onion', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Basil', 'In Stock');
    await addPantryItem(app.server, accessToken, 'tomato', 'Low Stock');
    expect(await statusOf(accessToken, recipe.id)).toEqual({ total: 5, available: 4, missing: 0, lowStock: 1, percent: 100 });
  });

  it('keeps the classic false matches apart (pepper vs bell pepper, butter vs peanut butter)', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken, { ingredients: ['1 red bell pepper', '2 tbsp peanut butter'] });
    await addPantryItem(app.server, accessToken, 'Pepper', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Butter', 'In Stock');
    expect(await statusOf(accessToken, recipe.id)).toEqual({ total: 2, available: 0, missing: 2, lowStock: 0, percent: 0 });
  });

  it("matches against the user's own pantry only", async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    await addPantryItem(app.server, a.accessToken, 'Pasta', 'In Stock');
    expect((await statusOf(a.accessToken, 1))?.available).toBeGreaterThan(0);
    expect((await statusOf(b.accessToken, 1))?.available).toBe(0);
  });

  it('answers 100 percent for a recipe without ingredients', async () => {
    const { accessToken, user } = await signUp(app.server);
    const [{ id }] = await dataSource.query<{ id: number }[]>(`INSERT INTO recipes (user_id, title) VALUES ($1, 'Water') RETURNING id`, [user.id]);
    expect(await statusOf(accessToken, id)).toEqual({ total: 0, available: 0, missing: 0, lowStock: 0, percent: 100 });
  });

  it("agrees with @mealapp/domain's matchIngredients for every recipe, the shared ones included", async () => {
    const { accessToken } = await signUp(app.server);
    const pantry: Array<Pick<PantryItem, 'name' | 'status'>> = [
      { name: 'Pasta', status: 'In Stock' },
      { name: 'Eggs', status: 'Low Stock' },
      { name: 'Garlic', status: 'In Stock' },
      { name: 'Onions', status: 'Low Stock' },
      { name: 'Olive Oil', status: 'In Stock' },
      { name: 'Salt', status: 'In Stock' },
      { name: 'Black Pepper', status: 'Low Stock' },
      { name: 'Butter', status: 'Out of Stock' },
      { name: 'Milk', status: 'In Stock' },
      { name: 'Rice', status: 'Low Stock' },
      { name: 'Chicken Breast', status: 'In Stock' },
      { name: 'Cheddar', status: 'In Stock' },
      { name: 'Flour', status: 'Low Stock' },
      { name: 'Tomatoes', status: 'In Stock' },
      { name: 'Lemons', status: 'In Stock' },
    ];
    for (const item of pantry) await addPantryItem(app.server, accessToken, item.name, item.status);
    await createRecipe(app.server, accessToken, { ingredients: ['2 large eggs', '1 cup whole milk', '1/2 cup all-purpose flour', 'pinch of salt', 'butter, melted'] });
    const index = indexPantry(pantry);
    const list = await listRecipes(app.server, accessToken);
    expect(list.length).toBeGreaterThan(40);
    let matched = 0;
    for (const summary of list) {
      const recipe = (await request(app.server).get(`/api/recipes/${summary.id}`).set(bearer(accessToken)).expect(200)).body as RecipeDto;
      expect([summary.id, summary.ingredientStatus]).toEqual([summary.id, matchIngredients(recipe.ingredients, index).availability]);
      matched += summary.ingredientStatus.available + summary.ingredientStatus.lowStock;
    }
    expect(matched).toBeGreaterThan(0);
  });

  it('builds the list in a fixed number of queries, however many recipes there are', async () => {
    const { accessToken, user } = await signUp(app.server);
    await addPantryItem(app.server, accessToken, 'Salt', 'In Stock');
    const queriesForList = async () => {
      const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
      await listRecipes(app.server, accessToken);
      const count = spy.mock.calls.length;
      spy.mockRestore();
      return count;
    };
    await createRecipe(app.server, accessToken);
    // The first read builds the pantry list and keeps it (KeptJsonLists); both counts below read it kept.
    await listRecipes(app.server, accessToken);
    const few = await queriesForList();
    await dataSource.query(
      `WITH r AS (INSERT INTO recipes (user_id, title, ingredient_count) SELECT $1, 'Bulk ' || n, 3 FROM generate_series(1, 300) AS n RETURNING id)
       INSERT INTO recipe_ingredients (recipe_id, position, name, match_key) SELECT r.id, p, 'salt', 'salt' FROM r, generate_series(0, 2) AS p`,
      [user.id],
    );
    expect(await queriesForList()).toBe(few);
    const bulk = (await listRecipes(app.server, accessToken)).filter((recipe) => recipe.title.startsWith('Bulk '));
    expect(bulk).toHaveLength(300);
    expect(bulk.every((recipe) => recipe.ingredientStatus.percent === 100)).toBe(true);
  });

  it('answers pages in id order (limit, afterId) that add up to the whole list, filters included', async () => {
    const { accessToken, user } = await signUp(app.server);
    await dataSource.query(`INSERT INTO recipes (user_id, title, is_trending) SELECT $1, 'Paged ' || n, n % 2 = 0 FROM generate_series(1, 25) AS n`, [user.id]);
    const whole = await listRecipes(app.server, accessToken);
    const pages: RecipeSummaryDto[][] = [];
    for (let afterId = 0; ; ) {
      const page = await listRecipes(app.server, accessToken, `?limit=10&afterId=${afterId}`);
      pages.push(page);
      if (page.length < 10) break;
      afterId = page[page.length - 1].id;
    }
    expect(pages.slice(0, -1).every((page) => page.length === 10)).toBe(true);
    expect(pages.flat()).toEqual(whole);
    const trending = await listRecipes(app.server, accessToken, '?trending=true&limit=5');
    expect(trending).toEqual(whole.filter((recipe) => recipe.isTrending).slice(0, 5));
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 2,000'],
    ['?limit=2001', 'limit must be a whole number from 1 to 2,000'],
    ['?limit=1.5', 'limit must be a whole number from 1 to 2,000'],
    ['?limit=ten', 'limit must be a whole number from 1 to 2,000'],
    ['?afterId=-1', 'afterId must be a recipe id'],
    ['?afterId=99999999999', 'afterId must be a recipe id'],
  ])('refuses a page it cannot answer: %s', async (query, error) => {
    const { accessToken } = await signUp(app.server);
    const res = await request(app.server).get(`/api/recipes${query}`).set(bearer(accessToken)).expect(400);
    expect(res.body).toEqual({ error });
  });
});
