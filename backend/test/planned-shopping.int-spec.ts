import { addDays, calendarDateIn } from '@mealapp/domain';
import request from 'supertest';
import { RANGE_BACKWARDS, RANGE_TOO_LONG } from '../src/meal-plans/meal-plans.service.js';
import type { RecipeShoppingResultDto } from '../src/recipes/dto/recipe-shopping.dto.js';
import type { ShoppingItemDto } from '../src/shopping/dto/shopping-item.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { addPantryItem, createRecipe } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

/** Plans are made for days from today in UTC, the server's zone when the app sends none. */
const day = (n: number) => addDays(calendarDateIn(new Date(), 'UTC'), n);

describe('the planned week to the shopping list: POST /api/meal-plans/shopping', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const shop = (token: string, body: object) => request(app.server).post('/api/meal-plans/shopping').set(bearer(token)).send(body);
  const plan = (token: string, body: object) => request(app.server).post('/api/meal-plans').set(bearer(token)).send(body).expect(201);
  const list = async (token: string) => (await request(app.server).get('/api/shopping').set(bearer(token)).expect(200)).body as ShoppingItemDto[];
  const week = { startDate: day(0), endDate: day(6) };

  it("adds what the week's recipes need and the pantry lacks, each planned meal counted, merged into what is pending", async () => {
    const { accessToken } = await signUp(app.server);
    await addPantryItem(app.server, accessToken, 'Lentils', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Spinach', 'Low Stock');
    const garlic = (await request(app.server).post('/api/shopping').set(bearer(accessToken)).send({ name: 'Garlic', quantity: '1' }).expect(201)).body as ShoppingItemDto;
    const dal = await createRecipe(app.server, accessToken, { title: 'Dal', ingredients: ['2 cups spinach', '1 cup lentils', '1 onion'] });
    const soup = await createRecipe(app.server, accessToken, { title: 'Soup', ingredients: ['1 onion', '2 garlic'] });
    await plan(accessToken, { date: day(1), mealType: 'dinner', type: 'recipe', recipeId: dal.id });
    await plan(accessToken, { date: day(3), mealType: 'dinner', type: 'recipe', recipeId: dal.id });
    await plan(accessToken, { date: day(2), mealType: 'lunch', type: 'recipe', recipeId: soup.id });
    await plan(accessToken, { date: day(2), mealType: 'dinner', type: 'custom', customName: 'Leftovers' });
    // Outside the week: not counted.
    await plan(accessToken, { date: day(8), mealType: 'dinner', type: 'recipe', recipeId: soup.id });

    const result = (await shop(accessToken, week).expect(200)).body as RecipeShoppingResultDto;
    expect(result).toMatchObject({ added: 2, merged: 1 });
    const items = await list(accessToken);
    const byName = Object.fromEntries(items.map((item) => [item.name.toLowerCase(), item]));
    expect(Object.keys(byName).sort()).toEqual(['garlic', 'onion', 'spinach']);
    expect(byName.spinach.quantity).toBe('4 cups');
    expect(byName.onion.quantity).toBe('3');
    expect(byName.garlic.id).toBe(garlic.id);
    expect(byName.garlic.quantity).toBe('3');
  });

  it('nothing planned, or nothing needed, adds nothing', async () => {
    const { accessToken } = await signUp(app.server);
    expect((await shop(accessToken, week).expect(200)).body).toEqual({ added: 0, merged: 0, items: [] });
    const toast = await createRecipe(app.server, accessToken, { title: 'Toast', ingredients: ['bread'] });
    await addPantryItem(app.server, accessToken, 'Bread', 'In Stock');
    await plan(accessToken, { date: day(0), mealType: 'breakfast', type: 'recipe', recipeId: toast.id });
    expect((await shop(accessToken, week).expect(200)).body).toEqual({ added: 0, merged: 0, items: [] });
    expect(await list(accessToken)).toEqual([]);
  });

  it("counts only the user's own plans", async () => {
    const owner = await signUp(app.server);
    const other = await signUp(app.server);
    const dal = await createRecipe(app.server, owner.accessToken, { title: 'Dal', ingredients: ['1 onion'] });
    await plan(owner.accessToken, { date: day(1), mealType: 'dinner', type: 'recipe', recipeId: dal.id });
    expect((await shop(other.accessToken, week).expect(200)).body).toEqual({ added: 0, merged: 0, items: [] });
    expect(await list(other.accessToken)).toEqual([]);
  });

  it.each([
    [{ startDate: day(6), endDate: day(0) }, RANGE_BACKWARDS],
    [{ startDate: day(0), endDate: day(62) }, RANGE_TOO_LONG],
    [{ startDate: '2026-02-30', endDate: day(0) }, 'startDate must be a calendar date (YYYY-MM-DD)'],
    [{ startDate: day(0) }, 'endDate is required'],
  ])('refuses %j with 400 naming the problem', async (body, error) => {
    const { accessToken } = await signUp(app.server);
    expect((await shop(accessToken, body).expect(400)).body).toEqual({ error });
  });

  it('answers 401 without a token', async () => {
    expect((await request(app.server).post('/api/meal-plans/shopping').send(week).expect(401)).body).toEqual({ error: 'Authentication required' });
  });
});
