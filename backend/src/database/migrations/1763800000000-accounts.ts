import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, password resets, the mail outbox and client error reports. Runs on PostgreSQL 15+. */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        name varchar(100) NOT NULL,
        password_hash varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE outbox_messages (
        id serial PRIMARY KEY,
        recipient varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE client_error_reports (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        message varchar(2000) NOT NULL,
        stack text,
        file varchar(2000),
        line integer,
        "column" integer,
        url varchar(2000),
        user_agent varchar(1000),
        extra jsonb,
        diagnostic jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_error_reports`);
    await q.query(`DROP TABLE outbox_messages`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
