// `npm start` as a deployment runs it, with NODE_ENV=production in the environment: the install keeps
// the dev dependencies the build needs, and the server comes up in production mode and stops on
// SIGTERM. Run by `npm test` (after its build, so the build here is an Nx cache hit), or alone:
// `node --test scripts/start.test.mjs`.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { freePort, installArgs, installNeeded, root } from './workspace.mjs';

const HEALTH_DEADLINE_MS = 120_000;
const EXIT_DEADLINE_MS = 20_000;

/** A throwaway project: package.json with one dev dependency, a lock file, and node_modules as `installed` says. */
function fakeProject(installed) {
  const dir = mkdtempSync(join(tmpdir(), 'mealapp-install-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fake', dependencies: { a: '1.0.0' }, devDependencies: { nx: '1.0.0' } }));
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'package-lock.json'), old, old);
  if (installed) {
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
    for (const name of installed) {
      mkdirSync(join(dir, 'node_modules', name));
      writeFileSync(join(dir, 'node_modules', name, 'package.json'), '{}');
    }
  }
  return dir;
}

test('the install keeps the dev dependencies, whatever NODE_ENV says', () => {
  const args = installArgs();
  assert.equal(args[0], 'install');
  assert.ok(args.includes('--include=dev'), `npm ${args.join(' ')} lacks --include=dev`);
  assert.ok(!args.some((a) => a.startsWith('--omit') || a === '--production'), `npm ${args.join(' ')} omits something`);
});

test('an install without the dev dependencies (NODE_ENV=production) is not taken as up to date', (t) => {
  const missing = fakeProject(null);
  const prodOnly = fakeProject(['a']);
  const complete = fakeProject(['a', 'nx']);
  t.after(() => [missing, prodOnly, complete].forEach((d) => rmSync(d, { recursive: true, force: true })));
  assert.match(installNeeded(missing), /node_modules is missing/);
  assert.match(installNeeded(prodOnly), /dev dependencies are missing \(nx\)/);
  assert.equal(installNeeded(complete), null);
});

test('ensureInstalled runs `npm install --include=dev` under NODE_ENV=production', (t) => {
  const dir = fakeProject(['a']);
  const fakeBin = mkdtempSync(join(tmpdir(), 'mealapp-fake-npm-'));
  t.after(() => [dir, fakeBin].forEach((d) => rmSync(d, { recursive: true, force: true })));
  // A stand-in npm on PATH that records how it was called.
  const record = join(fakeBin, 'calls.json');
  writeFileSync(
    join(fakeBin, 'npm'),
    `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), nodeEnv: process.env.NODE_ENV }));\n`,
  );
  chmodSync(join(fakeBin, 'npm'), 0o755);
  const script = `import { ensureInstalled } from ${JSON.stringify(join(root, 'scripts/workspace.mjs'))}; ensureInstalled(${JSON.stringify(dir)});`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', PATH: `${fakeBin}:${process.env.PATH}` },
  });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.ok(existsSync(record), `npm was not run:\n${result.stdout}${result.stderr}`);
  const call = JSON.parse(readFileSync(record, 'utf8'));
  assert.deepEqual(call, { args: installArgs(), cwd: dir, nodeEnv: 'production' });
});

/** The pid of `parent`'s child whose command line mentions `needle`, via /proc; null when there is none (or no /proc). */
function childPid(parent, needle) {
  if (!existsSync('/proc/self/stat')) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('npm start with NODE_ENV=production builds, serves /api/health in production mode, and stops on SIGTERM', { timeout: HEALTH_DEADLINE_MS + 4 * EXIT_DEADLINE_MS }, async (t) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealapp-start-'));
  // Its own process group, so that a failed test can stop it and the server together.
  const start = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1' },
  });
  let log = '';
  start.stdout.on('data', (chunk) => (log += chunk));
  start.stderr.on('data', (chunk) => (log += chunk));
  const tail = () => `\n--- npm start output (last lines) ---\n${log.split('\n').slice(-40).join('\n')}`;
  let exit = null;
  const exited = new Promise((resolve) => start.once('exit', (code, signal) => resolve((exit = { code, signal }))));
  t.after(async () => {
    if (!exit) {
      try {
        process.kill(-start.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Up within the deadline: the build, migrations on a fresh embedded database, then /api/health.
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  let status = null;
  while (Date.now() < deadline && !exit) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      status = response.status;
      if (status === 200) {
        assert.deepEqual(await response.json(), { status: 'ok' });
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.equal(exit, null, `npm start exited before answering: ${JSON.stringify(exit)}${tail()}`);
  assert.equal(status, 200, `GET /api/health did not answer 200 within ${HEALTH_DEADLINE_MS / 1000} s (last: ${status})${tail()}`);
  assert.match(log, /Database: embedded PGlite in /, tail());

  // The server process itself runs in production mode.
  const server = childPid(start.pid, 'backend/dist/main.js');
  if (server === null && !existsSync('/proc/self/stat')) {
    t.diagnostic('no /proc here: the server environment was not checked');
  } else {
    assert.ok(server, `no backend/dist/main.js process under npm start (pid ${start.pid})${tail()}`);
    const environment = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
    assert.ok(environment.includes('NODE_ENV=production'), `server NODE_ENV: ${environment.find((v) => v.startsWith('NODE_ENV=')) ?? 'unset'}`);
  }

  // SIGTERM to npm start reaches the server, which closes, and both exit cleanly.
  process.kill(start.pid, 'SIGTERM');
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, EXIT_DEADLINE_MS, 'timeout')));
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  assert.notEqual(outcome, 'timeout', `npm start did not exit within ${EXIT_DEADLINE_MS / 1000} s of SIGTERM${tail()}`);
  assert.deepEqual(exit, { code: 0, signal: null }, tail());
  if (server) assert.equal(alive(server), false, 'the server outlived npm start');
  assert.match(log, /SIGTERM received, shutting down/, tail());
});
