import request from 'supertest';
import type { App } from 'supertest/types.js';
import { bearer } from './accounts.js';

/** A calendar date `days` from today (UTC), as the planner takes it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One of each kind of row an export holds, made through the API as the apps make them. */
export async function seedEverything(server: App, token: string, tag: string): Promise<{ recipeId: number }> {
  const auth = bearer(token);
  const category = await request(server)
    .post('/api/recipes/categories')
    .set(auth)
    .send({ name: `${tag} dinners`, description: 'Weeknights' })
    .expect(201);
  const recipe = await request(server)
    .post('/api/recipes')
    .set(auth)
    .send({
      title: `${tag} tomato pasta`,
      description: 'Quick and red',
      categoryId: (category.body as { id: number }).id,
      cookTime: 20,
      prepTime: 10,
      servings: 4,
      difficulty: 'easy',
      cuisine: 'Italian',
      tags: ['quick', 'family'],
      ingredients: [{ name: 'spaghetti', amount: '400', unit: 'g' }, { name: 'garlic', amount: '2', unit: 'cloves', notes: 'minced' }, '1 can tomatoes'],
      instructions: ['Boil the pasta.', 'Fry the garlic, add the tomatoes.', 'Toss together.'],
      nutrition: {
        calories: 505,
        protein: 17,
        sodium: 730,
        servingSize: '1 plate',
      },
    })
    .expect(201);
  const recipeId = (recipe.body as { id: number }).id;
  await request(server).post(`/api/recipes/${recipeId}/favorite`).set(auth).expect(200);
  await request(server).post('/api/recipes/1/pin').set(auth).expect(200);
  await request(server)
    .post('/api/pantry')
    .set(auth)
    .send({
      name: `${tag} milk`,
      status: 'In Stock',
      category: 'Dairy & Eggs',
      expirationDate: dayFromToday(5),
    })
    .expect(201);
  await request(server)
    .post('/api/pantry')
    .set(auth)
    .send({ name: `${tag} rice`, status: 'Low Stock' })
    .expect(201);
  await request(server)
    .post('/api/shopping')
    .set(auth)
    .send({ name: `${tag} bananas`, quantity: '6', category: 'Produce' })
    .expect(201);
  await request(server)
    .post('/api/shopping')
    .set(auth)
    .send({ name: `${tag} bread` })
    .expect(201);
  await request(server)
    .post('/api/meal-plans')
    .set(auth)
    .send({
      date: dayFromToday(2),
      mealType: 'dinner',
      type: 'recipe',
      recipeId,
      servings: 6,
    })
    .expect(201);
  // Cooked today, their own recipe and a library one: no plan today, so no slot is marked.
  await request(server).post(`/api/recipes/${recipeId}/cooked`).set(auth).send({ servings: 2, timeZone: 'UTC' }).expect(201);
  await request(server).post('/api/recipes/1/cooked').set(auth).send({}).expect(201);
  await request(server)
    .post('/api/meal-plans')
    .set(auth)
    .send({
      date: dayFromToday(3),
      mealType: 'lunch',
      type: 'recipe',
      recipeId: 1,
    })
    .expect(201);
  await request(server)
    .post('/api/meal-plans')
    .set(auth)
    .send({
      date: dayFromToday(2),
      mealType: 'breakfast',
      type: 'custom',
      customName: `${tag} porridge`,
    })
    .expect(201);
  await request(server)
    .post('/api/preferences')
    .set(auth)
    .send({
      dietaryRestrictions: ['Vegetarian'],
      allergies: { nuts: true, shellfish: false, eggs: false, fish: false },
      maxCookingTime: 40,
      spiceLevel: 3,
      favoriteCuisines: ['Italian'],
    })
    .expect((res) => expect([200, 201]).toContain(res.status));
  await request(server)
    .put('/api/notifications/settings')
    .set(auth)
    .send({
      expirationAlerts: false,
      lowStockWarnings: true,
      mealReminders: true,
      shoppingReminders: false,
      recipesSuggestions: true,
      familyUpdates: false,
      timeZone: 'Europe/Paris',
    })
    .expect(200);
  return { recipeId };
}

export async function exportOf(server: App, token: string): Promise<Record<string, unknown>> {
  return (await request(server).get('/api/me/export').set(bearer(token)).expect(200)).body as Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// What differs between two accounts holding the same data: ids, times, who, the account itself.
const PER_ACCOUNT = new Set([
  'id',
  'recipeId',
  'categoryId',
  'createdAt',
  'updatedAt',
  'exportedAt',
  'updatedBy',
  'addedBy',
  'checkedBy',
  'cookId',
  'cook',
  'dateCreated',
  'dateModified',
]);

/** The document without what names the account, its households or row ids: two accounts with the same data compare equal. */
export function dataOf(doc: Record<string, unknown>): Json {
  const strip = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PER_ACCOUNT.has(key))
        .map(([key, child]) => [key, strip(child)]),
    );
  };
  const titles = new Map<number, string>();
  for (const recipe of [
    ...(doc.libraryRecipes as Array<{ id: number; title: string }>),
    ...(doc.households as Array<{ recipes: Array<{ id: number; title: string }> }>).flatMap((h) => h.recipes),
  ]) {
    titles.set(recipe.id, recipe.title);
  }
  const households = (doc.households as Array<Record<string, Json>>).map(({ categories, recipes, pantry, shopping, mealPlans }) => {
    // a plan names its recipe by id: compared by the recipe's title instead
    const plans = (mealPlans as Array<{ [key: string]: Json }>).map((plan) => ({
      ...plan,
      recipe: typeof plan.recipeId === 'number' ? (titles.get(plan.recipeId) ?? null) : null,
    }));
    // rows brought back come after the others: compared in a fixed order
    const sorted = (rows: Json) => (rows as Json[]).map(strip).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    return {
      categories: sorted(categories),
      recipes: sorted(recipes),
      pantry: sorted(pantry),
      shopping: sorted(shopping),
      mealPlans: sorted(plans as Json),
    };
  });
  const library = (doc.libraryRecipes as Json[]).map(strip);
  return {
    preferences: doc.preferences as Json,
    notificationSettings: doc.notificationSettings as Json,
    households,
    library,
    schemaOrgRecipes: strip(doc.schemaOrgRecipes as Json),
  };
}
