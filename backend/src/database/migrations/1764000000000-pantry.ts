import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pantry items (spec part 1 §3). The status and category lists are written out, not imported:
 * a migration records the schema as it was when it ran; a later vocabulary change is a new migration.
 */
export class Pantry1764000000000 implements MigrationInterface {
  name = 'Pantry1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pantry_items (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL CONSTRAINT pantry_items_name_check CHECK (name <> ''),
        status varchar(20) NOT NULL CONSTRAINT pantry_items_status_check CHECK (status IN ('In Stock', 'Low Stock', 'Out of Stock')),
        category varchar(40) CONSTRAINT pantry_items_category_check CHECK (
          category IN ('Dairy & Eggs', 'Bakery', 'Produce', 'Pantry', 'Meat', 'Seafood', 'Frozen', 'Beverages', 'Snacks')
        ),
        expiration_date date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pantry_items_user_idx ON pantry_items (user_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pantry_items`);
  }
}
