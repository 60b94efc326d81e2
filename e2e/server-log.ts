import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** The identity provider serve.mjs runs beside the server (the next port). */
export const oidcPort = e2ePort + 1;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** The e2e server's log (serve.mjs writes it), where journeys read e-mailed links; one per port. */
export const serverLog = join(tmpdir(), `mealapp-e2e-server-${e2ePort}.log`);

/**
 * A run's own files, outside the checkout; one per port. serve.mjs empties it when the server
 * starts (so a killed run's leftovers go with the next run) and removes it when the server stops.
 */
export const e2eWorkDir = join(tmpdir(), `mealapp-e2e-${e2ePort}`);
/** What the server serves (its WEB_ROOT): copies of `shell/dist` and each `mfe-<name>/dist`, made by serve.mjs. */
export const deployment = join(e2eWorkDir, 'web');
/** The server's REMOTES_DIR (serve.mjs), where scripts/publish-remote.mjs publishes a feature app on its own. */
export const publishedRemotes = join(e2eWorkDir, 'remotes');
/** The browser states the setup project saves, one per signed-in account (fixtures/accounts.ts). */
export const storedStates = join(e2eWorkDir, 'auth');
