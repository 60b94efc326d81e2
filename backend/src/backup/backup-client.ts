import { connect } from 'node:net';
import { join } from 'node:path';
import type { BackupAnswer } from './backup-channel.js';

/** The running server's private backup channel (backup-channel.ts): a Unix socket beside the embedded database, for its owner only. */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

/** Whether something listens on the Unix socket at `path`. */
export function connectable(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the server listening on `path` for a copy of its embedded database's files (a tar archive). */
export function requestBackup(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? new Error(`No server answers on ${path}: is it running on this DATA_DIR, with the embedded database?`) : error),
    );
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let head: BackupAnswer | null = null;
      try {
        head = JSON.parse(all.subarray(0, newline).toString('utf8')) as BackupAnswer;
      } catch {
        // named below
      }
      if (!head) reject(new Error('The server answered something other than a backup'));
      else if (!head.ok) reject(new Error(`The server could not make a backup: ${head.error}`));
      else resolve(all.subarray(newline + 1));
    });
  });
}
