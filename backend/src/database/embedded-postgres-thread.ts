import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** What the thread is started with (embedded-postgres.ts). */
export interface EmbeddedThreadData {
  dataDir: string | 'memory';
  /** A copy of a database's files to start from (see startEmbeddedPostgres). */
  copy?: ArrayBuffer;
  socketPort: number;
}

/** Asked of the thread. */
export type EmbeddedThreadRequest = { type: 'dump'; id: number } | { type: 'stop' };
/** Said by the thread. */
export type EmbeddedThreadMessage =
  | { type: 'ready'; socketDir: string }
  | { type: 'dump'; id: number; bytes: ArrayBuffer }
  | { type: 'failed'; id?: number; error: string }
  | { type: 'stopped' };

// The embedded database's thread: PGlite and its socket server run here, off the app's event loop,
// so the engine's work (a third of a small call's CPU on the main thread) runs beside the app's.
async function serve({ dataDir, copy, socketPort }: EmbeddedThreadData): Promise<void> {
  const seedFrom = copy ? { loadDataDir: new Blob([copy]) } : {};
  let db: PGlite;
  if (dataDir === 'memory') {
    db = await PGlite.create(seedFrom);
  } else {
    mkdirSync(dataDir, { recursive: true });
    const pgDir = join(dataDir, 'pg');
    // A copy only seeds a folder that holds no database yet; an existing one is never overwritten.
    db = await PGlite.create({ dataDir: pgDir, ...(existsSync(join(pgDir, 'PG_VERSION')) ? {} : seedFrom) });
  }
  const socketDir = mkdtempSync(join(tmpdir(), 'mealapp-pg-'));
  // The app's pool holds one connection (embedded-postgres.ts). When it drops one and opens the
  // next at once, this thread may not yet have seen the old socket close; a limit of one refused
  // the new connection (ECONNRESET). A few admitted leave the pool the only gate; the server rolls
  // back what a dropped connection left open before the next one's statements run.
  const server = new PGLiteSocketServer({ db, path: join(socketDir, `.s.PGSQL.${socketPort}`), maxConnections: 4 });
  await server.start();
  const port = parentPort!;
  const say = (message: EmbeddedThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (request: EmbeddedThreadRequest) => {
    if (request.type === 'dump') {
      db.dumpDataDir('none')
        .then((blob) => blob.arrayBuffer())
        .then((bytes) => say({ type: 'dump', id: request.id, bytes }, [bytes]))
        .catch((error: unknown) => say({ type: 'failed', id: request.id, error: String(error) }));
      return;
    }
    void (async () => {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
      say({ type: 'stopped' });
      port.close();
    })();
  });
  say({ type: 'ready', socketDir });
}

serve(workerData as EmbeddedThreadData).catch((error: unknown) => parentPort!.postMessage({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies EmbeddedThreadMessage));
