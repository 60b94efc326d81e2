import { Logger } from '@nestjs/common';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { backupSocketPath, connectable } from './backup-client.js';

/** A Unix socket's path must fit sun_path (108 bytes on Linux, 104 on macOS, the end byte included); a longer one is cut silently. */
const SOCKET_PATH_MAX = 103;

/** The first line of an answer; on success the backup's bytes follow until the socket ends. */
export interface BackupAnswer {
  ok: boolean;
  error?: string;
}

/**
 * Answers `npm run backup` while the server runs: each connection gets a copy of the embedded
 * database's files, taken between two statements (PGlite runs one at a time), so the copy is what a
 * crash at that moment would leave, and PostgreSQL's recovery on the first start from it keeps every
 * committed transaction and none other. No HTTP route serves it: only who can write the socket file
 * (its owner, 0600, in DATA_DIR) can ask.
 */
export async function openBackupChannel(dataDir: string, dump: () => Promise<Blob>): Promise<{ close(): Promise<void> } | null> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    Logger.warn(`npm run backup cannot reach this server: the path of ${path} is longer than a Unix socket's (${SOCKET_PATH_MAX} bytes). Use a shorter DATA_DIR, or back up with the server stopped (docs/backup.md).`, 'Backup');
    return null;
  }
  if (existsSync(path)) {
    if (await connectable(path)) throw new Error(`Another server is using ${dataDir}: its backup channel ${path} answers`);
    // Left by a server that was killed: nothing listens on it.
    rmSync(path, { force: true });
  }
  const server = createServer((socket) => void answer(socket, dump));
  // The socket file is created by the bind inside listen(): with this umask it is never open to others, not even for a moment.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, resolve);
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return { close: () => closeServer(server, path) };
}

async function answer(socket: Socket, dump: () => Promise<Blob>): Promise<void> {
  socket.on('error', () => undefined);
  try {
    const copy = Buffer.from(await (await dump()).arrayBuffer());
    socket.write(`${JSON.stringify({ ok: true } satisfies BackupAnswer)}\n`);
    socket.end(copy);
  } catch (error) {
    socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies BackupAnswer)}\n`);
  }
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      rmSync(path, { force: true });
      resolve();
    });
  });
}
