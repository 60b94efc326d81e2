import { addDays, calendarDateIn } from '@mealapp/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MealPlanDto } from '../src/meal-plans/dto/meal-plan.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { createRecipe } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

const NOT_FOUND = { error: 'Meal plan not found' };
const RECIPE_NOT_FOUND = { error: 'Recipe not found' };
/** The server's default time zone is UTC; a test that runs over midnight UTC could see two days. */
const today = () => calendarDateIn(new Date(), 'UTC');

describe('meal plans: /api/meal-plans', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const rows = async () => Number((await app.t.app.get(DataSource).query<{ n: string }[]>('SELECT count(*) AS n FROM meal_plans'))[0].n);

  const list = async (token: string, startDate: string, endDate: string) =>
    (await request(app.server).get('/api/meal-plans').query({ startDate, endDate }).set(bearer(token)).expect(200)).body as MealPlanDto[];
  const post = (token: string, body: object) => request(app.server).post('/api/meal-plans').set(bearer(token)).send(body);
  const planCustom = async (token: string, date: string, mealType: string, customName = 'Leftovers') =>
    (await post(token, { date, mealType, type: 'custom', customName }).expect(201)).body as MealPlanDto;

  it('answers 401 without a token on every call', async () => {
    for (const call of [
      request(app.server).get('/api/meal-plans').query({ startDate: today(), endDate: today() }),
      request(app.server).post('/api/meal-plans').send({ date: today(), mealType: 'dinner', type: 'custom', customName: 'Soup' }),
      request(app.server).delete('/api/meal-plans/1'),
      request(app.server).patch('/api/meal-plans/1').send({ cookId: null }),
      request(app.server).delete('/api/meal-plans').query({ date: today(), mealType: 'dinner' }),
    ]) {
      expect((await call.expect(401)).body).toEqual({ error: 'Authentication required' });
    }
    expect(await rows()).toBe(0);
  });

  it('plans a recipe meal (own or shared) and a custom meal; GET answers them by day and slot with the recipe summary', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken, { title: 'Tomato pasta', description: 'Quick', cookTime: 20, servings: 4 });
    const tomorrow = addDays(today(), 1);

    const dinner = (await post(accessToken, { date: tomorrow, mealType: 'dinner', type: 'recipe', recipeId: recipe.id }).expect(201)).body as MealPlanDto;
    expect(dinner).toEqual({
      id: expect.any(Number),
      date: tomorrow,
      mealType: 'dinner',
      type: 'recipe',
      recipeId: recipe.id,
      recipe: {
        id: recipe.id,
        title: 'Tomato pasta',
        description: 'Quick',
        cookTime: 20,
        servings: 4,
        imageUrl: recipe.imageUrl,
        imageType: recipe.imageType,
        stockImageId: recipe.stockImageId,
      },
      customName: null,
      cookId: null,
      cook: null,
      servings: null,
      cookedAt: null,
    });
    const breakfast = await planCustom(accessToken, tomorrow, 'breakfast', '  Porridge  ');
    expect(breakfast).toEqual({ id: expect.any(Number), date: tomorrow, mealType: 'breakfast', type: 'custom', recipeId: null, recipe: null, customName: 'Porridge', cookId: null, cook: null, servings: null, cookedAt: null });
    const demo = (await post(accessToken, { date: today(), mealType: 'lunch', type: 'recipe', recipeId: 1 }).expect(201)).body as MealPlanDto;
    expect(demo.recipe?.id).toBe(1);

    expect((await list(accessToken, today(), addDays(today(), 13))).map((e) => [e.date, e.mealType, e.type])).toEqual([
      [today(), 'lunch', 'recipe'],
      [tomorrow, 'breakfast', 'custom'],
      [tomorrow, 'dinner', 'recipe'],
    ]);
    expect((await list(accessToken, today(), addDays(today(), 13)))[2]).toEqual(dinner);
  });

  it('GET answers only the entries inside the range, both ends included', async () => {
    const { accessToken } = await signUp(app.server);
    for (const offset of [0, 2, 5, 9]) await planCustom(accessToken, addDays(today(), offset), 'lunch', `Day ${offset}`);
    const names = async (from: number, to: number) => (await list(accessToken, addDays(today(), from), addDays(today(), to))).map((e) => e.customName);
    expect(await names(2, 5)).toEqual(['Day 2', 'Day 5']);
    expect(await names(3, 4)).toEqual([]);
    expect(await names(0, 0)).toEqual(['Day 0']);
    expect(await names(0, 61)).toEqual(['Day 0', 'Day 2', 'Day 5', 'Day 9']);
  });

  it('keeps one meal per slot: a taken slot answers 409 and keeps the first meal', async () => {
    const { accessToken } = await signUp(app.server);
    const first = await planCustom(accessToken, today(), 'dinner', 'Soup');
    const res = await post(accessToken, { date: today(), mealType: 'dinner', type: 'recipe', recipeId: 1 }).expect(409);
    expect(res.body).toEqual({ error: `A meal is already planned for Dinner on ${today()}. Remove it first.` });
    expect(await list(accessToken, today(), today())).toEqual([first]);
    // Another user's same slot is theirs to fill.
    const other = await signUp(app.server);
    await planCustom(other.accessToken, today(), 'dinner', 'Stew');
  });

  it("refuses a date before today in the user's time zone (UTC when none is sent)", async () => {
    const { accessToken } = await signUp(app.server);
    const yesterday = addDays(today(), -1);
    const res = await post(accessToken, { date: yesterday, mealType: 'lunch', type: 'custom', customName: 'Soup' }).expect(400);
    expect(res.body).toEqual({ error: `date must not be before today (${today()})` });

    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const now = new Date();
    const pagoToday = calendarDateIn(now, 'Pacific/Pago_Pago');
    const kiriToday = calendarDateIn(now, 'Pacific/Kiritimati');
    const body = { date: pagoToday, mealType: 'lunch', type: 'custom', customName: 'Soup' };
    expect((await post(accessToken, { ...body, timeZone: 'Pacific/Kiritimati' }).expect(400)).body).toEqual({ error: `date must not be before today (${kiriToday})` });
    await post(accessToken, { ...body, timeZone: 'Pacific/Pago_Pago' }).expect(201);
    expect(await rows()).toBeGreaterThan(0);
  });

  it('plans up to 366 days ahead, no further (a year of slots bounds what one user stores)', async () => {
    const { accessToken } = await signUp(app.server);
    await planCustom(accessToken, addDays(today(), 366), 'lunch');
    const res = await post(accessToken, { date: addDays(today(), 367), mealType: 'lunch', type: 'custom', customName: 'Soup' }).expect(400);
    expect(res.body).toEqual({ error: 'date must be at most 366 days after today' });
    const far = await post(accessToken, { date: '9999-12-31', mealType: 'lunch', type: 'custom', customName: 'Soup' }).expect(400);
    expect(far.body).toEqual({ error: 'date must be at most 366 days after today' });
  });

  // Issue 33: PATCH {"date":...} answered 200 and kept the old date.
  it('PATCH moves a meal to another date and meal (by the rules of planning it), and refuses by name what it cannot change', async () => {
    const { accessToken } = await signUp(app.server);
    const patch = (id: number, body: object) => request(app.server).patch(`/api/meal-plans/${id}`).set(bearer(accessToken)).send(body);
    const later = addDays(today(), 3);
    const soup = await planCustom(accessToken, addDays(today(), 1), 'dinner', 'Soup');

    const moved = (await patch(soup.id, { date: later, servings: null }).expect(200)).body as MealPlanDto;
    expect(moved).toEqual({ ...soup, date: later });
    expect((await patch(soup.id, { mealType: 'lunch' }).expect(200)).body).toEqual({ ...soup, date: later, mealType: 'lunch' });
    expect(await list(accessToken, today(), addDays(today(), 13))).toEqual([{ ...soup, date: later, mealType: 'lunch' }]);

    // The GET answer written back unchanged is accepted and changes nothing; its server-owned fields are ignored.
    const [asRead] = await list(accessToken, later, later);
    expect((await patch(soup.id, asRead).expect(200)).body).toEqual(asRead);
    // What the meal is cannot change: refused by name, and nothing moves.
    expect((await patch(soup.id, { ...asRead, date: addDays(today(), 5), customName: 'Stew' }).expect(400)).body).toEqual({ error: 'customName cannot change: remove the meal and plan another' });
    expect((await patch(soup.id, { type: 'recipe' }).expect(400)).body).toEqual({ error: 'type cannot change: remove the meal and plan another' });
    expect((await patch(soup.id, { recipeId: 1 }).expect(400)).body).toEqual({ error: 'recipeId cannot change: remove the meal and plan another' });
    // A field no write has is still refused by name.
    expect((await patch(soup.id, { colour: 'red' }).expect(400)).body).toEqual({ error: 'property colour should not exist' });

    // The rules of planning: not before today, a real date, one meal per slot.
    expect((await patch(soup.id, { date: addDays(today(), -1) }).expect(400)).body).toEqual({ error: `date must not be before today (${today()})` });
    expect((await patch(soup.id, { date: '2026-02-30' }).expect(400)).body).toEqual({ error: 'date must be a calendar date (YYYY-MM-DD)' });
    await planCustom(accessToken, later, 'breakfast', 'Porridge');
    expect((await patch(soup.id, { mealType: 'breakfast' }).expect(409)).body).toEqual({ error: `A meal is already planned for Breakfast on ${later}. Remove it first.` });
    expect((await list(accessToken, later, later)).map((e) => [e.mealType, e.customName])).toEqual([
      ['breakfast', 'Porridge'],
      ['lunch', 'Soup'],
    ]);
  });

  it('documents the five calls and the slot rule in the committed OpenAPI file', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; description?: string; responses: Record<string, unknown> }>>;
    };
    const operations = (path: string) => Object.entries(document.paths[path]).map(([method, op]) => `${method.toUpperCase()} ${op.operationId}`);
    expect([...operations('/api/meal-plans'), ...operations('/api/meal-plans/{id}')].sort()).toEqual([
      'DELETE deleteMealPlan',
      'DELETE deleteMealPlanSlot',
      'GET listMealPlans',
      'PATCH updateMealPlan',
      'POST createMealPlan',
    ]);
    const create = document.paths['/api/meal-plans'].post;
    expect(create.description).toContain('One meal per slot');
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '404', '409', '413', '415', '429']);
  });

  const MEAL_TYPE = 'mealType must be one of breakfast, lunch, dinner';
  const refusals: Array<[string, object, string]> = [
    ['no date', { mealType: 'lunch', type: 'custom', customName: 'Soup' }, 'date is required'],
    ['an impossible date', { date: '2026-02-30', mealType: 'lunch', type: 'custom', customName: 'Soup' }, 'date must be a calendar date (YYYY-MM-DD)'],
    ['a date with a time', { date: '2026-12-01T10:00:00Z', mealType: 'lunch', type: 'custom', customName: 'Soup' }, 'date must be a calendar date (YYYY-MM-DD)'],
    ['a date as a number', { date: 20261201, mealType: 'lunch', type: 'custom', customName: 'Soup' }, 'date must be a calendar date (YYYY-MM-DD)'],
    ['no meal type', { date: '2099-01-01', type: 'custom', customName: 'Soup' }, 'mealType is required'],
    ['an unknown meal type', { date: '2099-01-01', mealType: 'snack', type: 'custom', customName: 'Soup' }, MEAL_TYPE],
    ['no type', { date: '2099-01-01', mealType: 'lunch', customName: 'Soup' }, 'type is required'],
    ['an unknown type', { date: '2099-01-01', mealType: 'lunch', type: 'takeaway', customName: 'Soup' }, 'type must be one of recipe, custom'],
    ['a custom meal without a name', { date: '2099-01-01', mealType: 'lunch', type: 'custom' }, 'customName must not be empty'],
    ['a custom meal named by spaces', { date: '2099-01-01', mealType: 'lunch', type: 'custom', customName: '   ' }, 'customName must not be empty'],
    ['a custom name too long', { date: '2099-01-01', mealType: 'lunch', type: 'custom', customName: 'x'.repeat(201) }, 'customName must be at most 200 characters'],
    ['a custom meal with a recipe', { date: '2099-01-01', mealType: 'lunch', type: 'custom', customName: 'Soup', recipeId: 1 }, 'recipeId must not be sent with a custom meal'],
    ['a recipe meal without a recipe', { date: '2099-01-01', mealType: 'lunch', type: 'recipe' }, 'recipeId is required when type is recipe'],
    ['a recipe meal with a name', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1, customName: 'Soup' }, 'customName must not be sent with a recipe meal'],
    ['a recipe id as text', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: '1' }, 'recipeId must be a recipe id (a positive whole number)'],
    ['a huge recipe id', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1e20 }, 'recipeId must be a recipe id (a positive whole number)'],
    ['a fractional recipe id', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1.5 }, 'recipeId must be a recipe id (a positive whole number)'],
    ['an unknown time zone', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1, timeZone: 'Mars/Base' }, 'timeZone must be an IANA time zone name, e.g. Europe/London'],
    ['an unknown field', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1, guests: 2 }, 'property guests should not exist'],
    ['servings of nothing', { date: '2099-01-01', mealType: 'lunch', type: 'recipe', recipeId: 1, servings: 0 }, "servings must be a whole number from 1 to 1000, or null for the recipe's own"],
    ['servings on a custom meal', { date: '2099-01-01', mealType: 'lunch', type: 'custom', customName: 'Soup', servings: 2 }, 'servings must not be sent with a custom meal'],
    ['a NUL character', { date: '2099-01-01', mealType: 'lunch', type: 'custom', customName: 'So\0up' }, 'customName must not contain a NUL character'],
  ];

  it.each(refusals)('POST with %s answers 400 naming the problem, and stores nothing', async (_label, body, error) => {
    const { accessToken } = await signUp(app.server);
    const before = await rows();
    expect((await post(accessToken, body).expect(400)).body).toEqual({ error });
    expect(await rows()).toBe(before);
  });

  it('refuses hostile bodies and queries with 4xx, never 500', async () => {
    const { accessToken } = await signUp(app.server);
    const deep = `{"date":${'['.repeat(100)}${']'.repeat(100)}}`;
    const res = await request(app.server).post('/api/meal-plans').set(bearer(accessToken)).set('Content-Type', 'application/json').send(deep);
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { error: 'Request body is nested too deeply' } });

    const start = today();
    const queries: Array<[Record<string, string>, string]> = [
      [{ endDate: start }, 'startDate is required'],
      [{ startDate: start }, 'endDate is required'],
      [{ startDate: '2026-02-30', endDate: start }, 'startDate must be a calendar date (YYYY-MM-DD)'],
      [{ startDate: start, endDate: 'tomorrow' }, 'endDate must be a calendar date (YYYY-MM-DD)'],
      [{ startDate: start, endDate: addDays(start, -1) }, 'endDate must not be before startDate'],
      [{ startDate: start, endDate: addDays(start, 62) }, 'The range from startDate to endDate must be at most 62 days'],
      [{ startDate: '1000-01-01', endDate: '9999-12-31' }, 'The range from startDate to endDate must be at most 62 days'],
      [{ startDate: `${start}\0`, endDate: start }, 'startDate must not contain a NUL character'],
      [{ startDate: start, endDate: start, extra: '1' }, 'property extra should not exist'],
    ];
    for (const [query, error] of queries) {
      const answer = await request(app.server).get('/api/meal-plans').query(query).set(bearer(accessToken));
      expect({ query, status: answer.status, body: answer.body as unknown }).toEqual({ query, status: 400, body: { error } });
    }
    const repeated = await request(app.server).get(`/api/meal-plans?startDate=${start}&startDate=${start}&endDate=${start}`).set(bearer(accessToken));
    expect(repeated.status).toBe(400);
    expect((repeated.body as { error: string }).error).toBe('startDate must be a calendar date (YYYY-MM-DD)');

    for (const id of ['0', '-1', 'abc', '1e3', '99999999999']) {
      expect((await request(app.server).delete(`/api/meal-plans/${id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    }
  });

  it("answers 404 for another user's plan on every verb, and for another user's private recipe", async () => {
    const ada = await signUp(app.server);
    const bob = await signUp(app.server);
    const adas = await planCustom(ada.accessToken, today(), 'dinner', 'Soup');
    const privateRecipe = await createRecipe(app.server, ada.accessToken, { title: 'Secret stew' });

    expect((await request(app.server).delete(`/api/meal-plans/${adas.id}`).set(bearer(bob.accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect(
      (await request(app.server).delete('/api/meal-plans').query({ date: today(), mealType: 'dinner' }).set(bearer(bob.accessToken)).expect(404)).body,
    ).toEqual(NOT_FOUND);
    expect(await list(bob.accessToken, today(), today())).toEqual([]);
    expect((await post(bob.accessToken, { date: today(), mealType: 'lunch', type: 'recipe', recipeId: privateRecipe.id }).expect(404)).body).toEqual(RECIPE_NOT_FOUND);
    expect((await post(bob.accessToken, { date: today(), mealType: 'lunch', type: 'recipe', recipeId: 2_000_000_000 }).expect(404)).body).toEqual(RECIPE_NOT_FOUND);
    expect(await list(ada.accessToken, today(), today())).toEqual([adas]);
  });

  it('DELETE by id and DELETE by slot remove the meal (204), and a second time answers 404', async () => {
    const { accessToken } = await signUp(app.server);
    const lunch = await planCustom(accessToken, today(), 'lunch');
    await planCustom(accessToken, today(), 'dinner');
    await request(app.server).delete(`/api/meal-plans/${lunch.id}`).set(bearer(accessToken)).expect(204);
    expect((await request(app.server).delete(`/api/meal-plans/${lunch.id}`).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect((await list(accessToken, today(), today())).map((e) => e.mealType)).toEqual(['dinner']);

    const slot = { date: today(), mealType: 'dinner' };
    await request(app.server).delete('/api/meal-plans').query(slot).set(bearer(accessToken)).expect(204);
    expect((await request(app.server).delete('/api/meal-plans').query(slot).set(bearer(accessToken)).expect(404)).body).toEqual(NOT_FOUND);
    expect(await list(accessToken, today(), today())).toEqual([]);
    expect(
      (await request(app.server).delete('/api/meal-plans').query({ date: today(), mealType: 'brunch' }).set(bearer(accessToken)).expect(400)).body,
    ).toEqual({ error: MEAL_TYPE });
    // The slot is free again.
    await planCustom(accessToken, today(), 'dinner', 'Curry');
  });

  it('deleting a recipe deletes the plans that name it', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken, { title: 'Short-lived' });
    await post(accessToken, { date: today(), mealType: 'breakfast', type: 'recipe', recipeId: recipe.id }).expect(201);
    await planCustom(accessToken, today(), 'lunch');
    await request(app.server).delete(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(204);
    expect((await list(accessToken, today(), today())).map((e) => e.mealType)).toEqual(['lunch']);
  });

  it('the database itself enforces the slot rule and exactly one of recipe or custom name', async () => {
    const dataSource = app.t.app.get(DataSource);
    const { user } = await signUp(app.server);
    const insert = (mealType: string, recipeId: number | null, name: string | null) =>
      dataSource.query('INSERT INTO meal_plans (user_id, date, meal_type, recipe_id, custom_name) VALUES ($1, $2, $3, $4, $5)', [user.id, '2099-01-01', mealType, recipeId, name]);
    await expect(insert('snack', null, 'Soup')).rejects.toThrow(/meal_plans_meal_type_check/);
    await expect(insert('lunch', 1, 'Soup')).rejects.toThrow(/meal_plans_recipe_or_custom_check/);
    await expect(insert('lunch', null, null)).rejects.toThrow(/meal_plans_recipe_or_custom_check/);
    await expect(insert('lunch', null, '  ')).rejects.toThrow(/meal_plans_custom_name_check/);
    await insert('lunch', null, 'Soup');
    await expect(insert('lunch', 1, null)).rejects.toThrow(/meal_plans_slot_key/);
  });
});
