// `npm run backup`: a copy of the embedded database while the server runs, asked of the server
// through its private socket in DATA_DIR (never over HTTP); `--sql` writes the rows as plain SQL
// for psql, to move to PostgreSQL. With DATABASE_URL, PostgreSQL's own pg_dump is the tool.
// docs/backup.md
import { createJiti } from 'jiti';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root, userPath } from './workspace.mjs';

const usage = `Usage: npm run backup -- [--out <file>] [--sql] [--data-dir <dir>]
  --out <file>      where to write it (default: mealapp-backup-<time>.tar.gz, or .sql with --sql)
  --sql             plain SQL (the rows, for psql into a PostgreSQL the app has migrated) instead of the database's files
  --data-dir <dir>  the running server's DATA_DIR (default: DATA_DIR, else ./data)`;

let values;
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, sql: { type: 'boolean' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  console.error(`✖ ${error.message}\n\n${usage}`);
  process.exit(1);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (process.env.DATABASE_URL) {
  console.error('✖ DATABASE_URL is set: back PostgreSQL up with its own tool, e.g.\n    pg_dump --format=custom --file=mealapp.dump "$DATABASE_URL"\n  (docs/backup.md)');
  process.exit(1);
}

const jiti = createJiti(import.meta.url);
const { backupSocketPath, requestBackup } = await jiti.import(join(root, 'backend/src/backup/backup-client.ts'));
const dataDir = userPath(values['data-dir'] ?? process.env.DATA_DIR ?? join(root, 'data'));
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const out = userPath(values.out ?? `mealapp-backup-${stamp}.${values.sql ? 'sql' : 'tar.gz'}`);
if (existsSync(out)) {
  console.error(`✖ ${out} exists: name another file`);
  process.exit(1);
}

try {
  const archive = await requestBackup(backupSocketPath(dataDir));
  let body = gzipSync(archive);
  if (values.sql) {
    const { sqlOfBackup } = await jiti.import(join(root, 'backend/src/backup/backup-sql.ts'));
    body = Buffer.from(await sqlOfBackup(archive));
  }
  // Written aside and renamed: a file under the final name is always whole.
  writeFileSync(`${out}.partial`, body, { mode: 0o600 });
  renameSync(`${out}.partial`, out);
  console.log(`✔ Backed up the database in ${dataDir} to ${out} (${(body.length / 1024).toFixed(0)} KB)`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
