import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedThreadData, EmbeddedThreadMessage, EmbeddedThreadRequest } from './embedded-postgres-thread.js';

export interface EmbeddedPostgres {
  /** Folder that holds the server's Unix socket, used as pg's `host`. */
  socketDir: string;
  port: number;
  /** A copy of the database's files, which `startEmbeddedPostgres(dataDir, copy)` starts from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

// The built server starts the compiled thread; from the TypeScript sources (under Jest) the thread
// compiles them first (common/ts-thread.cjs).
const here = dirname(fileURLToPath(import.meta.url));
const THREAD_FILE = existsSync(join(here, 'embedded-postgres-thread.js')) ? join(here, 'embedded-postgres-thread.js') : join(here, 'embedded-postgres-thread.cjs');

/**
 * Serves PGlite over the PostgreSQL wire protocol on a private Unix socket, so the app talks
 * to it through the ordinary `pg` driver, exactly as to a real server. PGlite and its socket
 * server run on a thread of their own (embedded-postgres-thread.ts): the engine's work no longer
 * waits for the app's event loop, nor the app's for it, and a second core serves them.
 *
 * PGlite is one session. The app's pool holds one connection, so a transaction owns the whole
 * database until it ends and no request can see or undo another's uncommitted work (a
 * shared-session adapter once lost writes). The socket server admits a few, only so that a
 * connection the pool replaces is let in while the thread still closes the old one.
 */
export async function startEmbeddedPostgres(dataDir: string | 'memory', copy?: Blob): Promise<EmbeddedPostgres> {
  const bytes = copy ? await copy.arrayBuffer() : undefined;
  const thread = new Worker(THREAD_FILE, { workerData: { dataDir, copy: bytes, socketPort: SOCKET_PORT } satisfies EmbeddedThreadData, transferList: bytes ? [bytes] : [] });
  const ask = (request: EmbeddedThreadRequest) => thread.postMessage(request);
  const dumps = new Map<number, { resolve: (copy: Blob) => void; reject: (error: Error) => void }>();
  let nextDump = 0;
  let ended: Error | null = null;
  let closed: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (closed = resolve));
  const socketDir = await new Promise<string>((resolve, reject) => {
    thread.on('message', (message: EmbeddedThreadMessage) => {
      if (message.type === 'ready') resolve(message.socketDir);
      else if (message.type === 'stopped') closed();
      else if (message.type === 'dump') dumps.get(message.id)?.resolve(new Blob([message.bytes]));
      else if (message.type === 'failed' && message.id !== undefined) dumps.get(message.id)?.reject(new Error(message.error));
      else if (message.type === 'failed') reject(new Error(`The embedded database did not start: ${message.error}`));
      if (message.type === 'dump' || message.type === 'failed') dumps.delete(message.id ?? -1);
    });
    thread.once('error', reject);
    thread.once('exit', (code) => {
      closed();
      ended = new Error(`The embedded database's thread ended (exit code ${code})`);
      reject(ended);
      for (const pending of dumps.values()) pending.reject(ended);
      dumps.clear();
    });
  });
  let stopping: Promise<void> | null = null;
  return {
    socketDir,
    port: SOCKET_PORT,
    dump() {
      if (ended) return Promise.reject(ended);
      const id = nextDump++;
      const copied = new Promise<Blob>((resolve, reject) => dumps.set(id, { resolve, reject }));
      ask({ type: 'dump', id });
      return copied;
    },
    stop() {
      // The database closes its files first; then the thread goes, whatever it still holds.
      stopping ??= ended
        ? Promise.resolve()
        : (ask({ type: 'stop' }), stopped.then(async () => void (await thread.terminate())));
      return stopping;
    },
  };
}
