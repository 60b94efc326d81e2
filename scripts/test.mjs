// `npm test`: lint, type check, unit and component tests, `npm start` as a deployment runs it
// (scripts/start.test.mjs), the deployment files and the container image (deploy/), backend
// integration tests on the embedded PGlite and on PostgreSQL (DATABASE_URL, or a server on
// 127.0.0.1:5432), then the end-to-end journeys in Debian's Chromium against the built app.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, buildAll, ensureInstalled, portAnswers, run } from './workspace.mjs';
import { ensureChromium } from './chromium.mjs';

const totals = { passed: 0, failed: 0 };
const resultsDir = mkdtempSync(join(tmpdir(), 'mealapp-test-'));
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };

function step(title) {
  console.log(`\n━━ ${title}`);
}

function jest(name, projects, env = {}, extraArgs = []) {
  const out = join(resultsDir, `${name}.json`);
  const args = [bin('jest', 'bin/jest.js'), '--ci', '--json', `--outputFile=${out}`, ...extraArgs];
  for (const p of projects) args.push('--selectProjects', p);
  const status = run(process.execPath, args, { env: { ...jestEnv, ...env }, allowFailure: true });
  tally(out, (text) => {
    const r = JSON.parse(text);
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  });
  if (status !== 0) finish(1);
}

/** Node's test runner on `files`: its own report on the console, a TAP copy counted in the totals. */
function nodeTest(name, files) {
  const out = join(resultsDir, `${name}.tap`);
  const args = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${out}`];
  const status = run(process.execPath, [...args, ...files], { allowFailure: true });
  tally(out, (tap) => {
    const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
    return { passed: count('pass'), failed: count('fail') + count('cancelled') };
  });
  if (status !== 0) finish(1);
}

/** Adds a report's counts to the totals; `read` gets the report file's text. */
function tally(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed } = read(readFileSync(file, 'utf8'));
  totals.passed += passed;
  totals.failed += failed;
}

function finish(code) {
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

ensureInstalled();

step('Lint (with the Nx module-boundary rule)');
run(process.execPath, [bin('nx', 'dist/bin/nx.js'), 'show', 'projects'], { stdio: 'ignore' });
run(process.execPath, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);

step('Type check');
run(process.execPath, [bin('nx', 'dist/bin/nx.js'), 'run-many', '-t', 'typecheck', '--output-style=static']);

// Two workers: Jest's default on two cores is one, which leaves a core idle (each test file runs
// alone in its worker either way).
const WORKERS = '--maxWorkers=2';

step('Unit and component tests');
jest('unit', ['domain', 'backend-unit', 'web'], {}, [WORKERS]);

step('Deployment files: Kubernetes manifests, Dockerfile, compose files (deploy/deploy.test.mjs)');
nodeTest('deploy', ['deploy/deploy.test.mjs']);

step('Build every app');
buildAll();

step('npm start with NODE_ENV=production (scripts/start.test.mjs)');
nodeTest('start', ['scripts/start.test.mjs']);

step('The container image, built with podman and started (deploy/image.test.mjs)');
nodeTest('image', ['deploy/image.test.mjs']);

step('Capacitor sync into the Android and iOS projects (native/cap-sync.test.mjs)');
nodeTest('cap-sync', ['native/cap-sync.test.mjs']);

// Suites that need a real PostgreSQL server (several instances on one database): the PostgreSQL
// pass runs them, the PGlite pass leaves them out.
const POSTGRES_ONLY = ['scale-out'];
const suitePatterns = (suites) => suites.map((suite) => `backend/test/${suite}\\.int-spec\\.ts$`);

// Each integration test file has its own database, so files in two workers never share state.
step('Backend integration tests on the embedded PostgreSQL (PGlite)');
jest('int-pglite', ['backend-int'], { DATABASE_URL: '', MEALAPP_BUILT: '1' }, [WORKERS, '--testPathIgnorePatterns', ...suitePatterns(POSTGRES_ONLY)]);

// Suites whose subject does not touch the database (the guarded fetcher and import, OCR, static
// files and preloads, published remotes, headers, the OpenAPI file; APNs, whose built server runs on
// its own embedded database whatever the pass) run once, on PGlite above: on PostgreSQL they
// would test the same code again and cost a minute of the CI budget.
const DATABASE_INDEPENDENT = ['recipe-import', 'recipe-scan', 'security/ssrf', 'security/security-headers', 'web-assets', 'web-preloads', 'remotes-file', 'published-remotes', 'openapi', 'apns'];

const databaseUrl = process.env.DATABASE_URL || ((await portAnswers(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
if (databaseUrl) {
  step(`Backend integration tests on PostgreSQL (${new URL(databaseUrl).host}), all but the database-independent suites`);
  jest('int-postgres', ['backend-int'], { DATABASE_URL: databaseUrl, MEALAPP_BUILT: '1' }, [WORKERS, '--testPathIgnorePatterns', ...suitePatterns(DATABASE_INDEPENDENT)]);
} else {
  step('Backend integration tests on PostgreSQL: no DATABASE_URL and nothing on 127.0.0.1:5432, not run');
}

step('End-to-end journeys in Chromium');
const chromium = ensureChromium();
const report = join(resultsDir, 'e2e.json');
const e2eStatus = run(process.execPath, [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  allowFailure: true,
});
tally(report, (text) => {
  const { stats } = JSON.parse(text);
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
});
finish(e2eStatus === 0 ? 0 : 1);
