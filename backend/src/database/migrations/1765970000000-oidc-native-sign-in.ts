import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in started by the Android or iOS app comes back through the app's link
 * (app.mealplanner:/signin/callback), not the web callback: the code is exchanged with that redirect
 * URI, and only the app's finishing call may take a sign-in the app started (and the other way round).
 */
export class OidcNativeSignIn1765970000000 implements MigrationInterface {
  name = 'OidcNativeSignIn1765970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oidc_sign_ins ADD COLUMN native boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oidc_sign_ins DROP COLUMN native`);
  }
}
