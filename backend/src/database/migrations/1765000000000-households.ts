import type { MigrationInterface, QueryRunner } from 'typeorm';

// The tables whose rows belong to a household: every one of them has an owner (NOT NULL).
const HOUSEHOLD_ITEMS = ['pantry_items', 'shopping_items', 'meal_plans', 'recipe_images'] as const;
// The tables whose rows belong to a household or, with no owner, are shared by everyone (the library).
const HOUSEHOLD_OR_SHARED = ['recipes', 'recipe_categories'] as const;

/**
 * Households (DECISIONS.md, Households): the pantry, the shopping list, the meal plan and the
 * recipe collection with its categories belong to a household; the profile, sessions, favorites
 * and pins, preferences and notification settings stay the person's.
 *
 * Every account becomes the owner of a personal household holding exactly the rows it holds:
 * nothing moves, no id changes. A new account gets its own at insert (a trigger, so no code path
 * can make a user without one). `user_id` stays on the household's rows as who created them, and a
 * row inserted with only its user lands in that user's current household (a trigger too).
 * The list versions (json-list.ts) are kept per household, keeping each count where it was.
 */
export class Households1765000000000 implements MigrationInterface {
  name = 'Households1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE households (
        id serial PRIMARY KEY,
        name varchar(60) NOT NULL CONSTRAINT households_name_check CHECK (btrim(name) <> ''),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE household_members (
        household_id integer NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role varchar(10) NOT NULL CONSTRAINT household_members_role_check CHECK (role IN ('owner', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (household_id, user_id)
      )`);
    await q.query(`CREATE INDEX household_members_user_idx ON household_members (user_id, joined_at)`);
    await q.query(`ALTER TABLE users ADD COLUMN current_household_id integer REFERENCES households(id) ON DELETE SET NULL`);

    // "Ada's household", from the first word of the name (as Home's greeting), else the address's local part.
    const personalName = (user: string) =>
      `left(coalesce(nullif(split_part(btrim(${user}.name), ' ', 1), ''), split_part(${user}.email, '@', 1)), 45) || '''s household'`;
    await q.query(`INSERT INTO households (name, created_by) SELECT ${personalName('u')}, u.id FROM users u ORDER BY u.id`);
    await q.query(`INSERT INTO household_members (household_id, user_id, role) SELECT h.id, h.created_by, 'owner' FROM households h`);
    await q.query(`UPDATE users u SET current_household_id = h.id FROM households h WHERE h.created_by = u.id`);
    // A new household of the user's own, made current: for a new account, and for someone left
    // with no household (households.service.ts), so the name is given in one place.
    await q.query(`
      CREATE FUNCTION create_personal_household(member integer) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE
        household integer;
      BEGIN
        INSERT INTO households (name, created_by) SELECT ${personalName('u')}, u.id FROM users u WHERE u.id = member RETURNING id INTO household;
        INSERT INTO household_members (household_id, user_id, role) VALUES (household, member, 'owner');
        UPDATE users SET current_household_id = household WHERE id = member;
        RETURN household;
      END $$`);
    await q.query(`
      CREATE FUNCTION users_personal_household() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM create_personal_household(NEW.id);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_personal_household AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_personal_household()`);

    for (const table of [...HOUSEHOLD_ITEMS, ...HOUSEHOLD_OR_SHARED]) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN household_id integer REFERENCES households(id) ON DELETE CASCADE`);
      await q.query(`UPDATE ${table} t SET household_id = u.current_household_id FROM users u WHERE u.id = t.user_id`);
    }
    for (const table of HOUSEHOLD_ITEMS) await q.query(`ALTER TABLE ${table} ALTER COLUMN household_id SET NOT NULL`);
    // A row a user writes lands in their current household, whatever code (or instance) inserts it.
    await q.query(`
      CREATE FUNCTION fill_household() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.household_id IS NULL AND NEW.user_id IS NOT NULL THEN
          SELECT current_household_id INTO NEW.household_id FROM users WHERE id = NEW.user_id;
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of [...HOUSEHOLD_ITEMS, ...HOUSEHOLD_OR_SHARED]) {
      await q.query(`CREATE TRIGGER ${table}_household BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fill_household()`);
    }
    await q.query(`ALTER TABLE recipes ADD CONSTRAINT recipes_household_check CHECK ((household_id IS NULL) = (library IS NOT NULL))`);
    await q.query(`ALTER TABLE recipe_categories ADD CONSTRAINT recipe_categories_household_check CHECK ((household_id IS NULL) = (user_id IS NULL))`);

    // The owner's indexes move to the household.
    await q.query(`DROP INDEX pantry_items_user_idx`);
    await q.query(`CREATE INDEX pantry_items_household_idx ON pantry_items (household_id, id)`);
    await q.query(`DROP INDEX shopping_items_user_idx`);
    await q.query(`CREATE INDEX shopping_items_household_idx ON shopping_items (household_id, id)`);
    await q.query(`DROP INDEX meal_plans_slot_key`);
    await q.query(`CREATE UNIQUE INDEX meal_plans_slot_key ON meal_plans (household_id, date, meal_type)`);
    await q.query(`DROP INDEX recipe_images_user_idx`);
    await q.query(`CREATE INDEX recipe_images_household_idx ON recipe_images (household_id)`);
    await q.query(`DROP INDEX recipes_user_idx`);
    await q.query(`CREATE INDEX recipes_household_idx ON recipes (household_id, id)`);
    await q.query(`DROP INDEX recipe_categories_user_name_key`);
    await q.query(`CREATE UNIQUE INDEX recipe_categories_household_name_key ON recipe_categories (household_id, lower(name)) WHERE household_id IS NOT NULL`);

    // List versions per household: each user's counts go to their personal household.
    await q.query(`
      CREATE TABLE household_list_versions (
        household_id integer NOT NULL,
        list varchar(40) NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        PRIMARY KEY (household_id, list)
      )`);
    await q.query(`
      INSERT INTO household_list_versions (household_id, list, version)
      SELECT u.current_household_id, v.list, v.version FROM list_versions v JOIN users u ON u.id = v.user_id`);
    await q.query(`DROP TABLE list_versions`);
    await q.query(`ALTER TABLE household_list_versions RENAME TO list_versions`);
    await q.query(`ALTER TABLE list_versions RENAME CONSTRAINT household_list_versions_pkey TO list_versions_pkey`);
    await q.query(`
      CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO list_versions AS v (household_id, list)
        SELECT DISTINCT household_id, TG_TABLE_NAME FROM changed_rows
        ON CONFLICT (household_id, list) DO UPDATE SET version = v.version + 1;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_list_versions (
        user_id integer NOT NULL,
        list varchar(40) NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        PRIMARY KEY (user_id, list)
      )`);
    await q.query(`
      INSERT INTO user_list_versions (user_id, list, version)
      SELECT m.user_id, v.list, max(v.version) FROM list_versions v JOIN household_members m ON m.household_id = v.household_id GROUP BY m.user_id, v.list`);
    await q.query(`DROP TABLE list_versions`);
    await q.query(`ALTER TABLE user_list_versions RENAME TO list_versions`);
    await q.query(`ALTER TABLE list_versions RENAME CONSTRAINT user_list_versions_pkey TO list_versions_pkey`);
    await q.query(`
      CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO list_versions AS v (user_id, list)
        SELECT DISTINCT user_id, TG_TABLE_NAME FROM changed_rows
        ON CONFLICT (user_id, list) DO UPDATE SET version = v.version + 1;
        RETURN NULL;
      END $$`);

    await q.query(`DROP INDEX recipe_categories_household_name_key`);
    await q.query(`CREATE UNIQUE INDEX recipe_categories_user_name_key ON recipe_categories (user_id, lower(name)) WHERE user_id IS NOT NULL`);
    await q.query(`DROP INDEX recipes_household_idx`);
    await q.query(`CREATE INDEX recipes_user_idx ON recipes (user_id, id)`);
    await q.query(`DROP INDEX recipe_images_household_idx`);
    await q.query(`CREATE INDEX recipe_images_user_idx ON recipe_images (user_id)`);
    await q.query(`DROP INDEX meal_plans_slot_key`);
    await q.query(`CREATE UNIQUE INDEX meal_plans_slot_key ON meal_plans (user_id, date, meal_type)`);
    await q.query(`DROP INDEX shopping_items_household_idx`);
    await q.query(`CREATE INDEX shopping_items_user_idx ON shopping_items (user_id, id)`);
    await q.query(`DROP INDEX pantry_items_household_idx`);
    await q.query(`CREATE INDEX pantry_items_user_idx ON pantry_items (user_id, id)`);
    for (const table of [...HOUSEHOLD_ITEMS, ...HOUSEHOLD_OR_SHARED]) {
      await q.query(`DROP TRIGGER ${table}_household ON ${table}`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN household_id`);
    }
    await q.query(`DROP FUNCTION fill_household()`);

    await q.query(`DROP TRIGGER users_personal_household ON users`);
    await q.query(`DROP FUNCTION users_personal_household()`);
    await q.query(`DROP FUNCTION create_personal_household(integer)`);
    await q.query(`ALTER TABLE users DROP COLUMN current_household_id`);
    await q.query(`DROP TABLE household_members`);
    await q.query(`DROP TABLE households`);
  }
}
