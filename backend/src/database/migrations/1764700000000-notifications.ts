import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (spec part 2 §3 and §7; DECISIONS.md, Notifications): the server's VAPID keys
 * when the environment gives none, Web Push subscriptions per device, native push tokens, the six
 * settings and the user's time zone, and the deliveries that make each daily notice go out once
 * per user, kind and local day, however many instances run the job. The setting names and notice
 * kinds are written out, not imported (a migration records the schema as it was when it ran).
 */
export class Notifications1764700000000 implements MigrationInterface {
  name = 'Notifications1764700000000';

  async up(q: QueryRunner): Promise<void> {
    // One row at most: instances that start together each generate a pair; the first INSERT wins.
    await q.query(`
      CREATE TABLE vapid_keys (
        id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT vapid_keys_single_row_check CHECK (id = 1),
        public_key varchar(100) NOT NULL,
        private_key varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // A device (its endpoint) belongs to one user at a time: subscribing it again moves it.
    await q.query(`
      CREATE TABLE push_subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint varchar(2048) NOT NULL CONSTRAINT push_subscriptions_endpoint_key UNIQUE,
        p256dh varchar(100) NOT NULL,
        auth varchar(50) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at)`);

    await q.query(`
      CREATE TABLE native_push_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token varchar(1024) NOT NULL CONSTRAINT native_push_tokens_token_key UNIQUE,
        platform varchar(10) NOT NULL CONSTRAINT native_push_tokens_platform_check CHECK (platform IN ('android', 'ios')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX native_push_tokens_user_idx ON native_push_tokens (user_id, updated_at)`);

    // No row: the defaults. time_zone null: UTC.
    await q.query(`
      CREATE TABLE notification_settings (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        expiration_alerts boolean NOT NULL,
        low_stock_warnings boolean NOT NULL,
        meal_reminders boolean NOT NULL,
        shopping_reminders boolean NOT NULL,
        recipes_suggestions boolean NOT NULL,
        family_updates boolean NOT NULL,
        time_zone varchar(64),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // The claim: whoever inserts the row sends the notice.
    await q.query(`
      CREATE TABLE notification_deliveries (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(30) NOT NULL CONSTRAINT notification_deliveries_kind_check CHECK (
          kind IN ('expiring_items', 'low_stock', 'meal_reminder', 'shopping_reminder', 'recipe_suggestion')
        ),
        local_date date NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notification_deliveries_pkey PRIMARY KEY (user_id, local_date, kind)
      )`);
    // Pruning old claims reads by day.
    await q.query(`CREATE INDEX notification_deliveries_local_date_idx ON notification_deliveries (local_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_deliveries`);
    await q.query(`DROP TABLE notification_settings`);
    await q.query(`DROP TABLE native_push_tokens`);
    await q.query(`DROP TABLE push_subscriptions`);
    await q.query(`DROP TABLE vapid_keys`);
  }
}
