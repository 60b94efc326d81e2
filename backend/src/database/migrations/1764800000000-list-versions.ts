import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per user and list, raised in the same transaction as every write to the pantry or the
 * shopping list, whatever code (or instance) writes: the server keeps a user's whole list as last
 * built and rebuilds it only when the version moved (common/json-list.ts). Statement-level triggers
 * raise each affected user's version once per statement. No foreign key to users: deleting a user
 * deletes their items, whose trigger would then name a user being deleted; the rows left are a
 * few bytes and ids are never reused.
 */
export class ListVersions1764800000000 implements MigrationInterface {
  name = 'ListVersions1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE list_versions (
        user_id integer NOT NULL,
        list varchar(40) NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        PRIMARY KEY (user_id, list)
      )`);
    await q.query(`
      CREATE FUNCTION raise_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO list_versions AS v (user_id, list)
        SELECT DISTINCT user_id, TG_TABLE_NAME FROM changed_rows
        ON CONFLICT (user_id, list) DO UPDATE SET version = v.version + 1;
        RETURN NULL;
      END $$`);
    for (const table of ['pantry_items', 'shopping_items']) {
      for (const [event, rows] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']]) {
        await q.query(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table}
           REFERENCING ${rows} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions()`,
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['pantry_items', 'shopping_items']) {
      for (const event of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER ${table}_${event}_version ON ${table}`);
    }
    await q.query(`DROP FUNCTION raise_list_versions()`);
    await q.query(`DROP TABLE list_versions`);
  }
}
