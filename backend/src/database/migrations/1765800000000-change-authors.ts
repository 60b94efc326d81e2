import type { MigrationInterface, QueryRunner } from 'typeorm';
import { logHouseholdChangesFunction } from './1765300000000-household-changes.js';

/**
 * The change log names who made an update where the table records it (`updated_by` on the pantry
 * and the shopping list, ItemAuthors1765400000000), not who once added the row: Bo ticking Ada's
 * milk is Bo's change. An insert names who added the row, as before; a deletion still names who
 * added it, as nothing records who deleted.
 */
export class ChangeAuthors1765800000000 implements MigrationInterface {
  name = 'ChangeAuthors1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      logHouseholdChangesFunction({
        insertOp: 'insert',
        by: `CASE TG_OP WHEN 'UPDATE' THEN coalesce((to_jsonb(changed_rows) ->> 'updated_by')::integer, user_id) ELSE user_id END`,
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(logHouseholdChangesFunction({ insertOp: 'insert' }));
  }
}
