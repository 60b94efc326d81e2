import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Meal plans (spec part 2 §3): one meal per slot (owner, day, meal type), either a recipe or a
 * custom meal. Deleting a recipe deletes the plans that name it: a plan with no recipe would show
 * an empty slot as planned. The meal types are written out, not imported (a migration records the
 * schema as it was when it ran).
 */
export class MealPlans1764600000000 implements MigrationInterface {
  name = 'MealPlans1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE meal_plans (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        meal_type varchar(10) NOT NULL CONSTRAINT meal_plans_meal_type_check CHECK (meal_type IN ('breakfast', 'lunch', 'dinner')),
        recipe_id integer REFERENCES recipes(id) ON DELETE CASCADE,
        custom_name varchar(200) CONSTRAINT meal_plans_custom_name_check CHECK (btrim(custom_name) <> ''),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT meal_plans_recipe_or_custom_check CHECK ((recipe_id IS NULL) <> (custom_name IS NULL))
      )`);
    // One meal per slot; its (user_id, date) prefix also serves the date-range read.
    await q.query(`CREATE UNIQUE INDEX meal_plans_slot_key ON meal_plans (user_id, date, meal_type)`);
    // The recipe delete's cascade finds the plans by this.
    await q.query(`CREATE INDEX meal_plans_recipe_idx ON meal_plans (recipe_id) WHERE recipe_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE meal_plans`);
  }
}
