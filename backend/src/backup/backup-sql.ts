import { PGlite } from '@electric-sql/pglite';
import { tarOf } from './embedded-restore.js';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A backup as plain SQL for `psql` on a PostgreSQL whose schema the app made (it migrates at start):
 * every table's rows and every sequence's position, replacing what is there. Data only, so it loads
 * into an older PostgreSQL (15) than PGlite's (18). Read from a copy in memory, never the live database.
 */
export async function sqlOfBackup(archive: Buffer): Promise<string> {
  const db = await PGlite.create({ loadDataDir: tarOf(archive) });
  try {
    const tables = (
      await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
    ).rows.map((r) => r.table_name);
    const out = [
      '-- Meal planner data (npm run backup -- --sql). Load with psql into a database the app has migrated:',
      '--   psql -v ON_ERROR_STOP=1 -1 -f <this file> <database URL>',
      // Foreign keys are checked by triggers: off while the rows arrive in table order (needs a superuser).
      'SET session_replication_role = replica;',
      `TRUNCATE ${tables.map(quote).join(', ')};`,
    ];
    for (const table of tables) {
      const columns = (
        await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((r) => quote(r.column_name));
      const copied = await db.query(`COPY ${quote(table)} (${columns.join(', ')}) TO '/dev/blob'`);
      const rows = copied.blob ? await copied.blob.text() : '';
      out.push(`COPY ${quote(table)} (${columns.join(', ')}) FROM stdin;\n${rows}\\.`);
    }
    const sequences = await db.query<{ name: string; last_value: string | null }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    for (const { name, last_value } of sequences.rows) {
      out.push(last_value === null ? `SELECT setval('${name}', 1, false);` : `SELECT setval('${name}', ${last_value}, true);`);
    }
    out.push('SET session_replication_role = DEFAULT;', '');
    return out.join('\n');
  } finally {
    await db.close();
  }
}
