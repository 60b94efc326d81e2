import type { MigrationInterface, QueryRunner } from 'typeorm';
import { logFunction } from './1765500000000-family-updates.js';

/**
 * The change log names who made an update where the table records it (`updated_by` on the pantry
 * and the shopping list, ItemAuthors1765400000000), not who once added the row: Bo ticking Ada's
 * milk is Bo's change. An insert names who added the row, as before; a deletion still names who
 * added it, as nothing records who deleted.
 */
export class ChangeAuthors1765800000000 implements MigrationInterface {
  name = 'ChangeAuthors1765800000000';

  async up(q: QueryRunner): Promise<void> {
    const before = logFunction('insert');
    const after = before.replace(
      /user_id\s+FROM changed_rows/,
      `CASE TG_OP WHEN 'UPDATE' THEN coalesce((to_jsonb(changed_rows) ->> 'updated_by')::integer, user_id) ELSE user_id END
    FROM changed_rows`,
    );
    if (after === before) throw new Error('log_household_changes is not as ChangeAuthors expects');
    await q.query(after);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(logFunction('insert'));
  }
}
