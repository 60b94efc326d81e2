import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers to writes sent with an Idempotency-Key, per user and key (common/idempotent-writes*):
 * a repeat of the write gets the stored answer instead of doing it again. A row without a
 * status is a write under way. Rows older than IDEMPOTENCY_KEY_DAYS count as absent and are pruned.
 */
export class IdempotentWrites1764900000000 implements MigrationInterface {
  name = 'IdempotentWrites1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotent_writes (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key varchar(64) NOT NULL,
        fingerprint char(64) NOT NULL,
        status_code smallint,
        body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (user_id, key)
      )`);
    await q.query(`CREATE INDEX idempotent_writes_created_at_idx ON idempotent_writes (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotent_writes`);
  }
}
