import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed sign-ins per address, for the per-account lockout (auth.service). */
export class FailedLogins1763900000000 implements MigrationInterface {
  name = 'FailedLogins1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE failed_logins (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX failed_logins_email_idx ON failed_logins (email, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE failed_logins`);
  }
}
