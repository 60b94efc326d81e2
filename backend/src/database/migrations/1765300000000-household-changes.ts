import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The household's tables and the name each one's changes go by in the event stream (GET /api/events). */
const LOGGED_TABLES = [
  ['pantry_items', 'pantry'],
  ['shopping_items', 'shopping'],
  ['meal_plans', 'meal-plan'],
  ['recipes', 'recipe'],
  ['recipe_categories', 'recipe-category'],
] as const;

/**
 * The function the triggers below run, as later migrations change it: the op an insert logs
 * (FamilyUpdates1765500000000 tells it from an update) and who a change names (`by`, SQL over
 * `changed_rows`; ChangeAuthors1765800000000 names who made an update).
 *
 * A reader follows a household by seq, so within a household seqs must be taken in commit order:
 * a transaction's change numbered 10 committing after another's 11 would be skipped by a reader
 * already past 11. The per-household lock (held to commit, taken in household order) makes a
 * second writer wait for the first before taking its seq.
 */
export const logHouseholdChangesFunction = ({ insertOp, by = 'user_id' }: { insertOp: 'insert' | 'upsert'; by?: string }) => `
  CREATE OR REPLACE FUNCTION log_household_changes() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    household integer;
  BEGIN
    FOR household IN SELECT DISTINCT household_id FROM changed_rows WHERE household_id IS NOT NULL ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(hashtext('household_changes'), household);
      PERFORM pg_notify('household_changes', household::text);
    END LOOP;
    INSERT INTO household_changes (household_id, entity, entity_id, op, user_id)
    SELECT household_id, TG_ARGV[0], id, CASE TG_OP WHEN 'DELETE' THEN 'delete' WHEN 'INSERT' THEN '${insertOp}' ELSE 'upsert' END, ${by}
    FROM changed_rows WHERE household_id IS NOT NULL ORDER BY id;
    RETURN NULL;
  END $$`;

/**
 * A log of every change to a household's rows, written by statement-level triggers in the
 * transaction of the write, whatever code or instance writes: a change is logged if and only if
 * it commits, and a deletion leaves a tombstone. Each trigger also notifies the channel
 * `household_changes` with the household's id, so listening instances hear of it at commit
 * (events/household-changes.ts). The library's recipes and categories (no household) are not logged.
 *
 * No foreign keys: deleting a household or a user cascades to their rows, whose triggers then log
 * into a household or name a user being deleted. Retention (common/retention.service.ts) prunes
 * the log by age and by count per household, orphans with the rest.
 */
export class HouseholdChanges1765300000000 implements MigrationInterface {
  name = 'HouseholdChanges1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE household_changes (
        seq bigserial PRIMARY KEY,
        household_id integer NOT NULL,
        entity varchar(20) NOT NULL CONSTRAINT household_changes_entity_check CHECK (entity IN (${LOGGED_TABLES.map(([, entity]) => `'${entity}'`).join(', ')})),
        entity_id integer NOT NULL,
        op varchar(6) NOT NULL CONSTRAINT household_changes_op_check CHECK (op IN ('upsert', 'delete')),
        user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX household_changes_household_idx ON household_changes (household_id, seq)`);
    await q.query(logHouseholdChangesFunction({ insertOp: 'upsert' }));
    for (const [table, entity] of LOGGED_TABLES) {
      for (const [event, rows] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']]) {
        await q.query(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_change AFTER ${event} ON ${table}
           REFERENCING ${rows} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_household_changes('${entity}')`,
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of LOGGED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER ${table}_${event}_change ON ${table}`);
    }
    await q.query(`DROP FUNCTION log_household_changes()`);
    await q.query(`DROP TABLE household_changes`);
  }
}
