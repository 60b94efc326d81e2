import request from 'supertest';
import { DataSource } from 'typeorm';
import { PANTRY_FULL, PANTRY_ITEMS_PER_HOUSEHOLD_MAX } from '../src/pantry/pantry.service.js';
import { SHOPPING_ITEMS_PER_HOUSEHOLD_MAX, SHOPPING_LIST_FULL } from '../src/shopping/shopping.service.js';
import { bearer, signUp } from './support/accounts.js';
import { dataOf, dayFromToday, exportOf, seedEverything } from './support/my-data.js';
import { useTestApp } from './support/test-app.js';

describe('your data: export and import', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  type Doc = Record<string, unknown> & {
    households: Array<
      Record<string, unknown> & {
        recipes: Array<Record<string, unknown>>;
        pantry: Array<{ name: string; status?: string }>;
        mealPlans: Array<Record<string, unknown>>;
        cookedMeals: Array<Record<string, unknown>>;
      }
    >;
  };

  const importDoc = (token: string, doc: unknown) =>
    request(app.server)
      .post('/api/me/import')
      .set(bearer(token))
      .send(doc as object);

  /** Every row of the user's current household and their own, counted: to prove an import stored nothing. */
  async function rowCounts(userId: number): Promise<Record<string, number>> {
    const db = app.t.app.get(DataSource);
    const [row] = (await db.query(
      `SELECT (SELECT count(*) FROM pantry_items p WHERE p.household_id = u.current_household_id)::int AS pantry,
       (SELECT count(*) FROM shopping_items s WHERE s.household_id = u.current_household_id)::int AS shopping,
       (SELECT count(*) FROM recipes r WHERE r.household_id = u.current_household_id)::int AS recipes,
       (SELECT count(*) FROM recipe_categories c WHERE c.household_id = u.current_household_id)::int AS categories,
       (SELECT count(*) FROM meal_plans m WHERE m.household_id = u.current_household_id)::int AS plans,
       (SELECT count(*) FROM cooked_meals k WHERE k.household_id = u.current_household_id)::int AS cooked,
       (SELECT count(*) FROM recipe_favorites f WHERE f.user_id = u.id)::int + (SELECT count(*) FROM recipe_pins p WHERE p.user_id = u.id)::int AS marks,
       (SELECT count(*) FROM user_preferences x WHERE x.user_id = u.id)::int AS preferences
     FROM users u WHERE u.id = $1`,
      [userId],
    )) as Array<Record<string, number>>;
    return row;
  }

  describe('GET /api/me/export', () => {
    it('answers every row of the person and their household, as an attachment with a dated name', async () => {
      const ada = await signUp(app.server, { name: 'Ada Export' });
      await seedEverything(app.server, ada.accessToken, 'Ada');
      const res = await request(app.server).get('/api/me/export').set(bearer(ada.accessToken)).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meal-planner-export-\d{4}-\d{2}-\d{2}\.json"$/);
      const doc = res.body as Doc;
      expect(doc).toMatchObject({
        format: 'mealapp-export',
        version: 1,
        profile: {
          id: ada.user.id,
          name: 'Ada Export',
          email: ada.account.email,
        },
      });
      expect(JSON.stringify(doc)).not.toMatch(/password|passwordHash|sessionVersion|secret123/i);
      expect(doc.preferences).toMatchObject({
        dietaryRestrictions: ['Vegetarian'],
        maxCookingTime: 40,
        allergies: { nuts: true },
      });
      expect(doc.notificationSettings).toMatchObject({
        expirationAlerts: false,
        familyUpdates: false,
        timeZone: 'Europe/Paris',
      });
      expect(doc.households).toHaveLength(1);
      const [home] = doc.households;
      expect(home).toMatchObject({
        role: 'owner',
        isCurrent: true,
        members: [{ id: ada.user.id, role: 'owner' }],
        categories: [{ name: 'Ada dinners', description: 'Weeknights' }],
      });
      expect(home.recipes).toHaveLength(1);
      expect(home.recipes[0]).toMatchObject({
        title: 'Ada tomato pasta',
        isFavorited: true,
        category: { name: 'Ada dinners' },
        ingredients: [
          { name: 'spaghetti', amount: '400', unit: 'g' },
          { name: 'garlic', notes: 'minced' },
          { name: 'tomatoes', amount: '1', unit: 'can' },
        ],
        instructions: [{ stepNumber: 1, instruction: 'Boil the pasta.' }, { stepNumber: 2 }, { stepNumber: 3 }],
        nutrition: {
          calories: 505,
          protein: 17,
          sodium: 730,
          servingSize: '1 plate',
        },
      });
      expect(home.pantry.map((item) => item.name)).toEqual(['Ada milk', 'Ada rice']);
      expect((home.shopping as Array<{ name: string; quantity: string | null }>).map((item) => [item.name, item.quantity])).toEqual([
        ['Ada bananas', '6'],
        ['Ada bread', null],
      ]);
      expect(home.mealPlans).toHaveLength(3);
      expect(home.mealPlans).toContainEqual(expect.objectContaining({ mealType: 'dinner', servings: 6, cookedAt: null }));
      expect(home.cookedMeals).toEqual([
        { id: expect.any(Number), recipeId: home.recipes[0].id, servings: 2, cookedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/), cookedOn: dayFromToday(0) },
        { id: expect.any(Number), recipeId: 1, servings: null, cookedAt: expect.any(String), cookedOn: dayFromToday(0) },
      ]);
      expect(doc.libraryRecipes).toEqual([
        expect.objectContaining({
          id: 1,
          isPinned: true,
          isFavorited: false,
          library: expect.any(String),
          libraryKey: expect.any(String),
        }),
      ]);
      expect(doc.schemaOrgRecipes).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Ada tomato pasta',
          recipeIngredient: ['400 g spaghetti', '2 cloves garlic, minced', '1 can tomatoes'],
          recipeInstructions: [{ '@type': 'HowToStep', position: 1, text: 'Boil the pasta.' }, expect.anything(), expect.anything()],
          prepTime: 'PT10M',
          cookTime: 'PT20M',
          totalTime: 'PT30M',
          recipeYield: '4 servings',
          recipeCategory: 'Ada dinners',
          keywords: 'quick, family',
          nutrition: expect.objectContaining({
            '@type': 'NutritionInformation',
            calories: '505 kcal',
            sodiumContent: '730 mg',
          }),
        }),
      ]);
    });

    it("never holds another person's rows, nor a household's they do not belong to", async () => {
      const bo = await signUp(app.server);
      await request(app.server).post('/api/pantry').set(bearer(bo.accessToken)).send({ name: 'Bo secret saffron', status: 'In Stock' }).expect(201);
      await request(app.server).post('/api/recipes/2/favorite').set(bearer(bo.accessToken)).expect(200);
      const cy = await signUp(app.server);
      const text = JSON.stringify(await exportOf(app.server, cy.accessToken));
      expect(text).not.toContain('Bo secret saffron');
      expect(text).not.toContain(bo.account.email);
      expect((JSON.parse(text) as Doc).libraryRecipes).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      await request(app.server).get('/api/me/export').expect(401);
    });
  });

  describe('POST /api/me/import', () => {
    it('takes an export into another account: the same data, and nothing doubled the second time', async () => {
      const ada = await signUp(app.server);
      await seedEverything(app.server, ada.accessToken, 'Trip');
      const exported = await exportOf(app.server, ada.accessToken);
      const eve = await signUp(app.server);

      const first = await importDoc(eve.accessToken, exported).expect(200);
      expect(first.body).toEqual({
        categories: { added: 1, existing: 0 },
        recipes: { added: 1, existing: 0 },
        pantry: { added: 2, existing: 0 },
        shopping: { added: 2, existing: 0 },
        mealPlans: { added: 3, existing: 0 },
        cookedMeals: { added: 2, existing: 0 },
        marks: { added: 2, existing: 0 },
        preferences: { added: 1, existing: 0 },
        notificationSettings: { added: 1, existing: 0 },
      });
      expect(dataOf(await exportOf(app.server, eve.accessToken))).toEqual(dataOf(exported));

      const counts = await rowCounts(eve.user.id);
      const second = await importDoc(eve.accessToken, exported).expect(200);
      for (const tally of Object.values(second.body as Record<string, { added: number; existing: number }>)) expect(tally.added).toBe(0);
      expect(second.body).toMatchObject({
        recipes: { existing: 1 },
        pantry: { existing: 2 },
        shopping: { existing: 2 },
        mealPlans: { existing: 3 },
        cookedMeals: { existing: 2 },
        marks: { existing: 2 },
      });
      expect(await rowCounts(eve.user.id)).toEqual(counts);

      // and the account's own export, taken back into itself, adds nothing either
      const own = await importDoc(eve.accessToken, await exportOf(app.server, eve.accessToken)).expect(200);
      for (const tally of Object.values(own.body as Record<string, { added: number }>)) expect(tally.added).toBe(0);
    });

    it('brings back what was deleted since the export, and only that', async () => {
      const ada = await signUp(app.server);
      await seedEverything(app.server, ada.accessToken, 'Back');
      const exported = (await exportOf(app.server, ada.accessToken)) as Doc;
      const milk = (exported.households[0].pantry as Array<{ id: number; name: string }>).find((item) => item.name === 'Back milk')!;
      await request(app.server)
        .delete(`/api/pantry/${milk.id}`)
        .set(bearer(ada.accessToken))
        .expect((res) => expect([200, 204]).toContain(res.status));
      const res = await importDoc(ada.accessToken, exported).expect(200);
      expect(res.body).toMatchObject({
        pantry: { added: 1, existing: 1 },
        recipes: { added: 0, existing: 1 },
      });
      expect(dataOf(await exportOf(app.server, ada.accessToken))).toEqual(dataOf(exported));
    });

    it("writes each row through its module: that module's same-item rule, and a ticked item ticked by the importer", async () => {
      const ada = await signUp(app.server);
      const eve = await signUp(app.server);
      const as = (token: string) => bearer(token);
      await request(app.server).post('/api/pantry').set(as(ada.accessToken)).send({ name: 'Oat milk', status: 'In Stock' }).expect(201);
      await request(app.server).post('/api/shopping').set(as(ada.accessToken)).send({ name: 'Lemons', quantity: '3', isShopped: true }).expect(201);
      await request(app.server).post('/api/shopping').set(as(ada.accessToken)).send({ name: 'Basil', quantity: '1 bunch' }).expect(201);
      const exported = await exportOf(app.server, ada.accessToken);
      // eve's household holds the same pantry item and the same list item under other spacing and case
      await request(app.server).post('/api/pantry').set(as(eve.accessToken)).send({ name: '  OAT MILK ', status: 'Low Stock' }).expect(201);
      await request(app.server).post('/api/shopping').set(as(eve.accessToken)).send({ name: 'basil', quantity: '1 BUNCH' }).expect(201);

      const res = await importDoc(eve.accessToken, exported).expect(200);
      expect(res.body).toMatchObject({ pantry: { added: 0, existing: 1 }, shopping: { added: 1, existing: 1 } });
      const list = (await request(app.server).get('/api/shopping').set(as(eve.accessToken)).expect(200)).body as Array<{
        name: string;
        isShopped: boolean;
        addedBy: { id: number } | null;
        checkedBy: { id: number } | null;
      }>;
      const lemons = list.find((item) => item.name === 'Lemons');
      expect(lemons).toMatchObject({ isShopped: true, addedBy: { id: eve.user.id }, checkedBy: { id: eve.user.id } });
    });

    it("leaves another person's data as it was", async () => {
      const ada = await signUp(app.server);
      await seedEverything(app.server, ada.accessToken, 'Iso');
      const bo = await signUp(app.server);
      await request(app.server).post('/api/pantry').set(bearer(bo.accessToken)).send({ name: 'Bo flour', status: 'In Stock' }).expect(201);
      const before = await exportOf(app.server, bo.accessToken);
      await importDoc(ada.accessToken, await exportOf(app.server, ada.accessToken)).expect(200);
      const eve = await signUp(app.server);
      await importDoc(eve.accessToken, await exportOf(app.server, ada.accessToken)).expect(200);
      expect({
        ...(await exportOf(app.server, bo.accessToken)),
        exportedAt: null,
      }).toEqual({ ...before, exportedAt: null });
    });

    describe('refuses a document it cannot take whole, storing nothing', () => {
      let token: string;
      let userId: number;
      let valid: Doc;
      beforeAll(async () => {
        const ada = await signUp(app.server);
        await seedEverything(app.server, ada.accessToken, 'Bad');
        valid = (await exportOf(app.server, ada.accessToken)) as Doc;
        const eve = await signUp(app.server);
        token = eve.accessToken;
        userId = eve.user.id;
      });

      const withHousehold = (change: (household: Doc['households'][number]) => void): Doc => {
        const doc = structuredClone(valid);
        change(doc.households[0]);
        return doc;
      };

      const cases: Array<[string, () => unknown, number, RegExp]> = [
        ['another format', () => ({ ...valid, format: 'mealie' }), 400, /^format: must be 'mealapp-export'/],
        ['an unknown version', () => ({ ...valid, version: 2 }), 400, /^version: 2 is not a version this server reads/],
        ['no version', () => ({ ...valid, version: undefined }), 400, /^version: null is not a version/],
        ['not an object', () => [valid], 400, /^document: must be an object/],
        ['exported on a day that never was', () => ({ ...valid, exportedAt: '2026-02-30' }), 400, /^exportedAt: must be an ISO 8601 date and time/],
        ['exported at no real time', () => ({ ...valid, exportedAt: '2026-02-30T10:00:00.000Z' }), 400, /^exportedAt: must be an ISO 8601 date and time/],
        ['exported at no time', () => ({ ...valid, exportedAt: 12 }), 400, /^exportedAt: must be an ISO 8601 date and time/],
        ['an unknown field', () => ({ ...valid, passwordHash: 'x' }), 400, /^document\.passwordHash: is not a field of this format/],
        ['a wrong type', () => withHousehold((h) => (h.pantry = 'milk' as never)), 400, /^households\[0\]\.pantry: must be an array/],
        ['a row of the wrong type', () => withHousehold((h) => ((h.pantry as unknown[])[1] = 42)), 400, /^households\[0\]\.pantry\[1\]: must be an object/],
        ['a bad field deep in a row', () => withHousehold((h) => ((h.pantry[1] as { status: string }).status = 'Gone')), 400, /^households\[0\]\.pantry\[1\]: /],
        [
          'an unknown field in a row',
          () => withHousehold((h) => ((h.recipes[0] as Record<string, unknown>).owner = 1)),
          400,
          /^households\[0\]\.recipes\[0\]\.owner: is not a field/,
        ],
        ['a huge number', () => withHousehold((h) => (h.recipes[0].cookTime = 1e308)), 400, /^households\[0\]\.recipes\[0\]: /],
        ['a huge id', () => withHousehold((h) => (h.recipes[0].id = 2 ** 80)), 400, /^households\[0\]\.recipes\[0\]\.id: must be a whole number/],
        ['a NUL character', () => withHousehold((h) => (h.pantry[0].name = 'mi\u0000lk')), 400, /NUL/],
        [
          'a plan naming a recipe the document lacks, after rows that were fine',
          () =>
            withHousehold(
              (h) =>
                (h.mealPlans[0] = {
                  ...h.mealPlans[0],
                  type: 'recipe',
                  recipeId: 999_999,
                }),
            ),
          400,
          /^households\[0\]\.mealPlans\[0\]\.recipeId: names no recipe in the document/,
        ],
        [
          'a cooking naming a recipe the document lacks',
          () => withHousehold((h) => (h.cookedMeals[0] = { ...h.cookedMeals[0], recipeId: 999_999 })),
          400,
          /^households\[0\]\.cookedMeals\[0\]\.recipeId: names no recipe in the document/,
        ],
        ['a cooking at no time', () => withHousehold((h) => (h.cookedMeals[0].cookedAt = 'yesterday')), 400, /^households\[0\]\.cookedMeals\[0\]\.cookedAt: must be an ISO 8601/],
        ['a cooking on no day', () => withHousehold((h) => (h.cookedMeals[1].cookedOn = '2026-02-30')), 400, /^households\[0\]\.cookedMeals\[1\]\.cookedOn: must be a calendar date/],
        ['a cooking for 0 servings', () => withHousehold((h) => (h.cookedMeals[0].servings = 0)), 400, /^households\[0\]\.cookedMeals\[0\]\.servings: servings must be a whole number/],
        ['an unknown field in a cooking', () => withHousehold((h) => (h.cookedMeals[0].userId = 1)), 400, /^households\[0\]\.cookedMeals\[0\]\.userId: is not a field/],
        [
          'a custom meal with servings',
          () => withHousehold((h) => Object.assign(h.mealPlans.find((plan) => plan.type === 'custom')!, { servings: 2 })),
          400,
          /^households\[0\]\.mealPlans\[\d\]: servings must not be sent with a custom meal/,
        ],
        ['a plan cooked at no time', () => withHousehold((h) => (h.mealPlans[0].cookedAt = 12)), 400, /^households\[0\]\.mealPlans\[0\]\.cookedAt: must be an ISO 8601/],
        ['an empty recipe title', () => withHousehold((h) => (h.recipes[0].title = ' ')), 400, /^households\[0\]\.recipes\[0\]: Recipe title is required/],
        [
          'preferences out of range',
          () => ({
            ...valid,
            preferences: { ...(valid.preferences as object), spiceLevel: 99 },
          }),
          400,
          /^preferences: /,
        ],
      ];

      it.each(cases)('%s', async (_name, make, status, message) => {
        const before = await rowCounts(userId);
        const res = await importDoc(token, make()).expect(status);
        expect((res.body as { error: string }).error).toMatch(message);
        expect(await rowCounts(userId)).toEqual(before);
      });

      it('deep nesting', async () => {
        const before = await rowCounts(userId);
        const deep = `{"format":"mealapp-export","version":1,"households":${'['.repeat(200)}${']'.repeat(200)}}`;
        await request(app.server).post('/api/me/import').set(bearer(token)).set('Content-Type', 'application/json').send(deep).expect(400);
        expect(await rowCounts(userId)).toEqual(before);
      });

      it('more rows than a section holds', async () => {
        const before = await rowCounts(userId);
        const many = withHousehold(
          (h) =>
            (h.pantry = Array.from({ length: 20_001 }, () => ({
              name: 'salt',
              status: 'In Stock',
            }))),
        );
        const res = await importDoc(token, many).expect(400);
        expect((res.body as { error: string }).error).toBe('households[0].pantry: must hold at most 20000 entries');
        expect(await rowCounts(userId)).toEqual(before);
      });

      it('a document past the size limit: 413', async () => {
        const before = await rowCounts(userId);
        const huge = withHousehold((h) => (h.pantry = [{ name: 'x'.repeat(17 * 1024 * 1024), status: 'In Stock' }]));
        const res = await importDoc(token, huge).expect(413);
        expect(res.body).toHaveProperty('error');
        expect(await rowCounts(userId)).toEqual(before);
      });

      /** Fills the person's household to one row below the cap, straight in SQL (the API would take thousands of calls). */
      async function fillToOneBelow(table: 'pantry_items' | 'shopping_items', cap: number): Promise<void> {
        const [column, value] = table === 'pantry_items' ? ['status', 'In Stock'] : ['category', 'Pantry'];
        await app.t.app
          .get(DataSource)
          .query(
            `INSERT INTO ${table} (user_id, name, ${column}) SELECT $1, 'filler ' || n, $3 FROM generate_series(1, $2::int) n`,
            [userId, cap - 1, value],
          );
      }

      it.each([
        ['pantry', 'pantry_items', PANTRY_ITEMS_PER_HOUSEHOLD_MAX, PANTRY_FULL],
        ['shopping', 'shopping_items', SHOPPING_ITEMS_PER_HOUSEHOLD_MAX, SHOPPING_LIST_FULL],
      ] as const)('rows past the household\'s %s cap: 409 naming the row, and nothing half-written', async (section, table, cap, full) => {
        await fillToOneBelow(table, cap);
        try {
          const before = await rowCounts(userId);
          // The document's section holds two rows: the first takes the last place, the second is one too many.
          expect(valid.households[0][section]).toHaveLength(2);
          const res = await importDoc(token, valid).expect(409);
          expect((res.body as { error: string }).error).toBe(`households[0].${section}[1]: ${full}`);
          expect(await rowCounts(userId)).toEqual(before);
        } finally {
          await app.t.app.get(DataSource).query(`DELETE FROM ${table} WHERE user_id = $1 AND name LIKE 'filler %'`, [userId]);
        }
      });
    });
  });
});
