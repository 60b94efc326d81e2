import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface EmbeddedPostgres {
  /** Folder that holds the server's Unix socket, used as pg's `host`. */
  socketDir: string;
  port: number;
  /** A copy of the database's files, which `startEmbeddedPostgres(dataDir, copy)` starts from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * Serves PGlite over the PostgreSQL wire protocol on a private Unix socket, so the app talks
 * to it through the ordinary `pg` driver, exactly as to a real server.
 *
 * PGlite is one session. The socket server admits one connection, and the app's pool holds
 * one, so a transaction owns the whole database until it ends and no request can see or undo
 * another's uncommitted work (STACK-NOTES: the shared-session adapter lost writes).
 */
export async function startEmbeddedPostgres(dataDir: string | 'memory', copy?: Blob): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir === 'memory') {
    db = await PGlite.create(copy ? { loadDataDir: copy } : {});
  } else {
    mkdirSync(dataDir, { recursive: true });
    const pgDir = join(dataDir, 'pg');
    // A copy only seeds a folder that holds no database yet; an existing one is never overwritten.
    const seed = copy && !existsSync(join(pgDir, 'PG_VERSION')) ? { loadDataDir: copy } : {};
    db = await PGlite.create({ dataDir: pgDir, ...seed });
  }
  const socketDir = mkdtempSync(join(tmpdir(), 'mealapp-pg-'));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections: 1 });
  await server.start();
  let stopped = false;
  return {
    socketDir,
    port: SOCKET_PORT,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
