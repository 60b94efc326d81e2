import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, cooking with the app: a planned meal's own servings and the time it was recorded
 * cooked, and a record of every cooking (POST /api/recipes/{id}/cooked), which the Trending badge
 * counts. Servings belong to a recipe meal only (a custom meal has no ingredients to scale); the
 * limits are the recipe's own (RECIPE_LIMITS.servings, written out: a migration records the schema
 * as it was). A cooking is the household's, like its plans: it goes with the household or the
 * recipe, and the cook's day (`cooked_on`, in their time zone) is what Trending counts by.
 */
export class CookedMeals1765930000000 implements MigrationInterface {
  name = 'CookedMeals1765930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE meal_plans
        ADD COLUMN servings integer NULL CONSTRAINT meal_plans_servings_check CHECK (servings BETWEEN 1 AND 1000),
        ADD COLUMN cooked_at timestamptz NULL,
        ADD CONSTRAINT meal_plans_servings_recipe_check CHECK (servings IS NULL OR recipe_id IS NOT NULL)`);
    await q.query(`
      CREATE TABLE cooked_meals (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        household_id integer NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        recipe_id integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
        servings integer NULL CONSTRAINT cooked_meals_servings_check CHECK (servings BETWEEN 1 AND 1000),
        cooked_at timestamptz NOT NULL DEFAULT now(),
        cooked_on date NOT NULL
      )`);
    // Trending reads a household's last month; the recipe delete's cascade finds its records.
    await q.query(`CREATE INDEX cooked_meals_household_idx ON cooked_meals (household_id, cooked_on)`);
    await q.query(`CREATE INDEX cooked_meals_recipe_idx ON cooked_meals (recipe_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cooked_meals`);
    await q.query(`ALTER TABLE meal_plans DROP CONSTRAINT meal_plans_servings_recipe_check, DROP COLUMN cooked_at, DROP COLUMN servings`);
  }
}
