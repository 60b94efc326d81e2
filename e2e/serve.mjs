// The end-to-end server: the built app as `npm start` runs it, from a deployment of its own.
// - E2E_WORK_DIR (a folder directly in the system's temp folder) holds the run's files: `web/`, the
//   server's WEB_ROOT, with copies of shell/dist and each mfe-*/dist, so a test can redeploy a feature
//   app without writing to the checkout; and `db/`, a fresh embedded database, unless DATA_DIR names
//   one to keep; and `remotes/`, the server's REMOTES_DIR, where a journey publishes a feature app on
//   its own (scripts/publish-remote.mjs; empty, it changes nothing). It is emptied at start (a killed run's leftovers) and removed when the server stops:
//   on SIGINT or SIGTERM (the config's graceful shutdown), or when the runner's end of stdin closes
//   (a runner killed outright signals nothing to this process group).
// - The server's log is copied to a file (E2E_SERVER_LOG), where the journeys read an e-mailed reset
//   link as the person running the server would. No HTTP route serves mail.
// - The household's identity provider, a real OpenID provider (tools/oidc-test-provider.mjs), runs
//   beside it on E2E_OIDC_PORT, and the server signs in with it (OIDC_*), as one set up at home would.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { cpSync, createWriteStream, existsSync, fstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workDir = resolve(process.env.E2E_WORK_DIR || '.');
// It is removed whole: never anything but a folder of its own in the temp folder.
if (!process.env.E2E_WORK_DIR || dirname(workDir) !== resolve(tmpdir())) {
  console.error(`serve.mjs: E2E_WORK_DIR must be a folder directly in ${tmpdir()}, got "${process.env.E2E_WORK_DIR ?? ''}"`);
  process.exit(1);
}
rmSync(workDir, { recursive: true, force: true });

const webRoot = join(workDir, 'web');
for (const app of readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'))) {
  const dist = join(root, app, 'dist');
  if (existsSync(dist)) cpSync(dist, join(webRoot, app, 'dist'), { recursive: true });
}

const remotesDir = join(workDir, 'remotes');
mkdirSync(remotesDir, { recursive: true });

const provider = spawn(process.execPath, [join(root, 'tools/oidc-test-provider.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    OIDC_TEST_PORT: process.env.E2E_OIDC_PORT,
    OIDC_TEST_CLIENT_ID: 'mealplanner-e2e',
    OIDC_TEST_CLIENT_SECRET: 'e2e-client-secret',
    OIDC_TEST_REDIRECT_URIS: `http://localhost:${process.env.PORT}/api/auth/oidc/callback`,
  },
});
const [issuerLine] = await once(createInterface({ input: provider.stdout }), 'line');
const { issuer } = JSON.parse(issuerLine);

// OUTBOUND_ALLOW_LOOPBACK: the import journey serves a recipe page, the notifications journey a
// push service, and the sign-in journey an identity provider, on this machine for the server to reach. The notifications job looks every 2 s and
// sends at any local hour, so a push follows a subscription within the journey.
const env = {
  ...process.env,
  WEB_ROOT: webRoot,
  REMOTES_DIR: remotesDir,
  DATA_DIR: process.env.DATA_DIR || join(workDir, 'db'),
  OUTBOUND_ALLOW_LOOPBACK: 'true',
  NOTIFICATIONS_INTERVAL_SECONDS: '2',
  NOTIFICATIONS_LOCAL_HOUR: '0',
  // The scan journey's first photo starts the OCR engine cold on a busy 2-core CI machine: more than
  // a household's 15 s (the journey waits 60 s for it).
  SCAN_TIMEOUT_MS: '45000',
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID: 'mealplanner-e2e',
  OIDC_CLIENT_SECRET: 'e2e-client-secret',
  OIDC_PROVIDER_NAME: 'Test ID',
};
const log = createWriteStream(process.env.E2E_SERVER_LOG, { flags: 'w' });
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { stdio: ['ignore', 'pipe', 'pipe'], env });
for (const [from, to] of [[server.stdout, process.stdout], [server.stderr, process.stderr]]) {
  from.on('data', (chunk) => {
    log.write(chunk);
    to.write(chunk);
  });
}
// Once the runner is gone its ends of stdout and stderr are too: the log file still gets everything.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', () => provider.kill('SIGTERM'));
if (fstatSync(0).isFIFO() || fstatSync(0).isSocket()) process.stdin.on('end', () => server.kill('SIGTERM')).resume();
server.on('exit', (code, signal) => {
  rmSync(workDir, { recursive: true, force: true });
  log.end(() => process.exit(code ?? (signal ? 1 : 0)));
});
