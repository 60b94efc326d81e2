import type { MigrationInterface, QueryRunner } from 'typeorm';

const ENTITIES = ['pantry', 'shopping', 'meal-plan', 'recipe', 'recipe-category'];

/**
 * A change of who belongs to a household is a change of the household (entity `membership`, the
 * member's user id as its id), logged in the writing transaction like any other: every member's
 * app refreshes the member list, and the stream of someone who just left or was removed reads
 * the log at once, finds they no longer follow the household, and ends. Without it their stream
 * ran on until the household's next change, showing a household that was no longer theirs.
 */
export class MembershipChanges1765700000000 implements MigrationInterface {
  name = 'MembershipChanges1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await this.entities(q, [...ENTITIES, 'membership']);
    // As log_household_changes (HouseholdChanges1765300000000): the household's lock orders seqs by commit.
    await q.query(`
      CREATE FUNCTION log_household_membership() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        household integer;
      BEGIN
        FOR household IN SELECT DISTINCT household_id FROM changed_rows ORDER BY 1 LOOP
          PERFORM pg_advisory_xact_lock(hashtext('household_changes'), household);
          PERFORM pg_notify('household_changes', household::text);
        END LOOP;
        INSERT INTO household_changes (household_id, entity, entity_id, op, user_id)
        SELECT household_id, 'membership', user_id, CASE TG_OP WHEN 'DELETE' THEN 'delete' ELSE 'upsert' END, user_id
        FROM changed_rows ORDER BY household_id, user_id;
        RETURN NULL;
      END $$`);
    for (const [event, rows] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']]) {
      await q.query(
        `CREATE TRIGGER household_members_${event.toLowerCase()}_change AFTER ${event} ON household_members
         REFERENCING ${rows} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_household_membership()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER household_members_${event}_change ON household_members`);
    await q.query(`DROP FUNCTION log_household_membership()`);
    await q.query(`DELETE FROM household_changes WHERE entity = 'membership'`);
    await this.entities(q, ENTITIES);
  }

  private async entities(q: QueryRunner, entities: string[]): Promise<void> {
    await q.query(`ALTER TABLE household_changes DROP CONSTRAINT household_changes_entity_check`);
    await q.query(`ALTER TABLE household_changes ADD CONSTRAINT household_changes_entity_check CHECK (entity IN (${entities.map((e) => `'${e}'`).join(', ')}))`);
  }
}
