import type { DataSource } from 'typeorm';
import { oneMigration } from './support/one-migration.js';

const HOUSEHOLD_TABLES = ['pantry_items', 'shopping_items', 'meal_plans', 'recipe_images', 'recipes', 'recipe_categories'];
const PERSONAL_TABLES = ['recipe_favorites', 'recipe_pins'];

/**
 * Households1765000000000 on a database populated under the schema before it: every account
 * becomes the owner of a personal household holding exactly the rows it held, ids unchanged.
 */
describe('migration to households: nothing lost, nothing moved', () => {
  const { openBefore, step } = oneMigration('Households');
  let db: DataSource;
  const rows = async (table: string) => (await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)) as Record<string, unknown>[];

  it('keeps every row and id, and gives each account its own household holding its rows', async () => {
    db = await openBefore();
    const users = (await db.query(
      `INSERT INTO users (email, name, password_hash) VALUES ('ada@example.com', 'Ada Lovelace', 'x'), ('bo@example.com', '  ', 'x'), ('cy@example.com', 'Cy', 'x') RETURNING id`,
    )) as Array<{ id: number }>;
    const [ada, bo] = users.map((user) => user.id);
    for (const [user, offset] of [
      [ada, 0],
      [bo, 10],
    ] as const) {
      await db.query(`INSERT INTO pantry_items (user_id, name, status) SELECT $1, 'Item ' || n, 'In Stock' FROM generate_series(1, 3) n`, [user]);
      await db.query(`INSERT INTO shopping_items (user_id, name, category) VALUES ($1, 'Milk', 'Dairy & Eggs'), ($1, 'Bread', 'Bakery')`, [user]);
      await db.query(`UPDATE shopping_items SET is_shopped = true WHERE user_id = $1 AND name = 'Bread'`, [user]);
      const [category] = (await db.query(`INSERT INTO recipe_categories (user_id, name) VALUES ($1, 'Weeknights') RETURNING id`, [user])) as Array<{ id: number }>;
      const image = `00000000-0000-4000-8000-0000000000${String(10 + offset)}`;
      await db.query(`INSERT INTO recipe_images (id, user_id, content_type, bytes) VALUES ($1, $2, 'image/png', '\\x89')`, [image, user]);
      const [recipe] = (await db.query(`INSERT INTO recipes (user_id, title, category_id, image_id, image_type) VALUES ($1, 'Soup', $2, $3, 'upload') RETURNING id`, [
        user,
        category.id,
        image,
      ])) as Array<{ id: number }>;
      await db.query(`INSERT INTO meal_plans (user_id, date, meal_type, recipe_id) VALUES ($1, '2030-01-01', 'dinner', $2)`, [user, recipe.id]);
      await db.query(`INSERT INTO meal_plans (user_id, date, meal_type, custom_name) VALUES ($1, '2030-01-01', 'lunch', 'Leftovers')`, [user]);
      await db.query(`INSERT INTO recipe_favorites (user_id, recipe_id) VALUES ($1, $2), ($1, 1)`, [user, recipe.id]);
      await db.query(`INSERT INTO recipe_pins (user_id, recipe_id) VALUES ($1, $2)`, [user, recipe.id]);
    }
    const before = new Map<string, Record<string, unknown>[]>();
    for (const table of [...HOUSEHOLD_TABLES, ...PERSONAL_TABLES, 'users']) before.set(table, await rows(table));
    const versionsBefore = (await db.query(`SELECT user_id, list, version::int AS version FROM list_versions ORDER BY 1, 2`)) as Array<{ user_id: number; list: string; version: number }>;
    expect(versionsBefore.length).toBe(4);

    await step('up');

    const homes = (await db.query(
      `SELECT u.id AS "userId", h.id, h.name, m.role, u.current_household_id AS current FROM users u
       JOIN household_members m ON m.user_id = u.id JOIN households h ON h.id = m.household_id ORDER BY u.id`,
    )) as Array<{ userId: number; id: number; name: string; role: string; current: number }>;
    expect(homes.map(({ userId, name, role }) => [userId, name, role])).toEqual([
      [ada, "Ada's household", 'owner'],
      [bo, "bo's household", 'owner'],
      [users[2].id, "Cy's household", 'owner'],
    ]);
    for (const home of homes) expect(home.current).toBe(home.id);
    const homeOf = new Map(homes.map((home) => [home.userId, home.id]));

    for (const table of [...HOUSEHOLD_TABLES, ...PERSONAL_TABLES]) {
      const after = await rows(table);
      // Every row, every column as it was, ids included; the household's rows name their user's household.
      expect(after.map(({ household_id: _household, ...row }) => row)).toEqual(before.get(table));
      if (HOUSEHOLD_TABLES.includes(table)) {
        for (const row of after) expect(row.household_id).toBe(row.user_id === null ? null : homeOf.get(row.user_id as number));
      }
    }
    expect((await rows('users')).map(({ current_household_id: _current, ...user }) => user)).toEqual(before.get('users'));
    // The shared library stays shared.
    expect(Number((await db.query(`SELECT count(*) AS n FROM recipes WHERE user_id IS NULL AND household_id IS NULL`))[0].n)).toBeGreaterThan(3);

    // Each list's version is now its household's, and never lower than it was: a list kept at an
    // old version can never be taken for the current one.
    const versionsAfter = (await db.query(`SELECT household_id, list, version::int AS version FROM list_versions ORDER BY 1, 2`)) as Array<{
      household_id: number;
      list: string;
      version: number;
    }>;
    expect(versionsAfter.map(({ household_id, list }) => [household_id, list])).toEqual(versionsBefore.map(({ user_id, list }) => [homeOf.get(user_id), list]));
    versionsAfter.forEach(({ version }, i) => expect(version).toBeGreaterThanOrEqual(versionsBefore[i].version));
  });

  it('gives a new account its own household, and its rows land there', async () => {
    const [dee] = (await db.query(`INSERT INTO users (email, name, password_hash) VALUES ('dee@example.com', 'Dee Dee', 'x') RETURNING id, current_household_id`)) as Array<{
      id: number;
    }>;
    const [home] = (await db.query(`SELECT m.household_id AS id, m.role, h.name FROM household_members m JOIN households h ON h.id = m.household_id WHERE m.user_id = $1`, [
      dee.id,
    ])) as Array<{ id: number; role: string; name: string }>;
    expect(home).toMatchObject({ role: 'owner', name: "Dee's household" });
    const [user] = (await db.query(`SELECT current_household_id AS current FROM users WHERE id = $1`, [dee.id])) as Array<{ current: number }>;
    expect(user.current).toBe(home.id);
    const [item] = (await db.query(`INSERT INTO pantry_items (user_id, name, status) VALUES ($1, 'Rice', 'In Stock') RETURNING household_id`, [dee.id])) as Array<{
      household_id: number;
    }>;
    expect(item.household_id).toBe(home.id);
    const [version] = (await db.query(`SELECT version::int AS v FROM list_versions WHERE household_id = $1 AND list = 'pantry_items'`, [home.id])) as Array<{ v: number }>;
    expect(version.v).toBe(1);
  });

  it('can be undone, leaving the rows as they were', async () => {
    const pantryBefore = await rows('pantry_items');
    await step('down');
    expect((await rows('pantry_items')).map(({ id, user_id, name }) => ({ id, user_id, name }))).toEqual(
      pantryBefore.map(({ id, user_id, name }) => ({ id, user_id, name })),
    );
    expect((await db.query(`SELECT to_regclass('households') AS t`))[0].t).toBeNull();
    await step('up');
    expect(Number((await db.query(`SELECT count(*) AS n FROM household_members`))[0].n)).toBe(4);
  });
});
