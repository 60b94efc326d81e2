import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account hardening: a session version that ends every access token at once, the sign-in lockout
 * keyed by account and client address, client error reports counted per address, and the indexes
 * the retention job prunes by.
 */
export class AccountHardening1764200000000 implements MigrationInterface {
  name = 'AccountHardening1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE failed_logins ADD COLUMN address varchar(64) NOT NULL DEFAULT ''`);
    await q.query(`DROP INDEX failed_logins_email_idx`);
    await q.query(`CREATE INDEX failed_logins_account_address_idx ON failed_logins (email, address, created_at)`);
    await q.query(`CREATE INDEX failed_logins_created_idx ON failed_logins (created_at)`);
    await q.query(`ALTER TABLE client_error_reports ADD COLUMN address varchar(64)`);
    await q.query(`CREATE INDEX client_error_reports_address_idx ON client_error_reports (address, created_at)`);
    await q.query(`CREATE INDEX client_error_reports_created_idx ON client_error_reports (created_at)`);
    await q.query(`CREATE INDEX outbox_messages_created_idx ON outbox_messages (created_at)`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at)`);
    await q.query(`CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX refresh_tokens_expires_idx`);
    await q.query(`DROP INDEX password_reset_tokens_user_idx`);
    await q.query(`DROP INDEX outbox_messages_created_idx`);
    await q.query(`DROP INDEX client_error_reports_created_idx`);
    await q.query(`DROP INDEX client_error_reports_address_idx`);
    await q.query(`ALTER TABLE client_error_reports DROP COLUMN address`);
    await q.query(`DROP INDEX failed_logins_created_idx`);
    await q.query(`DROP INDEX failed_logins_account_address_idx`);
    await q.query(`CREATE INDEX failed_logins_email_idx ON failed_logins (email, created_at)`);
    await q.query(`ALTER TABLE failed_logins DROP COLUMN address`);
    await q.query(`ALTER TABLE users DROP COLUMN session_version`);
  }
}
