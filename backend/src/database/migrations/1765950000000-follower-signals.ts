import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells event streams at once when what a user follows changes: their current household (a switch,
 * PUT /api/households/current, or the move after leaving or being removed), their session (a
 * password change signs out everywhere), or a membership of theirs ending. None of these is a
 * change the household's log records for the user's own stream, which ran on until the household's
 * next change. The trigger notifies `user:<id>` on the change log's channel at commit, whichever
 * instance wrote (events/household-changes.ts); the stream then finds it no longer follows and ends.
 */
export class FollowerSignals1765950000000 implements MigrationInterface {
  name = 'FollowerSignals1765950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION signal_household_followers() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        follower integer;
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('household_changes', 'user:' || NEW.id);
        ELSE
          FOR follower IN SELECT DISTINCT user_id FROM changed_rows LOOP
            PERFORM pg_notify('household_changes', 'user:' || follower);
          END LOOP;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_follower_signal AFTER UPDATE OF current_household_id, session_version ON users FOR EACH ROW
      WHEN (OLD.current_household_id IS DISTINCT FROM NEW.current_household_id OR OLD.session_version IS DISTINCT FROM NEW.session_version)
      EXECUTE FUNCTION signal_household_followers()`);
    await q.query(`
      CREATE TRIGGER household_members_follower_signal AFTER DELETE ON household_members
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_household_followers()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER household_members_follower_signal ON household_members`);
    await q.query(`DROP TRIGGER users_follower_signal ON users`);
    await q.query(`DROP FUNCTION signal_household_followers()`);
  }
}
