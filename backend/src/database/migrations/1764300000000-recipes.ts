import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recipes (spec part 2 §3) with their categories, ingredients, instructions, nutrition, per-user
 * favorites and pins, and uploaded images. A row whose user_id is NULL is shared: readable by
 * every user, changed by none (the demo recipes and the starter library, DECISIONS.md).
 *
 * Limits are written out, not imported: a migration records the schema as it was when it ran.
 * `match_key` and `content_tags` are derived at save by @mealapp/domain's rules
 * (ingredientMatchKey, recipeContentTags): a change to those rules needs a migration that
 * recomputes them for the rows already stored.
 */
export class Recipes1764300000000 implements MigrationInterface {
  name = 'Recipes1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE recipe_categories (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        name varchar(60) NOT NULL CONSTRAINT recipe_categories_name_check CHECK (btrim(name) <> ''),
        description varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Names are unique ignoring case per owner, and among the shared ones; a user's name may not
    // repeat a shared one either, which the service checks (an index cannot span the two).
    await q.query(`CREATE UNIQUE INDEX recipe_categories_user_name_key ON recipe_categories (user_id, lower(name)) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX recipe_categories_shared_name_key ON recipe_categories (lower(name)) WHERE user_id IS NULL`);

    await q.query(`
      CREATE TABLE recipe_images (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_type varchar(20) NOT NULL CONSTRAINT recipe_images_type_check CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
        bytes bytea NOT NULL CONSTRAINT recipe_images_size_check CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX recipe_images_user_idx ON recipe_images (user_id)`);

    await q.query(`
      CREATE TABLE recipes (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        library varchar(10) CONSTRAINT recipes_library_check CHECK (library IN ('demo', 'starter')),
        library_key varchar(80),
        title varchar(200) NOT NULL CONSTRAINT recipes_title_check CHECK (btrim(title) <> ''),
        description varchar(2000),
        cook_time integer CONSTRAINT recipes_cook_time_check CHECK (cook_time BETWEEN 0 AND 1440),
        prep_time integer CONSTRAINT recipes_prep_time_check CHECK (prep_time BETWEEN 0 AND 1440),
        servings integer CONSTRAINT recipes_servings_check CHECK (servings BETWEEN 1 AND 1000),
        difficulty varchar(10) NOT NULL DEFAULT 'medium' CONSTRAINT recipes_difficulty_check CHECK (difficulty IN ('easy', 'medium', 'hard')),
        cuisine varchar(60),
        tags text[] NOT NULL DEFAULT '{}' CONSTRAINT recipes_tags_check CHECK (cardinality(tags) <= 20),
        image_url varchar(2048),
        image_type varchar(10) NOT NULL DEFAULT 'stock' CONSTRAINT recipes_image_type_check CHECK (image_type IN ('stock', 'url', 'upload')),
        stock_image_id varchar(60),
        image_id uuid REFERENCES recipe_images(id) ON DELETE SET NULL,
        source varchar(100),
        category_id integer REFERENCES recipe_categories(id) ON DELETE SET NULL,
        is_trending boolean NOT NULL DEFAULT false,
        is_recommended boolean NOT NULL DEFAULT false,
        content_tags text[] NOT NULL DEFAULT '{}',
        ingredient_count integer NOT NULL DEFAULT 0,
        instruction_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recipes_shared_check CHECK ((user_id IS NULL) = (library IS NOT NULL)),
        CONSTRAINT recipes_library_key_check CHECK ((library IS NULL) = (library_key IS NULL))
      )`);
    // One index answers "mine OR shared" (a bitmap OR of user_id = $1 and user_id IS NULL).
    await q.query(`CREATE INDEX recipes_user_idx ON recipes (user_id, id)`);
    await q.query(`CREATE UNIQUE INDEX recipes_library_key_key ON recipes (library_key) WHERE library_key IS NOT NULL`);
    await q.query(`CREATE INDEX recipes_category_idx ON recipes (category_id) WHERE category_id IS NOT NULL`);
    await q.query(`CREATE INDEX recipes_image_idx ON recipes (image_id) WHERE image_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE recipe_ingredients (
        id serial PRIMARY KEY,
        recipe_id integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
        position integer NOT NULL,
        name varchar(200) NOT NULL CONSTRAINT recipe_ingredients_name_check CHECK (btrim(name) <> ''),
        amount varchar(40),
        amount_value double precision,
        unit varchar(40),
        notes varchar(500),
        match_key varchar(200) NOT NULL
      )`);
    // The list counts each recipe's matches from this index alone (an index-only scan).
    await q.query(`CREATE UNIQUE INDEX recipe_ingredients_recipe_key ON recipe_ingredients (recipe_id, position) INCLUDE (match_key)`);

    await q.query(`
      CREATE TABLE recipe_instructions (
        id serial PRIMARY KEY,
        recipe_id integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
        step_number integer NOT NULL,
        instruction varchar(2000) NOT NULL CONSTRAINT recipe_instructions_text_check CHECK (btrim(instruction) <> ''),
        notes varchar(500)
      )`);
    await q.query(`CREATE UNIQUE INDEX recipe_instructions_recipe_key ON recipe_instructions (recipe_id, step_number)`);

    await q.query(`
      CREATE TABLE recipe_nutrition (
        id serial PRIMARY KEY,
        recipe_id integer NOT NULL UNIQUE REFERENCES recipes(id) ON DELETE CASCADE,
        calories double precision CONSTRAINT recipe_nutrition_calories_check CHECK (calories BETWEEN 0 AND 100000),
        protein double precision CONSTRAINT recipe_nutrition_protein_check CHECK (protein BETWEEN 0 AND 100000),
        carbs double precision CONSTRAINT recipe_nutrition_carbs_check CHECK (carbs BETWEEN 0 AND 100000),
        fat double precision CONSTRAINT recipe_nutrition_fat_check CHECK (fat BETWEEN 0 AND 100000),
        fiber double precision CONSTRAINT recipe_nutrition_fiber_check CHECK (fiber BETWEEN 0 AND 100000),
        sugar double precision CONSTRAINT recipe_nutrition_sugar_check CHECK (sugar BETWEEN 0 AND 100000),
        sodium double precision CONSTRAINT recipe_nutrition_sodium_check CHECK (sodium BETWEEN 0 AND 100000),
        serving_size varchar(60)
      )`);

    for (const table of ['recipe_favorites', 'recipe_pins']) {
      await q.query(`
        CREATE TABLE ${table} (
          user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          recipe_id integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (user_id, recipe_id)
        )`);
      await q.query(`CREATE INDEX ${table}_recipe_idx ON ${table} (recipe_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['recipe_pins', 'recipe_favorites', 'recipe_nutrition', 'recipe_instructions', 'recipe_ingredients', 'recipes', 'recipe_images', 'recipe_categories']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
