import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { households } from './support/households.js';
import { useTestApp } from './support/test-app.js';

/**
 * The household's rows are every member's: the pantry, the shopping list, the meal plan and the
 * recipes with their categories answer for the user's current household, and for no one else.
 * Membership is set in the database here: the calls that manage it come next.
 */
describe('households: the spec calls answer for the current household', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const { homeOf, join, leave } = households(db);

  async function household() {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const outsider = await signUp(app.server);
    const as = (who: { accessToken: string }) => bearer(who.accessToken);
    const milk = (await request(app.server).post('/api/pantry').set(as(a)).send({ name: 'Milk', status: 'In Stock' }).expect(201)).body as { id: number };
    const eggs = (await request(app.server).post('/api/shopping').set(as(a)).send({ name: 'Eggs' }).expect(201)).body as { id: number };
    const category = (await request(app.server).post('/api/recipes/categories').set(as(a)).send({ name: 'Sundays' }).expect(201)).body as { id: number };
    const soup = (
      await request(app.server)
        .post('/api/recipes')
        .set(as(a))
        .send({ title: 'Soup', categoryId: category.id, ingredients: ['1 leek'], instructions: ['Simmer.'] })
        .expect(201)
    ).body as { id: number };
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const dinner = (await request(app.server).post('/api/meal-plans').set(as(a)).send({ date, mealType: 'dinner', type: 'recipe', recipeId: soup.id }).expect(201)).body as {
      id: number;
    };
    return { a, b, outsider, as, milk, eggs, category, soup, dinner, date };
  }

  it('a member reads and changes the household\'s pantry, list, recipes, categories and plan, and adds to them', async () => {
    const { a, b, as, milk, eggs, category, soup, dinner, date } = await household();
    const ownOfB = (await request(app.server).post('/api/pantry').set(as(b)).send({ name: 'B only', status: 'In Stock' }).expect(201)).body as { id: number };
    await join(b.user.id, await homeOf(a.user.id));

    expect(((await request(app.server).get('/api/pantry').set(as(b)).expect(200)).body as Array<{ id: number }>).map((item) => item.id)).toEqual([milk.id]);
    await request(app.server).patch(`/api/pantry/${milk.id}`).set(as(b)).send({ status: 'Low Stock' }).expect(200);
    await request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(as(b)).send({ autoAddShoppedToPantry: false }).expect(200);
    const bread = (await request(app.server).post('/api/shopping').set(as(b)).send({ name: 'Bread' }).expect(201)).body as { id: number };
    await request(app.server).put(`/api/recipes/${soup.id}`).set(as(b)).send({ title: 'Leek soup', categoryId: category.id, ingredients: ['2 leeks'], instructions: ['Simmer.'] }).expect(200);
    expect(((await request(app.server).get('/api/recipes/categories').set(as(b)).expect(200)).body as Array<{ id: number }>).map((c) => c.id)).toContain(category.id);
    // One meal per slot, for the household.
    await request(app.server).post('/api/meal-plans').set(as(b)).send({ date, mealType: 'dinner', type: 'custom', customName: 'Pizza' }).expect(409);
    expect(((await request(app.server).get(`/api/meal-plans?startDate=${date}&endDate=${date}`).set(as(b)).expect(200)).body as Array<{ id: number }>).map((e) => e.id)).toEqual([
      dinner.id,
    ]);

    // A sees what B did, and B's item is B's (user_id) in A's household.
    expect((await request(app.server).get('/api/pantry').set(as(a)).expect(200)).body).toEqual([expect.objectContaining({ id: milk.id, status: 'Low Stock' })]);
    const list = (await request(app.server).get('/api/shopping').set(as(a)).expect(200)).body as Array<{ id: number; isShopped: boolean }>;
    expect(list.map(({ id, isShopped }) => [id, isShopped])).toEqual([
      [eggs.id, true],
      [bread.id, false],
    ]);
    expect(((await request(app.server).get(`/api/recipes/${soup.id}`).set(as(a)).expect(200)).body as { title: string }).title).toBe('Leek soup');
    const [row] = (await db().query(`SELECT user_id AS "userId", household_id AS "householdId" FROM shopping_items WHERE id = $1`, [bread.id])) as Array<{
      userId: number;
      householdId: number;
    }>;
    expect(row).toEqual({ userId: b.user.id, householdId: await homeOf(a.user.id) });
    // B's own household is out of sight while A's is current.
    expect(((await request(app.server).get('/api/pantry').set(as(b)).expect(200)).body as Array<{ id: number }>).map((item) => item.id)).not.toContain(ownOfB.id);
  });

  it('the list says who added and who ticked each item, and the pantry who changed it last', async () => {
    const { a, b, as, milk, eggs } = await household();
    await join(b.user.id, await homeOf(a.user.id));
    const ada = { id: a.user.id, name: a.user.name };
    const bo = { id: b.user.id, name: b.user.name };
    const item = (id: number) => async (who: { accessToken: string }) =>
      ((await request(app.server).get('/api/shopping').set(as(who)).expect(200)).body as Array<{ id: number }>).find((row) => row.id === id);

    const ticked = await request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(as(b)).send({}).expect(200);
    expect(ticked.body).toMatchObject({ isShopped: true, addedBy: ada, checkedBy: bo, updatedBy: bo });
    expect(await item(eggs.id)(a)).toEqual(ticked.body);
    // The tick stocked the pantry, in B's name.
    expect((await request(app.server).get('/api/pantry').set(as(a)).expect(200)).body).toContainEqual(expect.objectContaining({ name: 'Eggs', status: 'In Stock', updatedBy: bo }));
    // Sent back as read, the tick keeps who ticked it; unticked, nobody has.
    const written = await request(app.server).patch(`/api/shopping/${eggs.id}`).set(as(a)).send(ticked.body).expect(200);
    expect(written.body).toMatchObject({ checkedBy: bo, updatedBy: ada });
    expect((await request(app.server).patch(`/api/shopping/${eggs.id}`).set(as(a)).send({ isShopped: false }).expect(200)).body).toMatchObject({ checkedBy: null });
    expect((await request(app.server).patch(`/api/shopping/${eggs.id}`).set(as(a)).send({ isShopped: true }).expect(200)).body).toMatchObject({ checkedBy: ada });

    expect((await request(app.server).patch(`/api/pantry/${milk.id}`).set(as(b)).send({ status: 'Low Stock' }).expect(200)).body).toMatchObject({ updatedBy: bo });
    expect((await request(app.server).get('/api/pantry').set(as(a)).expect(200)).body).toContainEqual(expect.objectContaining({ id: milk.id, updatedBy: bo }));
  });

  it('anyone outside the household gets 404 for its every id, every verb, and changes nothing', async () => {
    const { a, outsider, as, milk, eggs, soup, dinner, date } = await household();
    const calls = [
      request(app.server).patch(`/api/pantry/${milk.id}`).set(as(outsider)).send({ status: 'Out of Stock' }),
      request(app.server).delete(`/api/pantry/${milk.id}`).set(as(outsider)),
      request(app.server).patch(`/api/shopping/${eggs.id}`).set(as(outsider)).send({ name: 'Stolen' }),
      request(app.server).patch(`/api/shopping/${eggs.id}/toggle`).set(as(outsider)).send({}),
      request(app.server).delete(`/api/shopping/${eggs.id}`).set(as(outsider)),
      request(app.server).get(`/api/recipes/${soup.id}`).set(as(outsider)),
      request(app.server).put(`/api/recipes/${soup.id}`).set(as(outsider)).send({ title: 'Mine', ingredients: ['x'], instructions: ['y'] }),
      request(app.server).delete(`/api/recipes/${soup.id}`).set(as(outsider)),
      request(app.server).post(`/api/recipes/${soup.id}/favorite`).set(as(outsider)),
      request(app.server).post(`/api/recipes/${soup.id}/pin`).set(as(outsider)),
      request(app.server).patch(`/api/meal-plans/${dinner.id}`).set(as(outsider)).send({ cookId: null }),
      request(app.server).patch(`/api/meal-plans/${dinner.id}`).set(as(outsider)).send({ servings: 2 }),
      request(app.server).delete(`/api/meal-plans/${dinner.id}`).set(as(outsider)),
      request(app.server).post(`/api/recipes/${soup.id}/shopping`).set(as(outsider)).send({ scope: 'all', servings: 2 }),
      request(app.server).post(`/api/recipes/${soup.id}/cooked`).set(as(outsider)).send({ timeZone: 'UTC' }),
    ];
    for (const call of calls) expect((await call).status).toBe(404);
    expect(await db().query(`SELECT 1 FROM cooked_meals`)).toEqual([]);
    expect((await request(app.server).get('/api/pantry').set(as(a)).expect(200)).body).toEqual([expect.objectContaining({ id: milk.id, status: 'In Stock' })]);
    expect((await request(app.server).get('/api/shopping').set(as(a)).expect(200)).body).toEqual([expect.objectContaining({ id: eggs.id, name: 'Eggs', isShopped: false })]);
    await request(app.server).get(`/api/recipes/${soup.id}`).set(as(a)).expect(200);
    expect((await request(app.server).get(`/api/meal-plans?startDate=${date}&endDate=${date}`).set(as(a)).expect(200)).body).toEqual([
      expect.objectContaining({ id: dinner.id, servings: null, cookedAt: null }),
    ]);
  });

  it('a member who leaves loses access on the next call, and is back in their own household', async () => {
    const { a, b, as, milk, soup } = await household();
    const home = await homeOf(a.user.id);
    await join(b.user.id, home);
    await request(app.server).patch(`/api/pantry/${milk.id}`).set(as(b)).send({ status: 'Low Stock' }).expect(200);
    await leave(b.user.id, home);
    await request(app.server).patch(`/api/pantry/${milk.id}`).set(as(b)).send({ status: 'Out of Stock' }).expect(404);
    await request(app.server).get(`/api/recipes/${soup.id}`).set(as(b)).expect(404);
    expect((await request(app.server).get('/api/pantry').set(as(b)).expect(200)).body).toEqual([]);
  });
});
