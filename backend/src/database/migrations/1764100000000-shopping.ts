import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shopping items (spec part 1 §3). The category list is written out, not imported: a migration
 * records the schema as it was when it ran; a later vocabulary change is a new migration.
 */
export class Shopping1764100000000 implements MigrationInterface {
  name = 'Shopping1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shopping_items (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL CONSTRAINT shopping_items_name_check CHECK (name <> ''),
        quantity varchar(60) CONSTRAINT shopping_items_quantity_check CHECK (quantity <> ''),
        category varchar(40) NOT NULL CONSTRAINT shopping_items_category_check CHECK (
          category IN ('Dairy & Eggs', 'Bakery', 'Produce', 'Pantry', 'Meat', 'Seafood', 'Frozen', 'Beverages', 'Snacks')
        ),
        is_shopped boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX shopping_items_user_idx ON shopping_items (user_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shopping_items`);
  }
}
