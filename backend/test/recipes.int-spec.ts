import { RECIPE_LIMIT_MESSAGES as LIMITS, RECIPE_LIMITS, RECIPE_MESSAGES } from '@mealapp/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { createRecipe, listRecipes, ownRecipes, recipeBody } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

const NOT_FOUND = { error: 'Recipe not found' };
const READ_ONLY = { error: RECIPE_MESSAGES.readOnly };

describe('recipes: /api/recipes', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let dataSource: DataSource;
  beforeAll(() => {
    dataSource = app.t.app.get(DataSource);
  });
  const recipeCount = async (userId: number) =>
    Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM recipes WHERE user_id = $1', [userId]))[0].n);

  it('answers 401 without a token on every call', async () => {
    for (const call of [
      request(app.server).get('/api/recipes'),
      request(app.server).post('/api/recipes').send(recipeBody()),
      request(app.server).get('/api/recipes/1'),
      request(app.server).put('/api/recipes/1').send(recipeBody()),
      request(app.server).delete('/api/recipes/1'),
      request(app.server).post('/api/recipes/1/favorite'),
      request(app.server).post('/api/recipes/1/pin'),
      request(app.server).get('/api/recipes/categories'),
      request(app.server).post('/api/recipes/categories').send({ name: 'Mine' }),
      request(app.server).patch('/api/recipes/1/image').send({ imageType: 'stock' }),
      request(app.server).post('/api/recipes/1/image/upload'),
      request(app.server).post('/api/recipes/1/shopping').send({ scope: 'all' }),
      request(app.server).post('/api/recipes/1/cooked').send({}),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    }
  });

  it('documents every call in the committed OpenAPI file (kept fresh by openapi.int-spec.ts)', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/recipe'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    expect(operations.sort()).toEqual([
      'DELETE /api/recipes/{id} deleteRecipe',
      'GET /api/recipe-images/{id} getRecipeImage',
      'GET /api/recipes listRecipes',
      'GET /api/recipes/categories listRecipeCategories',
      'GET /api/recipes/{id} getRecipe',
      'PATCH /api/recipes/{id}/image updateRecipeImage',
      'POST /api/recipes createRecipe',
      'POST /api/recipes/categories createRecipeCategory',
      'POST /api/recipes/import/archive importRecipeArchive',
      'POST /api/recipes/parse parseRecipe',
      'POST /api/recipes/scan scanRecipe',
      'POST /api/recipes/{id}/cooked cookRecipe',
      'POST /api/recipes/{id}/favorite toggleRecipeFavorite',
      'POST /api/recipes/{id}/image/upload uploadRecipeImage',
      'POST /api/recipes/{id}/pin toggleRecipePin',
      'POST /api/recipes/{id}/shopping addRecipeToShoppingList',
      'PUT /api/recipes/{id} updateRecipe',
    ]);
  });

  describe('the shared recipes', () => {
    it('demo recipes 1 to 3 are readable by every user, with source Test Recipe', async () => {
      const { accessToken } = await signUp(app.server);
      for (const id of [1, 2, 3]) {
        const recipe = (await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(200)).body as RecipeDto;
        expect(recipe).toMatchObject({ id, source: 'Test Recipe', readOnly: true, library: 'demo', isFavorited: false, imageType: 'stock' });
        expect(recipe.ingredients.length).toBeGreaterThan(0);
        expect(recipe.instructions.map((step) => step.stepNumber)).toEqual(recipe.instructions.map((_, index) => index + 1));
        expect(recipe.contentTags).toContain('Test Recipe');
        expect(recipe.imageUrl).toBe(`/stock-images/${recipe.stockImageId}.svg`);
      }
    });

    it('the list holds the demo recipes and at least 40 starter recipes, all read only, for a new account', async () => {
      const { accessToken } = await signUp(app.server);
      const all = await listRecipes(app.server, accessToken);
      expect(all.every((recipe) => recipe.readOnly)).toBe(true);
      expect(all.filter((recipe) => recipe.library === 'demo').map((recipe) => recipe.id)).toEqual([1, 2, 3]);
      expect(all.filter((recipe) => recipe.library === 'starter').length).toBeGreaterThanOrEqual(40);
      expect(all.filter((recipe) => recipe.library === 'starter').every((recipe) => recipe.source === 'Starter library' && recipe.category !== null)).toBe(true);
      expect(await listRecipes(app.server, accessToken, '?scope=mine')).toEqual([]);
      expect(await listRecipes(app.server, accessToken, '?scope=library')).toEqual(all);
    });

    it("a shared recipe's GET answer sent back to POST is a copy of it, the user's own, without the shared recipes' source", async () => {
      const { accessToken } = await signUp(app.server);
      const starter = (await listRecipes(app.server, accessToken, '?scope=library')).find((recipe) => recipe.library === 'starter');
      for (const id of [1, starter?.id ?? 0]) {
        const shared = (await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(200)).body as RecipeDto;
        const copy = (await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(shared).expect(201)).body as RecipeDto;
        expect(copy).toMatchObject({ title: shared.title, readOnly: false, library: null, source: null });
        expect(copy.id).not.toBe(shared.id);
        expect(copy.ingredients.map((row) => row.name)).toEqual(shared.ingredients.map((row) => row.name));
        // The copy is not passed off as a shared one: neither source nor its tag comes along.
        expect(copy.contentTags).not.toContain(shared.source);
      }
      const spelled = await createRecipe(app.server, accessToken, { source: ' starter LIBRARY ' });
      expect(spelled.source).toBeNull();
    });

    it('user recipes get ids after the shared ones', async () => {
      const { accessToken } = await signUp(app.server);
      const mine = await createRecipe(app.server, accessToken);
      const [{ max }] = await dataSource.query<{ max: number }[]>('SELECT max(id) AS max FROM recipes WHERE user_id IS NULL');
      expect(mine.id).toBeGreaterThan(max);
    });

    it.each([
      ['PUT', (id: number) => request(app.server).put(`/api/recipes/${id}`).send(recipeBody())],
      ['DELETE', (id: number) => request(app.server).delete(`/api/recipes/${id}`)],
      ['PATCH image', (id: number) => request(app.server).patch(`/api/recipes/${id}/image`).send({ imageType: 'stock', stockImageId: 'italian-pizza' })],
      ['POST image upload', (id: number) => request(app.server).post(`/api/recipes/${id}/image/upload`).attach('file', Buffer.from('x'), 'a.png')],
    ])('%s on a demo or starter recipe answers 403 and changes nothing', async (_verb, call) => {
      const { accessToken } = await signUp(app.server);
      const starter = (await listRecipes(app.server, accessToken, '?scope=library')).find((recipe) => recipe.library === 'starter');
      for (const id of [1, starter?.id ?? 0]) {
        const before = (await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(200)).body as RecipeDto;
        const res = await call(id).set(bearer(accessToken)).expect(403);
        expect(res.body).toEqual(READ_ONLY);
        expect((await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(200)).body).toEqual(before);
      }
    });
  });

  describe('POST /api/recipes', () => {
    it('takes a recipe at every row and length limit (hundreds of KB, above the other routes\' 32 KB)', async () => {
      const { accessToken } = await signUp(app.server);
      const body = recipeBody({
        description: 'd'.repeat(RECIPE_LIMITS.descriptionLength),
        ingredients: Array.from({ length: RECIPE_LIMITS.ingredients }, (_, i) => ({ name: `ingredient ${i} ${'n'.repeat(150)}`, notes: 'x'.repeat(RECIPE_LIMITS.notesLength) })),
        instructions: Array.from({ length: RECIPE_LIMITS.instructions }, (_, i) => `Step ${i} ${'s'.repeat(RECIPE_LIMITS.instructionLength - 10)}`),
      });
      expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
      const res = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(body);
      expect(res.status).toBe(201);
      expect((res.body as RecipeDto).instructions).toHaveLength(RECIPE_LIMITS.instructions);
    });

    it('creates a recipe from structured rows and answers the whole recipe', async () => {
      const { accessToken, user } = await signUp(app.server);
      const res = await request(app.server)
        .post('/api/recipes')
        .set(bearer(accessToken))
        .send({
          title: '  Garlic Pasta  ',
          description: ' Quick and good ',
          cookTime: 20,
          prepTime: 5,
          servings: 2,
          difficulty: 'easy',
          cuisine: 'Italian',
          tags: [' Quick ', 'quick', 'Vegetarian', '  '],
          imageType: 'stock',
          stockImageId: 'italian-pesto-pasta',
          ingredients: [
            { name: 'spaghetti', amount: '200', unit: 'g' },
            { name: '', amount: '', unit: ' ' },
            '3 cloves garlic, minced',
            '   ',
            { name: 'olive oil', amount: '2', unit: 'tbsp', notes: 'extra virgin' },
          ],
          instructions: [{ instruction: 'Boil the pasta.', stepNumber: 1 }, '  ', 'Fry the garlic in the oil.', { instruction: 'Toss.', notes: 'Serve hot' }],
          nutrition: { calories: 520, protein: 14, carbs: null, fat: 18 },
        })
        .expect(201);
      const recipe = res.body as RecipeDto;
      expect(recipe).toMatchObject({
        title: 'Garlic Pasta',
        description: 'Quick and good',
        cookTime: 20,
        prepTime: 5,
        servings: 2,
        difficulty: 'easy',
        cuisine: 'Italian',
        tags: ['Quick', 'Vegetarian'],
        imageType: 'stock',
        stockImageId: 'italian-pesto-pasta',
        imageUrl: '/stock-images/italian-pesto-pasta.svg',
        source: null,
        categoryId: null,
        category: null,
        isTrending: false,
        isRecommended: false,
        isFavorited: false,
        isPinned: false,
        readOnly: false,
        library: null,
        ingredientCount: 3,
        instructionCount: 3,
      });
      expect(recipe.ingredients).toEqual([
        { id: expect.any(Number), name: 'spaghetti', amount: '200', amountValue: 200, unit: 'g', notes: null, order: 0 },
        expect.objectContaining({ name: expect.stringContaining('garlic'), order: 1 }),
        { id: expect.any(Number), name: 'olive oil', amount: '2', amountValue: 2, unit: 'tbsp', notes: 'extra virgin', order: 2 },
      ]);
      expect(recipe.instructions).toEqual([
        { id: expect.any(Number), stepNumber: 1, instruction: 'Boil the pasta.', notes: null },
        { id: expect.any(Number), stepNumber: 2, instruction: 'Fry the garlic in the oil.', notes: null },
        { id: expect.any(Number), stepNumber: 3, instruction: 'Toss.', notes: 'Serve hot' },
      ]);
      expect(recipe.nutrition).toEqual({
        id: expect.any(Number),
        recipeId: recipe.id,
        calories: 520,
        protein: 14,
        carbs: null,
        fat: 18,
        fiber: null,
        sugar: null,
        sodium: null,
        servingSize: null,
      });
      expect(recipe.contentTags).toEqual(expect.arrayContaining(['Quick', 'Vegetarian', 'Beginner', 'Italian']));
      expect(new Date(recipe.createdAt).toISOString()).toBe(recipe.createdAt);
      expect((await request(app.server).get(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(200)).body).toEqual(recipe);
      expect(await recipeCount(user.id)).toBe(1);
      const [summary] = await ownRecipes(app.server, accessToken);
      const { ingredients: _i, instructions: _s, nutrition: _n, ...fields } = recipe;
      expect(summary).toEqual({ ...fields, ingredientStatus: { total: 3, available: 0, missing: 3, lowStock: 0, percent: 0 } });
    });

    it('stores no nutrition when every value is null or absent', async () => {
      const { accessToken } = await signUp(app.server);
      expect((await createRecipe(app.server, accessToken, { nutrition: { calories: null, protein: null } })).nutrition).toBeNull();
      expect((await createRecipe(app.server, accessToken, { nutrition: {} })).nutrition).toBeNull();
      expect((await createRecipe(app.server, accessToken, { nutrition: null })).nutrition).toBeNull();
    });

    it('defaults: difficulty medium, image type stock without an image, no times', async () => {
      const { accessToken } = await signUp(app.server);
      expect(await createRecipe(app.server, accessToken)).toMatchObject({
        difficulty: 'medium',
        imageType: 'stock',
        imageUrl: null,
        stockImageId: null,
        cookTime: null,
        prepTime: null,
        servings: null,
        cuisine: null,
        description: null,
        tags: [],
      });
    });

    it.each([
      [{ title: undefined }, RECIPE_MESSAGES.titleRequired],
      [{ title: '' }, RECIPE_MESSAGES.titleRequired],
      [{ title: '   ' }, RECIPE_MESSAGES.titleRequired],
      [{ title: null }, RECIPE_MESSAGES.titleRequired],
      [{ ingredients: [] }, RECIPE_MESSAGES.ingredientRequired],
      [{ ingredients: ['', '  ', { name: ' ' }] }, RECIPE_MESSAGES.ingredientRequired],
      [{ ingredients: undefined }, RECIPE_MESSAGES.ingredientRequired],
      [{ instructions: [] }, RECIPE_MESSAGES.instructionRequired],
      [{ instructions: ['  ', { instruction: '' }] }, RECIPE_MESSAGES.instructionRequired],
      [{ title: 42 }, 'title must be text'],
      [{ title: 'x'.repeat(201) }, 'Recipe title must be at most 200 characters'],
      [{ description: 'x'.repeat(2001) }, LIMITS.descriptionTooLong],
      [{ description: 7 }, 'description must be text'],
      [{ cookTime: -1 }, LIMITS.cookTime],
      [{ cookTime: 1441 }, LIMITS.cookTime],
      [{ cookTime: 2.5 }, LIMITS.cookTime],
      [{ cookTime: '20' }, 'cookTime must be a number'],
      [{ prepTime: 1e308 }, LIMITS.prepTime],
      [{ servings: 0 }, LIMITS.servings],
      [{ servings: 99999999999 }, LIMITS.servings],
      [{ difficulty: 'extreme' }, LIMITS.difficulty],
      [{ difficulty: ['easy'] }, 'difficulty must be text'],
      [{ imageType: 'gif' }, LIMITS.imageType],
      [{ categoryId: 0 }, LIMITS.categoryId],
      [{ categoryId: 1.5 }, LIMITS.categoryId],
      [{ categoryId: 2147483648 }, 'Category not found'],
      [{ categoryId: 999999 }, 'Category not found'],
      [{ categoryId: '3' }, 'categoryId must be a number'],
      [{ cuisine: 'x'.repeat(61) }, LIMITS.cuisineTooLong],
      [{ tags: 'Quick' }, 'tags must be a list'],
      [{ tags: ['x'.repeat(41)] }, LIMITS.tagTooLong],
      [{ tags: [1] }, 'tags[0] must be text'],
      [{ tags: [['Quick']] }, 'tags[0] must be text'],
      [{ ingredients: 'pasta' }, 'ingredients must be a list'],
      [{ ingredients: [42] }, 'ingredients[0] must be text or an object with a name'],
      [{ ingredients: [null] }, 'ingredients[0] must be text or an object with a name'],
      [{ ingredients: ['pasta', { amount: '1' }] }, LIMITS.ingredientNameRequired],
      [{ ingredients: [{ name: 'pasta', userId: 3 }] }, 'ingredients[0].userId should not exist'],
      [{ ingredients: [{ name: 'pasta', amount: 2 }] }, 'ingredients[0].amount must be text'],
      [{ ingredients: [{ name: 'pasta', amountValue: '2' }] }, 'ingredients[0].amountValue must be a number'],
      [{ ingredients: [{ name: 'x'.repeat(201) }] }, LIMITS.ingredientTooLong],
      [{ ingredients: ['x'.repeat(201)] }, LIMITS.ingredientTooLong],
      [{ ingredients: [{ name: 'pasta', notes: 'x'.repeat(501) }] }, LIMITS.ingredientTooLong],
      [{ ingredients: [{ name: 'pasta', unit: 'x'.repeat(41) }] }, LIMITS.ingredientTooLong],
      [{ instructions: [{ step: 'Boil' }] }, 'instructions[0].step should not exist'],
      [{ instructions: ['x'.repeat(2001)] }, LIMITS.instructionTooLong],
      [{ instructions: [{ instruction: 'Boil', stepNumber: '1' }] }, 'instructions[0].stepNumber must be a number'],
      [{ nutrition: { calories: -5 } }, LIMITS.nutrition],
      [{ nutrition: { calories: 1e9 } }, LIMITS.nutrition],
      [{ nutrition: { calories: '5' } }, 'nutrition.calories must be a number'],
      [{ nutrition: { servingSize: 'x'.repeat(61) } }, LIMITS.servingSizeTooLong],
      [{ nutrition: { vitamins: 3 } }, 'nutrition.vitamins should not exist'],
      [{ nutrition: 'lots' }, 'nutrition must be an object'],
      [{ nutrition: [1] }, 'nutrition must be an object'],
      [{ imageType: 'url', imageUrl: 'javascript:alert(1)' }, 'Image URL must be an https:// address'],
      [{ imageType: 'url', imageUrl: 'http://example.com/a.png' }, 'Image URL must be an https:// address'],
      [{ imageType: 'url' }, 'Image URL must be an https:// address'],
      [{ imageType: 'url', imageUrl: `https://example.com/${'a'.repeat(2000)}` }, LIMITS.imageUrlTooLong],
      [{ imageType: 'stock', stockImageId: 'no-such-image' }, LIMITS.stockImage],
      [{ imageType: 'upload', imageUrl: '/api/recipe-images/00000000-0000-4000-8000-000000000000' }, expect.stringContaining('Image URL must be the address of an image uploaded')],
      [{ userId: 1 }, 'property userId should not exist'],
    ])('refuses %j with 400, storing nothing', async (overrides, error) => {
      const { accessToken, user } = await signUp(app.server);
      const res = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(recipeBody(overrides)).expect(400);
      expect(res.body).toEqual({ error });
      expect(await recipeCount(user.id)).toBe(0);
    });

    it('accepts the limits exactly', async () => {
      const { accessToken } = await signUp(app.server);
      const recipe = await createRecipe(app.server, accessToken, {
        title: 'x'.repeat(200),
        cookTime: 1440,
        prepTime: 0,
        servings: 1000,
        tags: Array.from({ length: 20 }, (_, i) => `tag ${i}`),
        ingredients: Array.from({ length: 100 }, (_, i) => ({ name: `ingredient ${i}`, amount: '1' })),
        instructions: Array.from({ length: 100 }, (_, i) => `Step ${i}`),
        nutrition: { calories: 100000, sodium: 0 },
      });
      expect(recipe).toMatchObject({ ingredientCount: 100, instructionCount: 100, cookTime: 1440, servings: 1000 });
      expect(recipe.tags).toHaveLength(20);
    });

    it.each([
      [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, LIMITS.tooManyTags],
      [{ ingredients: Array.from({ length: 101 }, (_, i) => `ingredient ${i}`) }, LIMITS.tooManyIngredients],
      [{ instructions: Array.from({ length: 101 }, (_, i) => `Step ${i}`) }, LIMITS.tooManyInstructions],
    ])('refuses too many rows: %#', async (overrides, error) => {
      const { accessToken } = await signUp(app.server);
      const res = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(recipeBody(overrides)).expect(400);
      expect(res.body).toEqual({ error });
    });

    it(`caps a collection at the limit: 409, nothing stored`, async () => {
      const { accessToken, user } = await signUp(app.server);
      await dataSource.query(`INSERT INTO recipes (user_id, title) SELECT $1, 'Recipe ' || n FROM generate_series(1, 20000) AS n`, [user.id]);
      const res = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(recipeBody()).expect(409);
      expect(res.body).toEqual({ error: LIMITS.tooManyRecipes });
      expect(await recipeCount(user.id)).toBe(20000);
      await dataSource.query('DELETE FROM recipes WHERE user_id = $1', [user.id]);
    });
  });

  describe('PUT /api/recipes/{id}', () => {
    it('replaces every field and part, clearing what is absent', async () => {
      const { accessToken } = await signUp(app.server);
      const before = await createRecipe(app.server, accessToken, {
        cookTime: 10,
        cuisine: 'Mexican',
        tags: ['Quick'],
        ingredients: ['tortillas', 'beans'],
        instructions: ['Warm.', 'Fill.'],
        nutrition: { calories: 300 },
      });
      const res = await request(app.server)
        .put(`/api/recipes/${before.id}`)
        .set(bearer(accessToken))
        .send({ title: 'Bean tacos', ingredients: [{ name: 'black beans', amount: '1', unit: 'can' }], instructions: [{ instruction: 'Heat the beans.', stepNumber: 1 }] })
        .expect(200);
      const after = res.body as RecipeDto;
      expect(after).toMatchObject({ id: before.id, title: 'Bean tacos', cookTime: null, cuisine: null, tags: [], nutrition: null, ingredientCount: 1, instructionCount: 1 });
      expect(after.ingredients).toEqual([{ id: expect.any(Number), name: 'black beans', amount: '1', amountValue: 1, unit: 'can', notes: null, order: 0 }]);
      expect(after.instructions).toEqual([{ id: expect.any(Number), stepNumber: 1, instruction: 'Heat the beans.', notes: null }]);
      expect(after.createdAt).toBe(before.createdAt);
      expect(after.updatedAt > before.updatedAt).toBe(true);
      expect((await request(app.server).get(`/api/recipes/${before.id}`).set(bearer(accessToken)).expect(200)).body).toEqual(after);
      const rows = await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM recipe_ingredients WHERE recipe_id = $1', [before.id]);
      expect(Number(rows[0].n)).toBe(1);
    });

    it('refuses an invalid body with the spec message and keeps the recipe', async () => {
      const { accessToken } = await signUp(app.server);
      const before = await createRecipe(app.server, accessToken);
      const res = await request(app.server).put(`/api/recipes/${before.id}`).set(bearer(accessToken)).send(recipeBody({ instructions: [' '] })).expect(400);
      expect(res.body).toEqual({ error: RECIPE_MESSAGES.instructionRequired });
      expect((await request(app.server).get(`/api/recipes/${before.id}`).set(bearer(accessToken)).expect(200)).body).toEqual(before);
    });
  });

  describe('DELETE /api/recipes/{id}', () => {
    it('answers 204, then 404, and removes the parts and the marks', async () => {
      const { accessToken } = await signUp(app.server);
      const recipe = await createRecipe(app.server, accessToken, { nutrition: { calories: 1 } });
      await request(app.server).post(`/api/recipes/${recipe.id}/favorite`).set(bearer(accessToken)).expect(200);
      const res = await request(app.server).delete(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(204);
      expect(res.text).toBe('');
      expect((await request(app.server).get(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
      expect((await request(app.server).delete(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
      for (const table of ['recipe_ingredients', 'recipe_instructions', 'recipe_nutrition', 'recipe_favorites']) {
        const [row] = await dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table} WHERE recipe_id = $1`, [recipe.id]);
        expect([table, Number(row.n)]).toEqual([table, 0]);
      }
    });
  });

  describe('GET /api/recipes/{id}', () => {
    it.each(['999999', 'abc', '1.5', '-1', '0', '0x1', '1e0', '99999999999', 'categories1'])('answers 404 for id %s', async (id) => {
      const { accessToken } = await signUp(app.server);
      expect((await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    });
  });

  describe('favorites and pins', () => {
    it('toggle per user, on own and shared recipes, and show in the list and the detail', async () => {
      const a = await signUp(app.server);
      const b = await signUp(app.server);
      const mine = await createRecipe(app.server, a.accessToken);
      const favorite = (token: string, id: number) => request(app.server).post(`/api/recipes/${id}/favorite`).set(bearer(token)).expect(200);
      const pin = (token: string, id: number) => request(app.server).post(`/api/recipes/${id}/pin`).set(bearer(token)).expect(200);

      expect((await favorite(a.accessToken, mine.id)).body).toEqual({ id: mine.id, isFavorited: true });
      expect((await favorite(a.accessToken, 1)).body).toEqual({ id: 1, isFavorited: true });
      expect((await pin(a.accessToken, 2)).body).toEqual({ id: 2, isPinned: true });
      expect((await favorite(b.accessToken, 1)).body).toEqual({ id: 1, isFavorited: true });
      expect((await favorite(b.accessToken, 1)).body).toEqual({ id: 1, isFavorited: false });

      expect((await request(app.server).get('/api/recipes/1').set(bearer(a.accessToken)).expect(200)).body).toMatchObject({ isFavorited: true, isPinned: false });
      expect((await request(app.server).get('/api/recipes/1').set(bearer(b.accessToken)).expect(200)).body).toMatchObject({ isFavorited: false, isPinned: false });
      expect((await listRecipes(app.server, a.accessToken, '?favorited=true')).map((r) => r.id)).toEqual([1, mine.id]);
      expect((await listRecipes(app.server, a.accessToken, '?pinned=true')).map((r) => r.id)).toEqual([2]);
      expect(await listRecipes(app.server, b.accessToken, '?favorited=true')).toEqual([]);
      expect((await listRecipes(app.server, a.accessToken, '?favorited=false')).map((r) => r.id)).not.toContain(1);

      expect((await pin(a.accessToken, 2)).body).toEqual({ id: 2, isPinned: false });
      expect(await listRecipes(app.server, a.accessToken, '?pinned=true')).toEqual([]);
    });

    it('favoriting is allowed on a demo recipe, and the demo recipe is unchanged for others', async () => {
      const a = await signUp(app.server);
      await request(app.server).post('/api/recipes/3/favorite').set(bearer(a.accessToken)).expect(200);
      const [{ n }] = await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM recipe_favorites WHERE recipe_id = 3 AND user_id = $1', [a.user.id]);
      expect(Number(n)).toBe(1);
    });
  });

  describe('categories', () => {
    it('lists the shared categories first, then the user\'s; creates with 201', async () => {
      const { accessToken } = await signUp(app.server);
      const shared = (await request(app.server).get('/api/recipes/categories').set(bearer(accessToken)).expect(200)).body as Array<{ id: number; name: string }>;
      expect(shared.map((c) => c.name)).toEqual(expect.arrayContaining(['Breakfast', 'Dinner', 'Dessert']));
      const res = await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: '  Weeknight  ', description: ' Fast ' }).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), name: 'Weeknight', description: 'Fast' });
      const noDescription = await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: 'Sunday' }).expect(201);
      expect(noDescription.body).toEqual({ id: expect.any(Number), name: 'Sunday', description: null });
      const all = (await request(app.server).get('/api/recipes/categories').set(bearer(accessToken)).expect(200)).body;
      expect(all).toEqual([...shared, res.body, noDescription.body]);
    });

    it.each([['weeknight'], ['WEEKNIGHT '], ['dinner'], [' Breakfast']])('answers 409 for %j, a name the user can read already (ignoring case)', async (name) => {
      const { accessToken } = await signUp(app.server);
      await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: 'Weeknight' }).expect(201);
      const res = await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name }).expect(409);
      expect(res.body).toEqual({ error: 'Category with this name already exists' });
    });

    it("another user's category name is free, and their categories are not listed", async () => {
      const a = await signUp(app.server);
      const b = await signUp(app.server);
      const theirs = (await request(app.server).post('/api/recipes/categories').set(bearer(a.accessToken)).send({ name: 'Secret' }).expect(201)).body as { id: number };
      await request(app.server).post('/api/recipes/categories').set(bearer(b.accessToken)).send({ name: 'secret' }).expect(201);
      const listed = (await request(app.server).get('/api/recipes/categories').set(bearer(b.accessToken)).expect(200)).body as Array<{ id: number }>;
      expect(listed.map((c) => c.id)).not.toContain(theirs.id);
      const res = await request(app.server).post('/api/recipes').set(bearer(b.accessToken)).send(recipeBody({ categoryId: theirs.id })).expect(400);
      expect(res.body).toEqual({ error: 'Category not found' });
    });

    it.each([
      [{}, LIMITS.categoryNameRequired],
      [{ name: '   ' }, LIMITS.categoryNameRequired],
      [{ name: null }, LIMITS.categoryNameRequired],
      [{ name: 7 }, LIMITS.categoryNameRequired],
      [{ name: 'x'.repeat(61) }, LIMITS.categoryNameTooLong],
      [{ name: 'Ok', description: 'x'.repeat(501) }, 'Category description must be at most 500 characters'],
      [{ name: 'Ok', description: 5 }, 'description must be text'],
      [{ name: 'Ok', userId: 1 }, 'property userId should not exist'],
    ])('refuses %j with 400', async (body, error) => {
      const { accessToken } = await signUp(app.server);
      const res = await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send(body).expect(400);
      expect(res.body).toEqual({ error });
    });

    it('caps categories per user: 409', async () => {
      const { accessToken, user } = await signUp(app.server);
      await dataSource.query(`INSERT INTO recipe_categories (user_id, name) SELECT $1, 'Cat ' || n FROM generate_series(1, 200) AS n`, [user.id]);
      const res = await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: 'One more' }).expect(409);
      expect(res.body).toEqual({ error: LIMITS.tooManyCategories });
    });

    it('a recipe in a category answers the category; the list filters by it', async () => {
      const { accessToken } = await signUp(app.server);
      const category = (await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: 'Soups' }).expect(201)).body as { id: number };
      const soup = await createRecipe(app.server, accessToken, { title: 'Lentil soup', categoryId: category.id });
      await createRecipe(app.server, accessToken, { title: 'Other' });
      expect(soup).toMatchObject({ categoryId: category.id, category: { id: category.id, name: 'Soups', description: null } });
      expect(soup.contentTags).toContain('Soups');
      expect((await listRecipes(app.server, accessToken, `?category=${category.id}`)).map((r) => r.title)).toEqual(['Lentil soup']);
      const dinner = ((await request(app.server).get('/api/recipes/categories').set(bearer(accessToken))).body as Array<{ id: number; name: string }>).find((c) => c.name === 'Dinner');
      const shared = await createRecipe(app.server, accessToken, { title: 'Mine in a shared category', categoryId: dinner?.id });
      expect(shared.category?.name).toBe('Dinner');
    });
  });

  describe('list filters', () => {
    let token: string;
    let mine: RecipeDto;
    let other: RecipeDto;
    const flagged = async (column: string) =>
      (await dataSource.query<{ id: number }[]>(`SELECT id FROM recipes WHERE user_id IS NULL AND ${column} ORDER BY id`)).map((row) => row.id);
    beforeAll(async () => {
      token = (await signUp(app.server)).accessToken;
      mine = await createRecipe(app.server, token, { title: 'Mine' });
      other = await createRecipe(app.server, token, { title: 'Other' });
      await dataSource.query(`UPDATE recipes SET is_trending = true WHERE id = $1`, [mine.id]);
    });

    it.each([
      ['?trending=true', 'is_trending', ['mine']],
      ['?trending=true&scope=mine', 'false', ['mine']],
      ['?trending=true&scope=library', 'is_trending', []],
      ['?trending=false&scope=mine', 'false', ['other']],
    ])('%s', async (query, shared, own) => {
      const ids = [...(await flagged(shared)), ...own.map((name) => (name === 'mine' ? mine.id : other.id))];
      expect((await listRecipes(app.server, token, query)).map((r) => r.id)).toEqual(ids);
    });

    it('the library has trending and recommended recipes; empty filters mean none', async () => {
      expect((await flagged('is_trending')).length).toBeGreaterThan(0);
      expect((await flagged('is_recommended')).length).toBeGreaterThan(0);
      expect(await listRecipes(app.server, token, '?trending=&recommended=&scope=')).toEqual(await listRecipes(app.server, token));
    });

    it.each([
      ['?trending=yes', 'trending must be true or false'],
      ['?trending=true&trending=true', 'trending must be true or false'],
      ['?favorited=1', 'favorited must be true or false'],
      ['?scope=all', 'scope must be one of mine, library'],
      ['?category=abc', 'category must be a category id'],
      ['?category=0', 'category must be a category id'],
      ['?category=99999999999', 'category must be a category id'],
      ['?page=2', 'property page should not exist'],
    ])('answers 400 for %s', async (query, error) => {
      const res = await request(app.server).get(`/api/recipes${query}`).set(bearer(token)).expect(400);
      expect(res.body).toEqual({ error });
    });
  });

  it("isolation: another user's recipe answers 404 to every call and never shows in the list", async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const secret = await createRecipe(app.server, a.accessToken, { title: 'Secret sauce' });
    const as = (call: request.Test) => call.set(bearer(b.accessToken));
    for (const call of [
      as(request(app.server).get(`/api/recipes/${secret.id}`)),
      as(request(app.server).put(`/api/recipes/${secret.id}`).send(recipeBody())),
      as(request(app.server).delete(`/api/recipes/${secret.id}`)),
      as(request(app.server).post(`/api/recipes/${secret.id}/favorite`)),
      as(request(app.server).post(`/api/recipes/${secret.id}/pin`)),
      as(request(app.server).patch(`/api/recipes/${secret.id}/image`).send({ imageType: 'stock', stockImageId: 'italian-pizza' })),
      as(request(app.server).post(`/api/recipes/${secret.id}/image/upload`).attach('file', Buffer.from('not an image'), 'a.txt')),
      as(request(app.server).post(`/api/recipes/${secret.id}/shopping`).send({ scope: 'all' })),
      as(request(app.server).post(`/api/recipes/${secret.id}/shopping`).send({ scope: 'all', servings: 6 })),
      as(request(app.server).post(`/api/recipes/${secret.id}/cooked`).send({ servings: 2, timeZone: 'Europe/London' })),
    ]) {
      expect((await call.expect(404)).body).toEqual(NOT_FOUND);
    }
    expect((await listRecipes(app.server, b.accessToken)).map((r) => r.id)).not.toContain(secret.id);
    expect(await ownRecipes(app.server, b.accessToken)).toEqual([]);
    expect(await listRecipes(app.server, b.accessToken, `?favorited=false&scope=mine`)).toEqual([]);
    expect((await request(app.server).get(`/api/recipes/${secret.id}`).set(bearer(a.accessToken)).expect(200)).body).toEqual(secret);
    const marks = await dataSource.query<{ n: string }[]>(
      'SELECT (SELECT count(*) FROM recipe_favorites WHERE user_id = $1) + (SELECT count(*) FROM recipe_pins WHERE user_id = $1) + (SELECT count(*) FROM cooked_meals) AS n',
      [b.user.id],
    );
    expect(Number(marks[0].n)).toBe(0);
  });

  it('deleting a user deletes their recipes, categories and marks (ON DELETE CASCADE), not the shared ones', async () => {
    const { accessToken, user } = await signUp(app.server);
    await createRecipe(app.server, accessToken);
    await request(app.server).post('/api/recipes/categories').set(bearer(accessToken)).send({ name: 'Gone soon' }).expect(201);
    await request(app.server).post('/api/recipes/1/favorite').set(bearer(accessToken)).expect(200);
    await dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await recipeCount(user.id)).toBe(0);
    const [{ n }] = await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM recipes WHERE id = 1');
    expect(Number(n)).toBe(1);
  });

  describe('hostile input', () => {
    it('a NUL character anywhere answers 400 naming the field', async () => {
      const { accessToken, user } = await signUp(app.server);
      for (const [body, field] of [
        [recipeBody({ title: 'Pasta\u0000' }), 'title'],
        [recipeBody({ ingredients: [{ name: 'salt\u0000' }] }), 'ingredients[0].name'],
        [recipeBody({ instructions: ['ok', 'bad\u0000'] }), 'instructions[1]'],
        [recipeBody({ tags: ['\u0000'] }), 'tags[0]'],
      ] as const) {
        const res = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(body).expect(400);
        expect(res.body).toEqual({ error: `${field} must not contain a NUL character` });
      }
      expect(await recipeCount(user.id)).toBe(0);
    });

    it('deep nesting, wrong JSON and a huge body answer 4xx with { error }', async () => {
      const { accessToken } = await signUp(app.server);
      const deep = `{"title":"x","ingredients":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const nested = await request(app.server).post('/api/recipes').set(bearer(accessToken)).set('Content-Type', 'application/json').send(deep).expect(400);
      expect(nested.body).toEqual({ error: 'Request body is nested too deeply' });
      const ingredientsNested = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(recipeBody({ ingredients: [[['salt']]] })).expect(400);
      expect(ingredientsNested.body).toEqual({ error: 'ingredients[0] must be text or an object with a name' });
      const broken = await request(app.server).post('/api/recipes').set(bearer(accessToken)).set('Content-Type', 'application/json').send('{"title":').expect(400);
      expect(broken.body).toEqual({ error: 'Request body is not valid JSON' });
      const huge = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send(recipeBody({ description: 'x'.repeat(2_000_000) })).expect(413);
      expect(huge.body).toEqual({ error: 'Request body is too large' });
      const array = await request(app.server).post('/api/recipes').set(bearer(accessToken)).send([recipeBody()]).expect(400);
      expect(array.body).toEqual({ error: expect.any(String) });
    });

    it('a prototype key in a row changes nothing but that row', async () => {
      const { accessToken } = await signUp(app.server);
      const res = await request(app.server)
        .post('/api/recipes')
        .set(bearer(accessToken))
        .set('Content-Type', 'application/json')
        .send('{"title":"x","ingredients":[{"name":"salt","__proto__":{"admin":true,"name":"pepper"}}],"instructions":["a"]}');
      expect(({} as { admin?: boolean }).admin).toBeUndefined();
      if (res.status === 201) expect((res.body as RecipeDto).ingredients.map((i) => i.name)).toEqual(['salt']);
      else expect(res.body).toEqual({ error: 'ingredients[0].__proto__ should not exist' });
    });
  });
});
