import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in with the household's OpenID Connect provider (auth/oidc/). An account made there has no
 * password, so password_hash may be empty. An account is linked by the provider's issuer and
 * `sub`, never by e-mail alone: one link per provider account, one per account and provider.
 * An account made at the provider confirms itself (deleting the account) by a fresh sign-in there
 * (max_age=0) instead of a password: oidc_identities.confirmed_at, taken once within minutes.
 * A sign-in under way (oidc_sign_ins) is kept by the SHA-256 of its `state`, with the nonce and the
 * PKCE verifier the callback must present, and is taken exactly once; a link waiting for the
 * account's password (oidc_pending_links) likewise. Both live minutes (common/retention.service.ts).
 */
export class OidcSignIn1765960000000 implements MigrationInterface {
  name = 'OidcSignIn1765960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`
      CREATE TABLE oidc_identities (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        -- A fresh sign-in at the provider (max_age=0) standing in for a password the account does not have, taken once.
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oidc_identities_subject UNIQUE (issuer, subject),
        CONSTRAINT oidc_identities_one_per_issuer UNIQUE (user_id, issuer)
      )`);
    await q.query(`
      CREATE TABLE oidc_sign_ins (
        state_hash char(64) PRIMARY KEY,
        nonce varchar(100) NOT NULL,
        code_verifier varchar(200) NOT NULL,
        return_to varchar(500),
        -- Set when the sign-in confirms a signed-in account (instead of a password) rather than signing in.
        confirm_user_id integer REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE oidc_pending_links (
        ticket_hash char(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        return_to varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX oidc_pending_links_user ON oidc_pending_links (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oidc_pending_links`);
    await q.query(`DROP TABLE oidc_sign_ins`);
    await q.query(`DROP TABLE oidc_identities`);
    await q.query(`UPDATE users SET password_hash = '!' WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
