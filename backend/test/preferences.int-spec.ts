import { CUISINES, DEFAULT_PREFERENCES, DIETARY_RESTRICTIONS, type Preferences } from '@mealapp/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

const DIETS = 'Dairy-Free, Vegetarian, Vegan, Gluten-free, Keto, Paleo';
const CUISINE_LIST = 'Italian, Asian, Mexican, Mediterranean, Indian, Middle Eastern, American, French';
const ALLERGIES_OBJECT = 'allergies must be an object of nuts, shellfish, eggs, fish (true or false)';
const COOKING_TIME = 'maxCookingTime must be 10 to 120 minutes in steps of 10';
const SPICE_LEVEL = 'spiceLevel must be a whole number from 1 to 4';

const picked: Preferences = {
  dietaryRestrictions: ['Vegetarian', 'Gluten-free'],
  allergies: { nuts: true, shellfish: false, eggs: true, fish: false },
  maxCookingTime: 60,
  spiceLevel: 4,
  favoriteCuisines: ['Italian', 'Middle Eastern'],
};

describe('preferences: /api/preferences', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const rows = async () => Number((await app.t.app.get(DataSource).query<{ n: string }[]>('SELECT count(*) AS n FROM user_preferences'))[0].n);

  const get = async (token: string) => (await request(app.server).get('/api/preferences').set(bearer(token)).expect(200)).body as Preferences;
  const save = (token: string, body: unknown) => request(app.server).post('/api/preferences').set(bearer(token)).send(body as object);

  it('answers 401 without a token, and stores nothing', async () => {
    for (const call of [request(app.server).get('/api/preferences'), request(app.server).post('/api/preferences').send(picked)]) {
      expect((await call.expect(401)).body).toEqual({ error: 'Authentication required' });
    }
    expect(await rows()).toBe(0);
  });

  it('documents both calls in the committed OpenAPI file (kept fresh by openapi.int-spec.ts)', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
      components: { schemas: Record<string, { enum?: string[]; required?: string[] }> };
    };
    const operations = Object.entries(document.paths['/api/preferences']).map(([method, op]) => `${method.toUpperCase()} ${op.operationId}`);
    expect(operations.sort()).toEqual(['GET getPreferences', 'POST savePreferences']);
    expect(document.paths['/api/preferences'].post.security).toEqual([{ bearer: [] }]);
    expect(document.components.schemas.DietaryRestriction.enum).toEqual(DIETARY_RESTRICTIONS);
    expect(document.components.schemas.Cuisine.enum).toEqual(CUISINES);
    expect(document.components.schemas.PreferencesDto.required?.sort()).toEqual(
      ['allergies', 'dietaryRestrictions', 'favoriteCuisines', 'maxCookingTime', 'spiceLevel'],
    );
  });

  it('GET answers the spec defaults to a user who never saved any, without storing a row', async () => {
    const { accessToken } = await signUp(app.server);
    expect(await get(accessToken)).toEqual(DEFAULT_PREFERENCES);
    expect(await get(accessToken)).toEqual({
      dietaryRestrictions: [],
      allergies: { nuts: false, shellfish: false, eggs: false, fish: false },
      maxCookingTime: 30,
      spiceLevel: 2,
      favoriteCuisines: [],
    });
    expect(await rows()).toBe(0);
  });

  it('POST stores the full object (200) and GET answers it back; a second POST replaces it', async () => {
    const { accessToken } = await signUp(app.server);
    expect((await save(accessToken, picked).expect(200)).body).toEqual(picked);
    expect(await get(accessToken)).toEqual(picked);

    const fewer: Preferences = { ...DEFAULT_PREFERENCES, dietaryRestrictions: ['Vegan'], maxCookingTime: 10, spiceLevel: 1 };
    expect((await save(accessToken, fewer).expect(200)).body).toEqual(fewer);
    expect(await get(accessToken)).toEqual(fewer);
    const [row] = await app.t.app
      .get(DataSource)
      .query<{ dietary_restrictions: string[]; allergies: string[] }[]>(
        'SELECT dietary_restrictions, allergies FROM user_preferences WHERE user_id = (SELECT id FROM users WHERE id = $1)',
        [(await request(app.server).get('/api/me').set(bearer(accessToken))).body.id],
      );
    expect(row).toEqual({ dietary_restrictions: ['Vegan'], allergies: [] });
  });

  it('stores labels by their option spelling: trimmed, matched ignoring case, once each, in the options order', async () => {
    const { accessToken } = await signUp(app.server);
    const body = { ...picked, dietaryRestrictions: [' vegan ', 'Dairy-free', 'VEGAN'], favoriteCuisines: ['french', 'Asian', 'French '] };
    const expected = { ...picked, dietaryRestrictions: ['Dairy-Free', 'Vegan'], favoriteCuisines: ['Asian', 'French'] };
    expect((await save(accessToken, body).expect(200)).body).toEqual(expected);
    expect(await get(accessToken)).toEqual(expected);
  });

  const refusals: Array<[string, unknown, string]> = [
    ['an unknown dietary restriction', { ...picked, dietaryRestrictions: ['Vegan', 'Carnivore'] }, `dietaryRestrictions[1] "Carnivore" is not one of ${DIETS}`],
    ['an unknown cuisine', { ...picked, favoriteCuisines: ['Klingon'] }, `favoriteCuisines[0] "Klingon" is not one of ${CUISINE_LIST}`],
    ['a label that is not text', { ...picked, favoriteCuisines: [42] }, 'favoriteCuisines[0] must be a label (text)'],
    ['a list given as text', { ...picked, dietaryRestrictions: 'Vegan' }, 'dietaryRestrictions must be a list of labels'],
    ['an unknown allergy', { ...picked, allergies: { ...picked.allergies, peanuts: true } }, 'allergies.peanuts is not one of nuts, shellfish, eggs, fish'],
    ['an allergy left out', { ...picked, allergies: { nuts: true, shellfish: false, eggs: false } }, 'allergies.fish must be true or false'],
    ['an allergy as text', { ...picked, allergies: { ...picked.allergies, eggs: 'yes' } }, 'allergies.eggs must be true or false'],
    ['allergies as a list', { ...picked, allergies: ['nuts'] }, ALLERGIES_OBJECT],
    ['a cooking time below the slider', { ...picked, maxCookingTime: 5 }, COOKING_TIME],
    ['a cooking time above the slider', { ...picked, maxCookingTime: 130 }, COOKING_TIME],
    ['a cooking time between steps', { ...picked, maxCookingTime: 45 }, COOKING_TIME],
    ['a huge cooking time', { ...picked, maxCookingTime: 1e300 }, COOKING_TIME],
    ['a cooking time as text', { ...picked, maxCookingTime: '30' }, COOKING_TIME],
    ['spice level 0', { ...picked, spiceLevel: 0 }, SPICE_LEVEL],
    ['spice level 5', { ...picked, spiceLevel: 5 }, SPICE_LEVEL],
    ['a fractional spice level', { ...picked, spiceLevel: 2.5 }, SPICE_LEVEL],
    ['a spice level as an object', { ...picked, spiceLevel: { level: 2 } }, SPICE_LEVEL],
    ['a missing field (not the full object)', { ...picked, spiceLevel: undefined }, 'spiceLevel is required'],
    ['an empty body', {}, 'dietaryRestrictions is required'],
    ['an unknown field', { ...picked, mood: 'hungry' }, 'property mood should not exist'],
  ];

  it.each(refusals)('POST with %s answers 400 naming the problem, and stores nothing', async (_label, body, error) => {
    const { accessToken } = await signUp(app.server);
    const before = await rows();
    expect((await save(accessToken, body).expect(400)).body).toEqual({ error });
    expect(await rows()).toBe(before);
    expect(await get(accessToken)).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses hostile bodies with 4xx, never 500', async () => {
    const { accessToken } = await signUp(app.server);
    const deep = `{"dietaryRestrictions":${'['.repeat(200)}${']'.repeat(200)}}`;
    const hostile: Array<[string | object, number, string]> = [
      [deep, 400, 'Request body is nested too deeply'],
      [{ ...picked, favoriteCuisines: ['Ital\0ian'] }, 400, 'favoriteCuisines[0] must not contain a NUL character'],
      [{ ...picked, allergies: { ['nu\0ts']: true } }, 400, 'allergies.nu\\0ts must not contain a NUL character'],
      ['[1,2,3]', 400, 'property 0 should not exist'],
      ['"Vegan"', 400, 'Request body is not valid JSON'],
      ['{"maxCookingTime": 1e999}', 400, 'dietaryRestrictions is required'],
      [JSON.stringify(picked).replace('"maxCookingTime":60', '"maxCookingTime":1e999'), 400, COOKING_TIME],
      [JSON.stringify(picked).replace('"spiceLevel":4', '"spiceLevel":-1e308'), 400, SPICE_LEVEL],
      [{ ...picked, dietaryRestrictions: Array.from({ length: 5000 }, () => ({})) }, 400, 'dietaryRestrictions[0] must be a label (text)'],
      [{ ...picked, dietaryRestrictions: ['x'.repeat(10_000)] }, 400, `dietaryRestrictions[0] "${'x'.repeat(40)}…" is not one of ${DIETS}`],
      [{ ...picked, dietaryRestrictions: ['x'.repeat(2_000_000)] }, 413, 'Request body is too large'],
      [{ ...picked, allergies: { __proto__: { nuts: true } } }, 400, 'allergies.nuts must be true or false'],
    ];
    for (const [body, status, error] of hostile) {
      const call = request(app.server).post('/api/preferences').set(bearer(accessToken)).set('Content-Type', 'application/json');
      const res = await call.send(typeof body === 'string' ? body : JSON.stringify(body));
      expect({ status: res.status, body: res.body as unknown }).toEqual({ status, body: { error } });
    }
    expect(await get(accessToken)).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps each user to their own preferences', async () => {
    const ada = await signUp(app.server);
    const bob = await signUp(app.server);
    await save(ada.accessToken, picked).expect(200);
    expect(await get(bob.accessToken)).toEqual(DEFAULT_PREFERENCES);

    const bobs: Preferences = { ...DEFAULT_PREFERENCES, favoriteCuisines: ['Mexican'], spiceLevel: 3 };
    await save(bob.accessToken, bobs).expect(200);
    expect(await get(ada.accessToken)).toEqual(picked);
    expect(await get(bob.accessToken)).toEqual(bobs);
  });
});
