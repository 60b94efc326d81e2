import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations to a household: a short code, kept only as its SHA-256 (a leaked table gives no
 * working code), valid for a week, used once, withdrawable. A used or withdrawn one is kept a
 * while as a record of who joined how, then removed with the expired ones.
 */
export class HouseholdInvitations1765200000000 implements MigrationInterface {
  name = 'HouseholdInvitations1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE household_invitations (
        id serial PRIMARY KEY,
        household_id integer NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        code_hash bytea NOT NULL CONSTRAINT household_invitations_code_key UNIQUE,
        invited_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_by integer REFERENCES users(id) ON DELETE SET NULL,
        used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX household_invitations_household_idx ON household_invitations (household_id, expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE household_invitations`);
  }
}
