import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who cooks a planned meal (KitchenOwl issue #549): a member of the meal's household, or nobody.
 *
 * Membership is a foreign key to `household_members`, not a check in code: a cook who is not a
 * member cannot be written by any path, even racing the removal (the key check locks the member's
 * row), and a member who leaves or is removed stops cooking there in the statement that ends the
 * membership, whichever code or instance ends it (`ON DELETE SET NULL (cook_id)`, PostgreSQL 15+).
 * The change is an UPDATE of the plan, so the household's event log tells every member's phone.
 */
export class MealCooks1765600000000 implements MigrationInterface {
  name = 'MealCooks1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meal_plans ADD COLUMN cook_id integer NULL CONSTRAINT meal_plans_cook_id_fkey REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`
      ALTER TABLE meal_plans ADD CONSTRAINT meal_plans_cook_member_fkey FOREIGN KEY (household_id, cook_id)
        REFERENCES household_members (household_id, user_id) ON DELETE SET NULL (cook_id)`);
    // An account's deletion finds the meals it cooks by this; a removal uses the household's slot index.
    await q.query(`CREATE INDEX meal_plans_cook_idx ON meal_plans (cook_id) WHERE cook_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meal_plans DROP COLUMN cook_id`);
  }
}
