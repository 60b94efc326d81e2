// Starts the built app on a free port with a fresh embedded database, for benchmarks: this checkout's
// build, or another built copy's (the baseline worktree, bench/baseline.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, SERVER_ARGS } from '../scripts/workspace.mjs';

/**
 * `root`: the checkout whose build runs (default this one); another copy runs its own
 * backend/dist/main.js from its directory and serves its own shell and remotes (WEB_ROOT).
 */
export async function startServer(env = {}, { root: dir = root } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealapp-bench-'));
  const args = dir === root ? SERVER_ARGS : ['--enable-source-maps', join(dir, 'backend/dist/main.js')];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      THROTTLE_RELAXED: '1',
      NODE_ENV: 'production',
      ...(dir === root ? {} : { WEB_ROOT: dir }),
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      // Ready, not just live: the server answers while it migrates.
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The app did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The checkout whose build this is. */
    root: dir,
    /** The server process, so a measure can read its memory. */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a user and returns a bearer access token. */
export async function signUp(url, email = `bench-${Date.now()}@example.com`) {
  const body = { email, password: 'bench-password', name: 'Bench User' };
  const headers = { 'content-type': 'application/json' };
  const reg = await fetch(`${url}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!reg.ok) throw new Error(`register answered ${reg.status}`);
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: body.password }) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (await login.json()).accessToken;
}

/** POSTs every body to `path` as the token's user, `concurrency` at a time; returns the answers. */
export async function seed(url, token, path, bodies, concurrency = 8) {
  const answers = new Array(bodies.length);
  let next = 0;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  async function worker() {
    while (next < bodies.length) {
      const i = next++;
      const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(bodies[i]) });
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
      answers[i] = await response.json();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
