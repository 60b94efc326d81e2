import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dietary preferences, one row per user (spec part 2 §3), selections stored by label. The option
 * lists are written out, not imported: a migration records the schema as it was when it ran; a
 * later vocabulary change is a new migration.
 */
export class Preferences1764500000000 implements MigrationInterface {
  name = 'Preferences1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_preferences (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        dietary_restrictions text[] NOT NULL CONSTRAINT user_preferences_dietary_restrictions_check CHECK (
          dietary_restrictions <@ ARRAY['Dairy-Free', 'Vegetarian', 'Vegan', 'Gluten-free', 'Keto', 'Paleo']::text[]
        ),
        allergies text[] NOT NULL CONSTRAINT user_preferences_allergies_check CHECK (
          allergies <@ ARRAY['nuts', 'shellfish', 'eggs', 'fish']::text[]
        ),
        max_cooking_time smallint NOT NULL CONSTRAINT user_preferences_max_cooking_time_check CHECK (
          max_cooking_time BETWEEN 10 AND 120 AND max_cooking_time % 10 = 0
        ),
        spice_level smallint NOT NULL CONSTRAINT user_preferences_spice_level_check CHECK (spice_level BETWEEN 1 AND 4),
        favorite_cuisines text[] NOT NULL CONSTRAINT user_preferences_favorite_cuisines_check CHECK (
          favorite_cuisines <@ ARRAY['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French']::text[]
        ),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_preferences`);
  }
}
