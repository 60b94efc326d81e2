import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who did what to the household's items, the question every shared list raises: who changed an
 * item last (both tables) and who ticked a shopping item (null while it is pending). Who added one
 * is its user_id already. Existing rows were last changed by whoever added them, as far as
 * anyone knows. A person deleting their account leaves the items named by nobody.
 */
export class ItemAuthors1765400000000 implements MigrationInterface {
  name = 'ItemAuthors1765400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['pantry_items', 'shopping_items']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN updated_by integer REFERENCES users(id) ON DELETE SET NULL`);
      await q.query(`UPDATE ${table} SET updated_by = user_id`);
      // ON DELETE SET NULL looks the deleted user up here.
      await q.query(`CREATE INDEX ${table}_updated_by_idx ON ${table} (updated_by) WHERE updated_by IS NOT NULL`);
    }
    await q.query(`ALTER TABLE shopping_items ADD COLUMN checked_by integer REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`UPDATE shopping_items SET checked_by = user_id WHERE is_shopped`);
    await q.query(`CREATE INDEX shopping_items_checked_by_idx ON shopping_items (checked_by) WHERE checked_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shopping_items DROP COLUMN checked_by`);
    for (const table of ['pantry_items', 'shopping_items']) await q.query(`ALTER TABLE ${table} DROP COLUMN updated_by`);
  }
}
