import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { backupSocketPath, connectable } from './backup-client.js';

/** The embedded database's folder in DATA_DIR (database/embedded-postgres.ts). */
const EMBEDDED_FOLDER = 'pg';

/** A backup's tar archive, as written (gzip) or as the server sent it. */
export function tarOf(archive: Buffer): Blob {
  const gzip = archive[0] === 0x1f && archive[1] === 0x8b;
  return new Blob([new Uint8Array(gzip ? gunzipSync(archive) : archive)]);
}

/**
 * Makes `dataDir` hold the backed-up database: only into a DATA_DIR without one, and with no server
 * running on it, so nothing live is overwritten. PGlite opens the copy once, which runs PostgreSQL's
 * recovery, then closes it.
 */
export async function restoreEmbedded(archive: Buffer, dataDir: string): Promise<void> {
  if (await connectable(backupSocketPath(dataDir))) throw new Error(`A server is running on ${dataDir}: stop it, and restore into a fresh DATA_DIR`);
  const target = join(dataDir, EMBEDDED_FOLDER);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} already holds a database: restore into a fresh DATA_DIR (or move that folder away first)`);
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: target, loadDataDir: tarOf(archive) });
  try {
    await db.query('SELECT 1');
  } finally {
    await db.close();
  }
}
