// `npm run restore -- <file>`: puts a backup made by `npm run backup` into a fresh DATA_DIR, with
// the server stopped; the next `npm start` on that DATA_DIR serves it. docs/backup.md
import { createJiti } from 'jiti';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, userPath } from './workspace.mjs';

const usage = `Usage: npm run restore -- <backup.tar.gz> [--data-dir <dir>]
  --data-dir <dir>  the DATA_DIR to restore into, without a database yet (default: DATA_DIR, else ./data)`;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  console.error(`✖ ${error.message}\n\n${usage}`);
  process.exit(1);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(`✖ name one backup file\n\n${usage}`);
  process.exit(1);
}
const file = userPath(positionals[0]);
if (file.endsWith('.sql')) {
  console.error('✖ A .sql backup goes into PostgreSQL with psql (docs/backup.md), not into the embedded database');
  process.exit(1);
}
const dataDir = userPath(values['data-dir'] ?? process.env.DATA_DIR ?? join(root, 'data'));
try {
  const { restoreEmbedded } = await createJiti(import.meta.url).import(join(root, 'backend/src/backup/embedded-restore.ts'));
  await restoreEmbedded(readFileSync(file), dataDir);
  console.log(`✔ Restored ${file} into ${dataDir}: start the server on it (DATA_DIR=${dataDir} npm start)`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
