import { addDays, calendarDateIn, localDateString } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MealPlanDto } from '../src/meal-plans/dto/meal-plan.dto.js';
import type { PantryItemDto } from '../src/pantry/dto/pantry-item.dto.js';
import type { CookedMealDto } from '../src/recipes/dto/cooked-meal.dto.js';
import type { ShoppingItemDto } from '../src/shopping/dto/shopping-item.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { households } from './support/households.js';
import { exportOf } from './support/my-data.js';
import { addPantryItem, createRecipe, listRecipes } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

type Who = Awaited<ReturnType<typeof signUp>>;

const SERVINGS = { error: "servings must be a whole number from 1 to 1000, or null for the recipe's own" };
const RECIPE_NOT_FOUND = { error: 'Recipe not found' };
const today = () => calendarDateIn(new Date(), 'UTC');

/** Issue 26: servings on planned meals and shopping, "I cooked this", and Trending from cooking. */
describe('cooking with the app', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const as = (who: Who) => bearer(who.accessToken);

  const plan = (who: Who, body: object) => request(app.server).post('/api/meal-plans').set(as(who)).send({ date: today(), mealType: 'dinner', ...body });
  const patch = (who: Who, id: number, body: object) => request(app.server).patch(`/api/meal-plans/${id}`).set(as(who)).send(body);
  const cook = (who: Who, id: number, body: object = {}) => request(app.server).post(`/api/recipes/${id}/cooked`).set(as(who)).send(body);
  const entries = async (who: Who, startDate: string, endDate = startDate) =>
    (await request(app.server).get('/api/meal-plans').query({ startDate, endDate }).set(as(who)).expect(200)).body as MealPlanDto[];
  const shoppingList = async (who: Who) => (await request(app.server).get('/api/shopping').set(as(who)).expect(200)).body as ShoppingItemDto[];
  const pantry = async (who: Who) => (await request(app.server).get('/api/pantry').set(as(who)).expect(200)).body as PantryItemDto[];
  const cookedRows = async (userId: number) =>
    (await db().query(`SELECT recipe_id AS "recipeId", servings, to_char(cooked_on, 'YYYY-MM-DD') AS "cookedOn" FROM cooked_meals WHERE user_id = $1 ORDER BY id`, [
      userId,
    ])) as Array<{ recipeId: number; servings: number | null; cookedOn: string }>;

  /** Written for 4: 2 cups of flour, 3 eggs, salt to taste. */
  const pancakes = (who: Who, overrides: Record<string, unknown> = {}) =>
    createRecipe(app.server, who.accessToken, {
      title: 'Pancakes',
      servings: 4,
      ingredients: [{ name: 'flour', amount: '2', unit: 'cups' }, { name: 'eggs', amount: '3' }, { name: 'salt' }],
      ...overrides,
    });

  describe('servings on a planned meal', () => {
    it('plans a recipe meal for its own servings, sets and clears them by PATCH, leaving the cook as it was', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      const dinner = (await plan(ada, { type: 'recipe', recipeId: recipe.id, servings: 6, cookId: ada.user.id }).expect(201)).body as MealPlanDto;
      expect(dinner).toMatchObject({ recipeId: recipe.id, servings: 6, cookedAt: null, cookId: ada.user.id });
      const lunch = (await plan(ada, { mealType: 'lunch', type: 'recipe', recipeId: recipe.id }).expect(201)).body as MealPlanDto;
      expect(lunch.servings).toBeNull();

      expect((await patch(ada, dinner.id, { servings: 2 }).expect(200)).body).toEqual({ ...dinner, servings: 2 });
      expect((await patch(ada, dinner.id, { cookId: null }).expect(200)).body).toEqual({ ...dinner, servings: 2, cookId: null, cook: null });
      expect((await patch(ada, dinner.id, { servings: null }).expect(200)).body).toEqual({ ...dinner, servings: null, cookId: null, cook: null });
      expect(await entries(ada, today())).toEqual([{ ...lunch }, { ...dinner, servings: null, cookId: null, cook: null }]);
    });

    it('refuses servings out of range or on a custom meal with 400 naming the field, and stores nothing', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      for (const servings of [0, -1, 1.5, 1001, '6', true, 2 ** 31]) {
        expect((await plan(ada, { type: 'recipe', recipeId: recipe.id, servings }).expect(400)).body).toEqual(SERVINGS);
      }
      expect((await plan(ada, { type: 'custom', customName: 'Soup', servings: 2 }).expect(400)).body).toEqual({ error: 'servings must not be sent with a custom meal' });
      expect(await entries(ada, today())).toEqual([]);

      const soup = (await plan(ada, { type: 'custom', customName: 'Soup', servings: null }).expect(201)).body as MealPlanDto;
      expect((await patch(ada, soup.id, { servings: 2 }).expect(400)).body).toEqual({ error: 'servings must not be sent with a custom meal' });
      const dinner = (await plan(ada, { mealType: 'lunch', type: 'recipe', recipeId: recipe.id }).expect(201)).body as MealPlanDto;
      for (const servings of [0, 1001, 'lots', {}]) expect((await patch(ada, dinner.id, { servings }).expect(400)).body).toEqual(SERVINGS);
      expect((await patch(ada, dinner.id, {}).expect(400)).body).toEqual({ error: 'cookId, servings, date or mealType is required' });
      expect(await entries(ada, today())).toEqual([dinner, soup]);
    });

    it('takes back what GET gave, cookedAt included, and ignores cookedAt: the server sets it', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      const dinner = (await plan(ada, { type: 'recipe', recipeId: recipe.id, cookedAt: '2020-01-01T00:00:00.000Z' }).expect(201)).body as MealPlanDto;
      expect(dinner.cookedAt).toBeNull();
      const [read] = await entries(ada, today());
      expect((await patch(ada, dinner.id, { ...read, servings: 3, cookedAt: '2020-01-01T00:00:00.000Z' }).expect(200)).body).toEqual({ ...dinner, servings: 3 });

      const cooked = (await cook(ada, recipe.id).expect(201)).body as CookedMealDto;
      const [after] = await entries(ada, today());
      expect(after.cookedAt).toBe(cooked.cookedAt);
      expect((await patch(ada, dinner.id, { ...after, servings: 4, cookedAt: null }).expect(200)).body).toEqual({ ...after, servings: 4 });
    });
  });

  describe('shopping at the servings being cooked', () => {
    it('POST /api/recipes/{id}/shopping with servings scales from the recipe\'s: 4 -> 6 is 3 cups of flour and 5 eggs (rounded)', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      const res = await request(app.server).post(`/api/recipes/${recipe.id}/shopping`).set(as(ada)).send({ scope: 'all', servings: 6 }).expect(200);
      expect((res.body as { items: ShoppingItemDto[] }).items.map((item) => [item.name, item.quantity])).toEqual([
        ['flour', '3 cups'],
        ['eggs', '5'],
        ['salt', '1'],
      ]);
      // without servings, or at the recipe's own, as written
      const bo = await signUp(app.server);
      const own = await pancakes(bo);
      await request(app.server).post(`/api/recipes/${own.id}/shopping`).set(as(bo)).send({ scope: 'all', servings: 4 }).expect(200);
      expect((await shoppingList(bo)).map((item) => [item.name, item.quantity])).toEqual([
        ['flour', '2 cups'],
        ['eggs', '3'],
        ['salt', '1'],
      ]);
    });

    it('a recipe without servings is shopped as written; bad servings answer 400 and add nothing', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada, { servings: null });
      await request(app.server).post(`/api/recipes/${recipe.id}/shopping`).set(as(ada)).send({ scope: 'all', servings: 8 }).expect(200);
      expect((await shoppingList(ada)).map((item) => item.quantity)).toEqual(['2 cups', '3', '1']);

      const bo = await signUp(app.server);
      const own = await pancakes(bo);
      for (const servings of [0, 1001, 2.5, '6']) {
        expect((await request(app.server).post(`/api/recipes/${own.id}/shopping`).set(as(bo)).send({ scope: 'all', servings }).expect(400)).body).toEqual(SERVINGS);
      }
      expect(await shoppingList(bo)).toEqual([]);
    });

    it("the planner's weekly shopping scales each planned meal by its own servings", async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      await plan(ada, { date: addDays(today(), 1), type: 'recipe', recipeId: recipe.id, servings: 8 }).expect(201);
      await plan(ada, { date: addDays(today(), 2), type: 'recipe', recipeId: recipe.id }).expect(201);
      await plan(ada, { date: addDays(today(), 3), type: 'recipe', recipeId: recipe.id, servings: 2 }).expect(201);
      await request(app.server)
        .post('/api/meal-plans/shopping')
        .set(as(ada))
        .send({ startDate: today(), endDate: addDays(today(), 6) })
        .expect(200);
      // 8 + 4 + 2 servings: 4 + 2 + 1 cups of flour, 6 + 3 + 2 eggs (1.5 rounds to 2), salt once a meal
      expect((await shoppingList(ada)).map((item) => [item.name, item.quantity])).toEqual([
        ['flour', '7 cups'],
        ['eggs', '11'],
        ['salt', '3'],
      ]);
    });
  });

  describe('POST /api/recipes/{id}/cooked', () => {
    it("records the cooking, marks today's slots of this recipe cooked (not tomorrow's, not another recipe's) and offers pantry changes without making them", async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      const other = await pancakes(ada, { title: 'Crepes' });
      await addPantryItem(app.server, ada.accessToken, 'Flour', 'In Stock');
      await addPantryItem(app.server, ada.accessToken, 'Eggs', 'Low Stock');
      await addPantryItem(app.server, ada.accessToken, 'Salt', 'Out of Stock');
      await addPantryItem(app.server, ada.accessToken, 'Milk', 'In Stock');
      const pantryBefore = await pantry(ada);
      const dinner = (await plan(ada, { type: 'recipe', recipeId: recipe.id, servings: 6 }).expect(201)).body as MealPlanDto;
      const lunch = (await plan(ada, { mealType: 'lunch', type: 'recipe', recipeId: other.id }).expect(201)).body as MealPlanDto;
      const tomorrow = (await plan(ada, { date: addDays(today(), 1), type: 'recipe', recipeId: recipe.id }).expect(201)).body as MealPlanDto;

      const res = await cook(ada, recipe.id, { servings: 6, timeZone: 'UTC' }).expect(201);
      const cooked = res.body as CookedMealDto;
      expect(cooked).toEqual({
        cookedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        recipeId: recipe.id,
        servings: 6,
        mealPlans: [{ ...dinner, cookedAt: cooked.cookedAt }],
        pantryChanges: [
          { item: pantryBefore.find((item) => item.name === 'Flour'), status: 'Low Stock' },
          { item: pantryBefore.find((item) => item.name === 'Eggs'), status: 'Out of Stock' },
        ],
      });
      expect(Math.abs(Date.parse(cooked.cookedAt) - Date.now())).toBeLessThan(60_000);
      expect(await pantry(ada)).toEqual(pantryBefore);
      expect(await entries(ada, today(), addDays(today(), 1))).toEqual([lunch, { ...dinner, cookedAt: cooked.cookedAt }, tomorrow]);
      expect(await cookedRows(ada.user.id)).toEqual([{ recipeId: recipe.id, servings: 6, cookedOn: today() }]);

      // The app applies a change the user confirms with the pantry's own update.
      const flour = pantryBefore.find((item) => item.name === 'Flour')!;
      await request(app.server).patch(`/api/pantry/${flour.id}`).set(as(ada)).send({ status: 'Low Stock' }).expect(200);
      expect(((await cook(ada, recipe.id).expect(201)).body as CookedMealDto).pantryChanges.map((change) => [change.item.name, change.status])).toEqual([
        ['Flour', 'Out of Stock'],
        ['Eggs', 'Out of Stock'],
      ]);
    });

    it("reads today in the user's time zone: the day the slot is planned for", async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
      const now = new Date();
      const kiriToday = calendarDateIn(now, 'Pacific/Kiritimati');
      const pagoToday = calendarDateIn(now, 'Pacific/Pago_Pago');
      const ahead = (await plan(ada, { date: kiriToday, type: 'recipe', recipeId: recipe.id, timeZone: 'Pacific/Kiritimati' }).expect(201)).body as MealPlanDto;
      const behind = (await plan(ada, { date: pagoToday, type: 'recipe', recipeId: recipe.id, timeZone: 'Pacific/Pago_Pago' }).expect(201)).body as MealPlanDto;

      const cooked = (await cook(ada, recipe.id, { timeZone: 'Pacific/Kiritimati' }).expect(201)).body as CookedMealDto;
      expect(cooked.mealPlans.map((entry) => entry.id)).toEqual([ahead.id]);
      expect(cooked.servings).toBeNull();
      expect(await entries(ada, pagoToday, kiriToday)).toEqual([behind, { ...ahead, cookedAt: cooked.cookedAt }]);
      expect(await cookedRows(ada.user.id)).toEqual([{ recipeId: recipe.id, servings: null, cookedOn: kiriToday }]);
    });

    it('cooking twice records twice; the slot stays cooked, at the latest time; nothing planned marks nothing', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      expect(((await cook(ada, recipe.id).expect(201)).body as CookedMealDto).mealPlans).toEqual([]);
      const dinner = (await plan(ada, { type: 'recipe', recipeId: recipe.id }).expect(201)).body as MealPlanDto;
      const first = (await cook(ada, recipe.id).expect(201)).body as CookedMealDto;
      const second = (await cook(ada, recipe.id).expect(201)).body as CookedMealDto;
      expect(second.mealPlans).toEqual([{ ...dinner, cookedAt: second.cookedAt }]);
      expect(Date.parse(second.cookedAt)).toBeGreaterThanOrEqual(Date.parse(first.cookedAt));
      expect(await cookedRows(ada.user.id)).toHaveLength(3);
      expect((await entries(ada, today()))[0].cookedAt).toBe(second.cookedAt);
    });

    it('cooks a shared (library) recipe too, and tells the household: a member sees the slot cooked, and the change log has it', async () => {
      const ada = await signUp(app.server);
      const bo = await signUp(app.server);
      const { homeOf, join } = households(db);
      await join(bo.user.id, await homeOf(ada.user.id));
      const dinner = (await plan(ada, { type: 'recipe', recipeId: 1 }).expect(201)).body as MealPlanDto;
      const seq = ((await db().query(`SELECT coalesce(max(seq), 0)::int AS seq FROM household_changes`)) as Array<{ seq: number }>)[0].seq;

      const cooked = (await cook(bo, 1, { timeZone: 'UTC' }).expect(201)).body as CookedMealDto;
      expect(cooked.mealPlans.map((entry) => entry.id)).toEqual([dinner.id]);
      expect((await entries(ada, today()))[0].cookedAt).toBe(cooked.cookedAt);
      expect(await db().query(`SELECT entity, entity_id AS id, op FROM household_changes WHERE seq > $1 ORDER BY seq`, [seq])).toEqual([
        { entity: 'meal-plan', id: dinner.id, op: 'upsert' },
      ]);
    });

    it('answers 400 naming the field for bad servings, a bad time zone or an unknown field, and records nothing', async () => {
      const ada = await signUp(app.server);
      const recipe = await pancakes(ada);
      for (const servings of [0, 1001, 1.5, '2', [], {}]) expect((await cook(ada, recipe.id, { servings }).expect(400)).body).toEqual(SERVINGS);
      for (const timeZone of ['Mars/Olympus', '', 42, 'x'.repeat(10_000)]) {
        expect((await cook(ada, recipe.id, { timeZone }).expect(400)).body).toEqual({ error: 'timeZone must be an IANA time zone name, e.g. Europe/London' });
      }
      expect((await cook(ada, recipe.id, { servings: 2, pantry: 'apply' }).expect(400)).body).toEqual({ error: 'property pantry should not exist' });
      for (const id of ['abc', '0', '-1', '99999999999', '1.5']) expect((await cook(ada, id as unknown as number).expect(404)).body).toEqual(RECIPE_NOT_FOUND);
      expect((await cook(ada, 2_000_000_000).expect(404)).body).toEqual(RECIPE_NOT_FOUND);
      expect(await cookedRows(ada.user.id)).toEqual([]);
    });
  });

  it('Trending: a recipe the household cooked twice this month is badged Trending', async () => {
    const ada = await signUp(app.server);
    // Everything at hand: the best match of all, a Top Pick until Trending (tried first) holds.
    const roast = await createRecipe(app.server, ada.accessToken, { title: 'Fennel roast', cookTime: 30, ingredients: ['2 fennel bulbs', '1 quince'] });
    await addPantryItem(app.server, ada.accessToken, 'Fennel', 'In Stock');
    await addPantryItem(app.server, ada.accessToken, 'Quince', 'In Stock');
    const badge = async () => (await listRecipes(app.server, ada.accessToken, '?recommended=true')).find((recipe) => recipe.id === roast.id)?.recommendation?.badge;
    expect(await badge()).toBe('Top Pick');
    // The server ranks by its own calendar date; the cook's day is read in the same zone here.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calendarDateIn(new Date(), timeZone)).toBe(localDateString(new Date()));
    await cook(ada, roast.id, { timeZone }).expect(201);
    expect(await badge()).toBe('Top Pick');
    await cook(ada, roast.id, { timeZone }).expect(201);
    expect(await badge()).toBe('Trending');
  });

  it('export and import carry the servings, the cooked slot and the cookings', async () => {
    const ada = await signUp(app.server);
    const recipe = await pancakes(ada);
    await plan(ada, { type: 'recipe', recipeId: recipe.id, servings: 6 }).expect(201);
    await plan(ada, { mealType: 'lunch', type: 'recipe', recipeId: 1, servings: 2 }).expect(201);
    const cooked = (await cook(ada, recipe.id, { servings: 6 }).expect(201)).body as CookedMealDto;
    const library = (await cook(ada, 1).expect(201)).body as CookedMealDto;
    const exported = await exportOf(app.server, ada.accessToken);

    const eve = await signUp(app.server);
    const first = await request(app.server).post('/api/me/import').set(as(eve)).send(exported).expect(200);
    expect(first.body).toMatchObject({ mealPlans: { added: 2, existing: 0 }, cookedMeals: { added: 2, existing: 0 } });
    const [mine] = (await listRecipes(app.server, eve.accessToken, '?scope=mine')).filter((each) => each.title === 'Pancakes');
    expect((await entries(eve, today())).map((entry) => [entry.mealType, entry.recipeId, entry.servings, entry.cookedAt])).toEqual([
      ['lunch', 1, 2, library.cookedAt],
      ['dinner', mine.id, 6, cooked.cookedAt],
    ]);
    expect(await cookedRows(eve.user.id)).toEqual([
      { recipeId: mine.id, servings: 6, cookedOn: today() },
      { recipeId: 1, servings: null, cookedOn: today() },
    ]);
    const second = await request(app.server).post('/api/me/import').set(as(eve)).send(exported).expect(200);
    expect(second.body).toMatchObject({ mealPlans: { added: 0, existing: 2 }, cookedMeals: { added: 0, existing: 2 } });
    expect(await cookedRows(eve.user.id)).toHaveLength(2);
  });
});
