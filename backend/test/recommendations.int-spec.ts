import { addDays, breaksPreferences, DEFAULT_PREFERENCES, localDateString, RECOMMENDATION_BADGES, type Preferences } from '@mealapp/domain';
import request from 'supertest';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { createRecipe, listRecipes } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

/** The server ranks by its own calendar date (recipe-recommendations.ts), as this does. */
const inDays = (n: number) => addDays(localDateString(new Date()), n);

describe('recommendations: GET /api/recipes?recommended=true', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const recommended = (token: string) => listRecipes(app.server, token, '?recommended=true');
  const ids = async (token: string) => (await recommended(token)).map((recipe) => recipe.id);
  const setPreferences = (token: string, preferences: Partial<Preferences>) =>
    request(app.server).post('/api/preferences').set(bearer(token)).send({ ...DEFAULT_PREFERENCES, ...preferences }).expect(200);
  const addExpiring = (token: string, name: string, expirationDate: string) =>
    request(app.server).post('/api/pantry').set(bearer(token)).send({ name, status: 'In Stock', expirationDate }).expect(201);
  const spinachDal = (token: string, overrides: Record<string, unknown> = {}) =>
    createRecipe(app.server, token, { title: 'Spinach dal', cookTime: 25, ingredients: ['2 cups spinach', '1 cup red lentils', '1 onion'], ...overrides });

  it('answers recommendations from the starter library to a new user, best first, each with its match, badge and reason', async () => {
    const { accessToken } = await signUp(app.server);
    const list = await recommended(accessToken);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    for (const recipe of list) {
      expect(recipe.readOnly).toBe(true);
      expect(recipe.isRecommended).toBe(true);
      expect(recipe.recommendation).toEqual({
        matchPercent: expect.any(Number),
        badge: expect.any(String),
        reason: expect.stringMatching(/\S/),
        calories: recipe.recommendation!.calories === null ? null : expect.any(Number),
      });
      expect(RECOMMENDATION_BADGES).toContain(recipe.recommendation!.badge);
    }
    const percents = list.map((recipe) => recipe.recommendation!.matchPercent);
    expect(percents.every((p) => p >= 0 && p <= 100)).toBe(true);
    // The same data gives the same answer.
    expect(await ids(accessToken)).toEqual(list.map((recipe) => recipe.id));
  });

  it('badges every entry, for a user with a pantry and preferences too, and varies the reasons', async () => {
    const { accessToken } = await signUp(app.server);
    await setPreferences(accessToken, { favoriteCuisines: ['Italian', 'Indian'], maxCookingTime: 40, spiceLevel: 3 });
    await addExpiring(accessToken, 'Spinach', inDays(2));
    for (const name of ['Garlic', 'Onion', 'Rice', 'Pasta', 'Tomato', 'Eggs']) {
      await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ name, status: 'In Stock' }).expect(201);
    }
    await spinachDal(accessToken);
    for (const token of [accessToken, (await signUp(app.server)).accessToken]) {
      const list = await recommended(token);
      expect(list.length).toBeGreaterThan(5);
      for (const recipe of list) expect(RECOMMENDATION_BADGES).toContain(recipe.recommendation?.badge);
      // A reason about this user, not one sentence on every card: none is on more than half.
      const times = new Map<string | undefined, number>();
      for (const { recommendation } of list) times.set(recommendation?.reason, (times.get(recommendation?.reason) ?? 0) + 1);
      expect(Math.max(...times.values())).toBeLessThanOrEqual(list.length / 2);
    }
  });

  it('leaves out every recipe that breaks a diet or an allergy, the user’s own and the library’s', async () => {
    const { accessToken } = await signUp(app.server);
    const preferences: Partial<Preferences> = { dietaryRestrictions: ['Vegan'], allergies: { nuts: true, shellfish: false, eggs: false, fish: false } };
    await setPreferences(accessToken, preferences);
    const porridge = await createRecipe(app.server, accessToken, { title: 'Almond porridge', ingredients: ['1 cup oats', '2 cups almond milk'] });
    const soup = await createRecipe(app.server, accessToken, { title: 'Chicken soup', ingredients: ['1 chicken breast', '1 carrot'] });
    const lentils = await createRecipe(app.server, accessToken, { title: 'Lentil soup', ingredients: ['1 cup red lentils', '1 carrot', '1 onion'] });
    // Every ingredient at hand: a Top Pick, so its absence would be the filter's doing.
    for (const name of ['Red lentils', 'Carrot', 'Onion']) await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ name, status: 'In Stock' }).expect(201);
    const list = await ids(accessToken);
    expect(list).toContain(lentils.id);
    expect(list).not.toContain(porridge.id);
    expect(list).not.toContain(soup.id);
    for (const id of list) {
      const detail = (await request(app.server).get(`/api/recipes/${id}`).set(bearer(accessToken)).expect(200)).body as RecipeDto;
      expect(breaksPreferences(detail.ingredients, { ...DEFAULT_PREFERENCES, ...preferences })).toBeNull();
    }
  });

  it('leaves out what any member of the household avoids, without telling the others why', async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const nutsOf = async (token: string) => {
      const nutty: number[] = [];
      for (const recipe of await recommended(token)) {
        const detail = (await request(app.server).get(`/api/recipes/${recipe.id}`).set(bearer(token)).expect(200)).body as RecipeDto;
        if (breaksPreferences(detail.ingredients, { ...DEFAULT_PREFERENCES, allergies: { nuts: true, shellfish: false, eggs: false, fish: false } })) nutty.push(recipe.id);
      }
      return nutty;
    };
    const pesto = await createRecipe(app.server, a.accessToken, { title: 'Pesto pasta', cookTime: 15, ingredients: ['200 g pasta', '3 tbsp pesto', '1 cup pine nuts'] });
    for (const name of ['Pasta', 'Pesto', 'Pine nuts']) await request(app.server).post('/api/pantry').set(bearer(a.accessToken)).send({ name, status: 'In Stock' }).expect(201);
    expect(await ids(a.accessToken)).toContain(pesto.id);

    await setPreferences(b.accessToken, { allergies: { nuts: true, shellfish: false, eggs: false, fish: false } });
    const [home] = (await request(app.server).get('/api/households').set(bearer(a.accessToken)).expect(200)).body as Array<{ id: number }>;
    const { code } = (await request(app.server).post(`/api/households/${home.id}/invitations`).set(bearer(a.accessToken)).expect(201)).body as { code: string };
    await request(app.server).post('/api/households/join').set(bearer(b.accessToken)).send({ code }).expect(200);

    expect(await ids(a.accessToken)).not.toContain(pesto.id);
    expect(await nutsOf(a.accessToken)).toEqual([]);
    for (const recipe of await recommended(a.accessToken)) expect(recipe.recommendation?.reason).not.toMatch(/nuts/i);
    // A's own preferences are unchanged: B's allergy is not A's.
    expect((await request(app.server).get('/api/preferences').set(bearer(a.accessToken)).expect(200)).body).toEqual(DEFAULT_PREFERENCES);
  });

  it('puts a recipe that uses food about to expire first, and names the food', async () => {
    const { accessToken } = await signUp(app.server);
    await addExpiring(accessToken, 'Spinach', inDays(1));
    const dal = await spinachDal(accessToken, { nutrition: { calories: 420 } });
    const [first] = await recommended(accessToken);
    expect(first.id).toBe(dal.id);
    expect(first.recommendation).toMatchObject({ badge: 'Smart Swap', reason: 'Uses up your spinach before it expires', calories: 420 });
  });

  it('a recipe planned in the last two weeks or the next gives way to one that was not', async () => {
    const { accessToken } = await signUp(app.server);
    await addExpiring(accessToken, 'Spinach', inDays(1));
    const first = await spinachDal(accessToken);
    const second = await spinachDal(accessToken, { title: 'Spinach dal again' });
    const before = await ids(accessToken);
    expect(before.indexOf(first.id)).toBeLessThan(before.indexOf(second.id));
    await request(app.server).post('/api/meal-plans').set(bearer(accessToken)).send({ date: inDays(1), mealType: 'dinner', type: 'recipe', recipeId: first.id }).expect(201);
    const after = await ids(accessToken);
    expect(after.indexOf(second.id)).toBeLessThan(after.indexOf(first.id));
  });

  it('recommended=false answers every other recipe, and filters combine', async () => {
    const { accessToken } = await signUp(app.server);
    const all = (await listRecipes(app.server, accessToken)).map((recipe) => recipe.id);
    const picked = await ids(accessToken);
    const rest = (await listRecipes(app.server, accessToken, '?recommended=false')).map((recipe) => recipe.id);
    expect(rest.filter((id) => picked.includes(id))).toEqual([]);
    expect([...picked, ...rest].sort((a, b) => a - b)).toEqual(all);
    expect(await listRecipes(app.server, accessToken, '?recommended=true&scope=mine')).toEqual([]);
  });

  it("never recommends another user's recipe", async () => {
    const owner = await signUp(app.server);
    const other = await signUp(app.server);
    await addExpiring(other.accessToken, 'Spinach', inDays(1));
    const theirs = await spinachDal(owner.accessToken);
    expect(await ids(other.accessToken)).not.toContain(theirs.id);
  });
});
