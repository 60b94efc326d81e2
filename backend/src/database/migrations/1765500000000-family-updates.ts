import type { MigrationInterface, QueryRunner } from 'typeorm';
import { logHouseholdChangesFunction } from './1765300000000-household-changes.js';

/**
 * familyUpdates (notifications/family-updates.ts). The change log tells an insert ('insert') from
 * an update ('upsert'): only an insert is an addition, and only there is the row's user_id the
 * one who made the change (an update logs the row's creator). Event streams still send both as
 * `upsert`. Each member's last announced change per household is their cursor: moving it from
 * the value read is the claim that lets one instance alone send a batch.
 */
export class FamilyUpdates1765500000000 implements MigrationInterface {
  name = 'FamilyUpdates1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE household_changes DROP CONSTRAINT household_changes_op_check`);
    await q.query(`ALTER TABLE household_changes ADD CONSTRAINT household_changes_op_check CHECK (op IN ('insert', 'upsert', 'delete'))`);
    await q.query(logHouseholdChangesFunction({ insertOp: 'insert' }));
    await q.query(`
      CREATE TABLE family_update_cursors (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        household_id integer NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        seq bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, household_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE family_update_cursors`);
    await q.query(logHouseholdChangesFunction({ insertOp: 'upsert' }));
    await q.query(`UPDATE household_changes SET op = 'upsert' WHERE op = 'insert'`);
    await q.query(`ALTER TABLE household_changes DROP CONSTRAINT household_changes_op_check`);
    await q.query(`ALTER TABLE household_changes ADD CONSTRAINT household_changes_op_check CHECK (op IN ('upsert', 'delete'))`);
  }
}
