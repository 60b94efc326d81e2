// Nothing stalls the server (issue 33, finding 6): the event loop's worst delay, as the slowest
// answer of GET /api/health/live asked every 20 ms, while one hostile input is processed: a page of
// 100,000 nested <div>s, a 5 MB page nested to the bottom, a page the readers take too long on, a
// zip bomb beside a valid recipe, and a 5000 px photo scanned. Beside each, the same on the server
// as it was before the work (BEFORE_COMMIT, built once from `git archive` under node_modules/.cache).
// The goal: under 250 ms while any of them is processed, and each answered (2xx or 4xx) within 20 s.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { freePort, root } from '../scripts/workspace.mjs';
import { signUp } from './server.mjs';

const BEFORE_COMMIT = '26f81db';
const jiti = createJiti(import.meta.url, { alias: { '@mealapp/domain': join(root, 'libs/domain/src/index.ts') } });
const { nestedDivsPage, deepestPage, manyHeadingsPage, archiveBomb } = await jiti.import(join(root, 'backend/test/support/hostile-inputs.ts'));
const { recipePhoto, SAMPLE_RECIPES } = await jiti.import(join(root, 'tools/recipe-photo-image.ts'));

/**
 * The server at BEFORE_COMMIT, built once under node_modules/.cache/untrusted-<commit>: its own
 * sources (backend, libs/domain) over this tree's packages, the @mealapp links pointing at its own libs.
 */
function buildBefore() {
  const dir = join(root, `node_modules/.cache/untrusted-${BEFORE_COMMIT}`);
  if (existsSync(join(dir, 'backend/dist/main.js'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', BEFORE_COMMIT, 'backend', 'libs', 'tsconfig.base.json', 'package.json', 'fixtures'], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 512 * 1024 * 1024 });
  mkdirSync(join(dir, 'node_modules/@mealapp'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@mealapp' && name !== '.cache') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  for (const lib of readdirSync(join(dir, 'libs'))) symlinkSync(join(dir, 'libs', lib), join(dir, 'node_modules/@mealapp', lib));
  if (existsSync(join(root, 'backend/node_modules'))) symlinkSync(join(root, 'backend/node_modules'), join(dir, 'backend/node_modules'));
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  for (const project of ['libs/domain/tsconfig.build.json', 'backend/tsconfig.build.json']) execFileSync(process.execPath, [tsc, '-p', join(dir, project)], { cwd: dir, stdio: 'inherit' });
  return dir;
}

/** The built server under `dir` on a free port, a fresh embedded database, loopback fetches allowed. */
async function startAt(dir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealapp-untrusted-'));
  const child = spawn(process.execPath, [join(dir, 'backend/dist/main.js')], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', THROTTLE_RELAXED: '1', NODE_ENV: 'production', OUTBOUND_ALLOW_LOOPBACK: 'true', WEB_ROOT: 'none' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the server under ${dir} did not start within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      // a server an input still holds cannot run its SIGTERM handler
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// How long one input may take before the bench stops waiting for its answer (the server may still be busy with it).
const LIMIT_MS = 60_000;

/**
 * `work`'s answer, how long it took, and the slowest health probe (every 20 ms) meanwhile. A probe
 * still unanswered when the work ends (or is given up) counts as long as it has waited.
 */
async function probed(url, work) {
  let done = false;
  let worst = 0;
  let pendingSince = null;
  const probing = (async () => {
    while (!done) {
      pendingSince = performance.now();
      await fetch(`${url}/api/health/live`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - pendingSince);
      pendingSince = null;
      await new Promise((r) => setTimeout(r, 20));
    }
  })().catch(() => undefined);
  const started = performance.now();
  const status = await work(AbortSignal.timeout(LIMIT_MS)).then(
    (r) => r.status,
    (error) => (error.name === 'TimeoutError' ? `none within ${LIMIT_MS / 1000} s` : `failed: ${error.cause?.code ?? error.message}`),
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  if (pendingSince !== null) worst = Math.max(worst, performance.now() - pendingSince);
  // a server still held by the input answers the last probe only when it is free: not waited for
  else await probing;
  return { worst, status, seconds };
}

const pages = { nested: nestedDivsPage(), deepest: deepestPage(), headings: manyHeadingsPage() };

/** The hostile inputs, each a request that takes an abort signal, as the user of `token` on the server at `url`. */
function hostileInputs(pageUrl) {
  const photo = recipePhoto(SAMPLE_RECIPES[0], { longestSide: 5000, seed: 3 }).toString('base64');
  const bomb = archiveBomb();
  const json = (url, token, path, body) => (signal) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
  const importPage = (path) => (url, token) => json(url, token, '/api/recipes/parse', { type: 'url', url: pageUrl(path) });
  return {
    'page of 100,000 nested <div>s (1.1 MB)': importPage('/nested'),
    '5 MB page of "Ingredients" headings': importPage('/headings'),
    'zip bomb: 100 MB photo at 1000:1 beside a recipe': (url, token) => (signal) => {
      const form = new FormData();
      form.append('files', new Blob([bomb]), 'bomb.zip');
      return fetch(`${url}/api/recipes/import/archive`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal });
    },
    '5000 px photo scanned': (url, token) => json(url, token, '/api/recipes/scan', { image: photo }),
    // last: before the work, this one holds the server for hours
    '5 MB page nested to the bottom': importPage('/deepest'),
  };
}

/** Each input against the server `serverFor(input)` gives (one server for all, or a fresh one each), one at a time. */
async function hostileRows(inputs, serverFor) {
  const rows = {};
  for (const [input, request] of Object.entries(inputs)) {
    const server = await serverFor(input);
    try {
      const token = await signUp(server.url, `untrusted-${Date.now()}@example.com`);
      rows[input] = await probed(server.url, request(server.url, token));
    } finally {
      await server.release?.();
    }
  }
  return rows;
}

const cell = ({ worst, status, seconds }) => `${Math.round(worst)} ms (answer ${status} in ${seconds.toFixed(1)} s)`;

/** Rows of the worst health-probe delay per hostile input, before the work and now; `server` is this tree's. */
export async function untrustedBench(server) {
  const pageServer = http.createServer((req, res) => {
    const page = pages[(req.url ?? '').slice(1)];
    if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else res.writeHead(404).end();
  });
  await new Promise((done) => pageServer.listen(0, '127.0.0.1', done));
  const pageUrl = (path) => `http://127.0.0.1:${pageServer.address().port}${path}`;
  try {
    const inputs = hostileInputs(pageUrl);
    const now = await hostileRows(inputs, () => ({ url: server.url }));
    let before = null;
    try {
      const dir = buildBefore();
      // a fresh server for each input: one the input still holds cannot answer the next
      before = await hostileRows(inputs, async () => {
        const old = await startAt(dir);
        return { url: old.url, release: () => old.stop() };
      });
    } catch (error) {
      console.log(`  before ${BEFORE_COMMIT} not measured: ${error.message}`);
    }
    const rows = Object.keys(now).map((input) => ({ input, [`before (${BEFORE_COMMIT})`]: before ? cell(before[input]) : 'not measured', now: cell(now[input]) }));
    const worstNow = Math.max(...Object.values(now).map((r) => r.worst));
    const worstBefore = before ? Math.max(...Object.values(before).map((r) => r.worst)) : null;
    return { rows, figures: { untrustedWorstDelayMs: Math.round(worstNow), untrustedWorstDelayBeforeMs: worstBefore && Math.round(worstBefore) } };
  } finally {
    pageServer.closeAllConnections();
    await new Promise((done) => pageServer.close(done));
  }
}

// `node bench/untrusted.mjs`: this measure alone, against the built app.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startAt(root);
  try {
    const { rows } = await untrustedBench(server);
    console.table(rows);
  } finally {
    await server.stop();
  }
}
