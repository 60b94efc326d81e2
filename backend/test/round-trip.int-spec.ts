import request from 'supertest';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

/**
 * What a GET answers can be written back unchanged with the matching write: the fields the server
 * owns are ignored, the entity's own are taken, and a field no entity has is still refused by name.
 */
describe('round trip: every resource takes back what it gives', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let auth: Record<string, string>;

  beforeEach(async () => {
    auth = bearer((await signUp(app.server)).accessToken);
  });

  const get = async (path: string) => (await request(app.server).get(path).set(auth).expect(200)).body as Record<string, unknown>;
  const write = (method: 'post' | 'put' | 'patch', path: string, body: unknown) => request(app.server)[method](path).set(auth).send(body as object);
  const today = new Date().toISOString().slice(0, 10);

  // The recipe as its content: the ids of its rows and its timestamps are the server's to give.
  const recipeContent = (recipe: Record<string, unknown>) => {
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ingredients, instructions, nutrition, ...rest } = recipe as unknown as RecipeDto & Record<string, unknown>;
    return {
      ...rest,
      ingredients: ingredients.map(({ id: _rowId, ...row }) => row),
      instructions: instructions.map(({ id: _rowId, ...row }) => row),
      nutrition: nutrition && { ...nutrition, id: undefined, recipeId: undefined },
    };
  };

  async function fullRecipe(): Promise<RecipeDto> {
    const category = (await write('post', '/api/recipes/categories', { name: 'Weeknights' }).expect(201)).body as { id: number };
    const created = await write('post', '/api/recipes', {
      title: 'Garlic pasta',
      description: 'Quick and good',
      categoryId: category.id,
      cookTime: 20,
      prepTime: 5,
      servings: 2,
      difficulty: 'easy',
      cuisine: 'Italian',
      tags: ['Quick', 'Pasta'],
      ingredients: ['200 g spaghetti', { name: 'garlic', amount: '2', unit: 'clove', notes: 'minced' }],
      instructions: ['Boil the pasta.', { instruction: 'Fry the garlic.', notes: 'low heat' }],
      nutrition: { calories: 520, protein: 14, servingSize: '1 plate' },
    }).expect(201);
    return created.body as RecipeDto;
  }

  it('a recipe: its GET answer is taken back by POST (a copy) and by PUT (nothing changes)', async () => {
    const recipe = await get(`/api/recipes/${(await fullRecipe()).id}`);
    expect(recipe.category).toEqual(expect.objectContaining({ name: 'Weeknights' }));

    const { id: _id, ...withoutId } = recipe;
    const copy = (await write('post', '/api/recipes', withoutId).expect(201)).body as Record<string, unknown>;
    expect(copy.id).not.toBe(recipe.id);
    expect(recipeContent(copy)).toEqual(recipeContent(recipe));
    // The id too: the server gives the copy its own.
    const copyWithId = (await write('post', '/api/recipes', recipe).expect(201)).body as Record<string, unknown>;
    expect(copyWithId.id).not.toBe(recipe.id);

    await write('put', `/api/recipes/${String(recipe.id)}`, recipe).expect(200);
    const after = await get(`/api/recipes/${String(recipe.id)}`);
    expect(recipeContent(after)).toEqual(recipeContent(recipe));
    expect(after.createdAt).toBe(recipe.createdAt);
  });

  it('a recipe list entry can be sent back too: its counts, status and recommendation are the server\'s', async () => {
    const { id } = await fullRecipe();
    const detail = await get(`/api/recipes/${id}`);
    const entry = ((await get('/api/recipes?recommended=true')) as unknown as Record<string, unknown>[]).find((r) => r.id === id)
      ?? ((await get('/api/recipes')) as unknown as Record<string, unknown>[]).find((r) => r.id === id);
    expect(entry?.ingredientStatus).toBeDefined();
    // The list has no rows: send them from the detail, everything else as the list gave it.
    await write('put', `/api/recipes/${id}`, { ...entry, ingredients: detail.ingredients, instructions: detail.instructions, nutrition: detail.nutrition }).expect(200);
    expect(recipeContent(await get(`/api/recipes/${id}`))).toEqual(recipeContent(detail));
  });

  it('a recipe with one unknown field, at the top or in a row, is refused naming it, and nothing changes', async () => {
    const recipe = await get(`/api/recipes/${(await fullRecipe()).id}`);
    const path = `/api/recipes/${String(recipe.id)}`;
    expect((await write('put', path, { ...recipe, colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });
    const ingredients = recipe.ingredients as Record<string, unknown>[];
    const rowWithUnknown = { ...recipe, ingredients: [{ ...ingredients[0], colour: 'red' }, ...ingredients.slice(1)] };
    expect((await write('put', path, rowWithUnknown).expect(400)).body).toEqual({ error: 'ingredients[0].colour should not exist' });
    const stepWithUnknown = { ...recipe, instructions: [{ instruction: 'Boil.', colour: 'red' }] };
    expect((await write('put', path, stepWithUnknown).expect(400)).body).toEqual({ error: 'instructions[0].colour should not exist' });
    expect((await write('post', '/api/recipes', { ...recipe, nutrition: { calories: 1, colour: 'red' } }).expect(400)).body).toEqual({
      error: 'nutrition.colour should not exist',
    });
    expect(await get(path)).toEqual(recipe);
  });

  it('ingredient rows sent with order 2, 0, 1 come back in that order', async () => {
    const created = (
      await write('post', '/api/recipes', {
        title: 'Bread',
        ingredients: [
          { name: 'salt', order: 2 },
          { name: 'flour', order: 0 },
          { name: 'water', order: 1 },
        ],
        instructions: ['Mix and bake.'],
      }).expect(201)
    ).body as RecipeDto;
    const saved = (await get(`/api/recipes/${created.id}`)) as unknown as RecipeDto;
    expect(saved.ingredients.map(({ name, order }) => [name, order])).toEqual([
      ['flour', 0],
      ['water', 1],
      ['salt', 2],
    ]);
    // And reordering the answer's rows by their order moves them.
    const reordered = saved.ingredients.map((row) => ({ ...row, order: 2 - row.order }));
    await write('put', `/api/recipes/${created.id}`, { ...saved, ingredients: reordered }).expect(200);
    expect(((await get(`/api/recipes/${created.id}`)) as unknown as RecipeDto).ingredients.map(({ name }) => name)).toEqual(['salt', 'water', 'flour']);
  });

  it.each([
    ['pantry', '/api/pantry', { name: 'Milk', status: 'Low Stock', category: 'Dairy & Eggs', expirationDate: '2030-01-02' }],
    ['shopping', '/api/shopping', { name: 'Bananas', quantity: '6', category: 'Produce' }],
  ])('a %s item: PATCH takes its GET answer back unchanged; one unknown field is refused naming it', async (_name, path, body) => {
    await write('post', path, body).expect(201);
    const [item] = (await get(path)) as unknown as Record<string, unknown>[];
    expect((await write('patch', `${path}/${String(item.id)}`, item).expect(200)).body).toEqual(item);
    expect((await write('patch', `${path}/${String(item.id)}`, { ...item, colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });
    expect(await get(path)).toEqual([item]);
  });

  it('a meal plan entry: POST takes its GET answer back (planning the slot again after removing it), its cook too', async () => {
    const recipe = await fullRecipe();
    const { id: me } = await get('/api/me');
    const range = `/api/meal-plans?startDate=${today}&endDate=${today}`;
    await write('post', '/api/meal-plans', { date: today, mealType: 'dinner', type: 'recipe', recipeId: recipe.id, cookId: me }).expect(201);
    await write('post', '/api/meal-plans', { date: today, mealType: 'lunch', type: 'custom', customName: 'Leftovers' }).expect(201);
    const entries = (await get(range)) as unknown as Record<string, unknown>[];
    expect(entries).toHaveLength(2);
    expect(entries[1].cook).toEqual(expect.objectContaining({ id: me }));

    for (const entry of entries) {
      expect((await write('post', '/api/meal-plans', { ...entry, colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });
      await request(app.server).delete(`/api/meal-plans/${String(entry.id)}`).set(auth).expect((res) => expect(res.status).toBeLessThan(300));
      await write('post', '/api/meal-plans', entry).expect(201);
    }
    const again = (await get(range)) as unknown as Record<string, unknown>[];
    const withoutId = (list: Record<string, unknown>[]) => list.map(({ id: _id, ...entry }) => entry);
    expect(withoutId(again)).toEqual(withoutId(entries));
  });

  it('a meal plan entry: PATCH takes its GET answer back unchanged, and with another cook changes only who cooks', async () => {
    const { id: me } = await get('/api/me');
    const range = `/api/meal-plans?startDate=${today}&endDate=${today}`;
    await write('post', '/api/meal-plans', { date: today, mealType: 'lunch', type: 'custom', customName: 'Leftovers', cookId: me }).expect(201);
    const [entry] = (await get(range)) as unknown as Record<string, unknown>[];
    const path = `/api/meal-plans/${String(entry.id)}`;
    expect((await write('patch', path, entry).expect(200)).body).toEqual(entry);
    expect((await write('patch', path, { ...entry, cookId: null }).expect(200)).body).toEqual({ ...entry, cookId: null, cook: null });
    expect((await write('patch', path, { ...entry, colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });
    expect(await get(range)).toEqual([{ ...entry, cookId: null, cook: null }]);
  });

  it.each([
    ['preferences', '/api/preferences', 'post', { dietaryRestrictions: ['Vegan'], allergies: { nuts: true, shellfish: false, eggs: false, fish: false }, maxCookingTime: 40, spiceLevel: 3, favoriteCuisines: ['Indian'] }],
    ['notification settings', '/api/notifications/settings', 'put', { expirationAlerts: false, lowStockWarnings: true, mealReminders: true, shoppingReminders: true, recipesSuggestions: false, familyUpdates: true, timeZone: 'Europe/Paris' }],
    ['profile', '/api/me', 'patch', { name: 'Sam Cook' }],
  ] as const)('%s: the write takes its GET answer back unchanged; one unknown field is refused naming it', async (_name, path, method, change) => {
    await write(method, path, change).expect((res) => expect(res.status).toBeLessThan(300));
    const before = await get(path);
    await write(method, path, before).expect((res) => expect(res.status).toBeLessThan(300));
    expect(await get(path)).toEqual(before);
    expect((await write(method, path, { ...before, colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });
    expect(await get(path)).toEqual(before);
  });

  it('the API description marks the fields the server owns as read-only in the write bodies', async () => {
    const document = (await request(app.server).get('/api/docs-json').expect(200)).body as {
      components: { schemas: Record<string, { properties: Record<string, { readOnly?: boolean }> }> };
    };
    const readOnly = (schema: string) =>
      Object.entries(document.components.schemas[schema].properties)
        .filter(([, property]) => property.readOnly)
        .map(([field]) => field)
        .sort();
    expect(readOnly('UpdateRecipeDto')).toEqual(expect.arrayContaining(['category', 'createdAt', 'id', 'ingredientStatus', 'isFavorited', 'recommendation', 'updatedAt']));
    expect(readOnly('RecipeIngredientInputDto')).toEqual(['id']);
    expect(readOnly('RecipeNutritionInputDto')).toEqual(['id', 'recipeId']);
    expect(readOnly('UpdatePantryItemDto')).toEqual(['id', 'updatedBy']);
    expect(readOnly('CreateMealPlanDto')).toEqual(['cook', 'cookedAt', 'id', 'recipe']);
    // date and mealType move the meal; type, recipeId and customName are refused when changed (meal-plans.int-spec.ts).
    expect(readOnly('UpdateMealPlanDto')).toEqual(['cook', 'cookedAt', 'id', 'recipe']);
    expect(readOnly('PreferencesDto')).toEqual([]);
  });
});
