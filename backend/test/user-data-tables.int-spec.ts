import request from 'supertest';
import { DataSource } from 'typeorm';
import { EXPORT_SECTIONS, HOUSEHOLD_TABLES, LOGGED_TABLES, USER_DATA_TABLES, type TableRule } from '../src/my-data/user-data-tables.js';
import { bearer, signUp } from './support/accounts.js';
import { seedEverything } from './support/my-data.js';
import { useTestApp } from './support/test-app.js';

/**
 * The registry of tables (src/my-data/user-data-tables.ts) against the schema the migrations
 * build and the export the server writes: the migrations keep their own lists (they record the
 * schema as it was), so this is where a table added to one and not the other is caught.
 */
describe('user-data-tables.ts: the one registry of household tables', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const rules = USER_DATA_TABLES as Record<string, TableRule>;

  it("marks every table with a household_id as a household's, and shared (no household) exactly where the column may be empty", async () => {
    const columns = (await db().query(
      `SELECT table_name AS name, is_nullable = 'YES' AS "orShared" FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'household_id' AND table_name <> 'household_changes' ORDER BY 1`,
    )) as Array<{ name: string; orShared: boolean }>;
    // household_changes is the log itself: its rows name a household but are not the household's data.
    expect([...HOUSEHOLD_TABLES].filter((table) => table !== 'household_changes').sort()).toEqual(columns.map(({ name }) => name));
    expect(columns.filter(({ orShared }) => orShared).map(({ name }) => name)).toEqual(columns.filter(({ name }) => rules[name].orShared).map(({ name }) => name));
  });

  it("follows exactly the registry's tables in the change log, under the registry's names, on insert, update and delete", async () => {
    const triggers = (await db().query(
      `SELECT c.relname AS "table", p.proname AS function, encode(t.tgargs, 'escape') AS args,
         (t.tgtype & 4 <> 0) AS "onInsert", (t.tgtype & 8 <> 0) AS "onDelete", (t.tgtype & 16 <> 0) AS "onUpdate"
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND p.proname IN ('log_household_changes', 'log_household_membership')`,
    )) as Array<{ table: string; function: string; args: string; onInsert: boolean; onDelete: boolean; onUpdate: boolean }>;
    const logged = new Map<string, { entity: string; events: Set<string> }>();
    for (const trigger of triggers) {
      // log_household_changes takes the entity as its argument; the membership log is its own function.
      const entity = trigger.function === 'log_household_membership' ? 'membership' : trigger.args.replace(/\\000$/, '').replace(/\0$/, '');
      const entry = logged.get(trigger.table) ?? { entity, events: new Set<string>() };
      expect(entry.entity).toBe(entity);
      for (const event of ['onInsert', 'onUpdate', 'onDelete'] as const) if (trigger[event]) entry.events.add(event);
      logged.set(trigger.table, entry);
    }
    const inSchema = [...logged].map(([table, { entity, events }]) => [table, entity, [...events].sort()]).sort();
    const inRegistry = LOGGED_TABLES.map(([table, entity]) => [table, entity, ['onDelete', 'onInsert', 'onUpdate']]).sort();
    expect(inSchema).toEqual(inRegistry);

    // The log's check admits exactly the registry's names.
    const [{ definition }] = (await db().query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'household_changes_entity_check'`,
    )) as Array<{ definition: string }>;
    expect([...definition.matchAll(/'([a-z-]+)'/g)].map(([, name]) => name).sort()).toEqual(LOGGED_TABLES.map(([, entity]) => entity).sort());
    // Every logged table is a household's.
    expect(LOGGED_TABLES.filter(([table]) => !HOUSEHOLD_TABLES.includes(table))).toEqual([]);
  });

  it("writes exactly the registry's sections in the export", async () => {
    const { accessToken } = await signUp(app.server);
    await seedEverything(app.server, accessToken, 'Registry');
    const doc = (await request(app.server).get('/api/me/export').set(bearer(accessToken)).expect(200)).body as Record<string, unknown> & {
      households: Array<Record<string, unknown>>;
    };
    const household = doc.households[0];
    const inExport = [
      ...['profile', 'preferences', 'notificationSettings', 'households', 'libraryRecipes'].filter((key) => key in doc),
      ...Object.keys(household)
        .filter((key) => Array.isArray(household[key]))
        .map((key) => `households[].${key}`),
    ].sort();
    expect(inExport).toEqual([...EXPORT_SECTIONS].sort());
  });
});
