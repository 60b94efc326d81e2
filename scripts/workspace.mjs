// Helpers shared by the start, dev, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
/** A path the user typed: `npm run` starts scripts in the root, but INIT_CWD is where it was typed. */
export const userPath = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/**
 * npm's arguments for installing the locked versions. `--include=dev`: the build and the tests need
 * the dev dependencies (nx, rsbuild, swc, TypeScript, Jest…), and npm leaves them out when the
 * environment sets NODE_ENV=production, as a deployment does.
 */
export function installArgs() {
  return ['install', '--include=dev', '--no-audit', '--no-fund'];
}

/** Why `dir` needs an install, or null when node_modules is complete and newer than the lock file. */
export function installNeeded(dir = root) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return 'node_modules is missing';
  if (statSync(marker).mtimeMs < statSync(join(dir, 'package-lock.json')).mtimeMs) return 'package-lock.json is newer than node_modules';
  // An earlier install without the dev dependencies (NODE_ENV=production, --omit=dev) left the lock marker up to date.
  const { devDependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const missing = Object.keys(devDependencies).filter((name) => !existsSync(join(dir, 'node_modules', name, 'package.json')));
  if (missing.length > 0) return `dev dependencies are missing (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`;
  return null;
}

/** Installs dependencies, dev ones included, when node_modules is missing, incomplete or older than the lock file. */
export function ensureInstalled(dir = root) {
  const reason = installNeeded(dir);
  if (!reason) return;
  // `npm install` with the committed lock installs exactly the locked versions. Not `npm ci`: npm 11
  // writes only this platform's optional binaries (@swc/core-*) into the lock, and `npm ci` then
  // refuses the lock as out of sync.
  console.log(`> Installing dependencies (npm ${installArgs().join(' ')}, locked versions): ${reason}…`);
  run('npm', installArgs(), { cwd: dir });
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

/** How `npm start` runs the built server; the benchmarks run it the same way. */
export const SERVER_ARGS = ['--enable-source-maps', join(root, 'backend/dist/main.js')];

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
