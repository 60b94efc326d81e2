// Helpers shared by the start, dev, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` with the committed lock installs exactly the locked versions. Not `npm ci`: npm 11
  // writes only this platform's optional binaries (@swc/core-*) into the lock, and `npm ci` then
  // refuses the lock as out of sync.
  console.log('> Installing dependencies (npm install, locked versions)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Runs a command in the foreground; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    if (options.allowFailure) return result.status ?? 1;
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return 0;
}

export function buildAll() {
  run(process.execPath, [bin('nx', 'dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static']);
}

/** Starts a long-running child with its own process group, so it and its children stop together. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, ...options, env: { ...process.env, ...options.env } });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { child, stop };
}

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}
