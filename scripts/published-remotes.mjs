// What publish-remote.mjs and rollback-remote.mjs share: the remotes folder's layout, read from the
// server's own module (backend/src/web/published-remotes.ts) so both sides agree, and their options.
import { createJiti } from 'jiti';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, userPath } from './workspace.mjs';

export const layout = await createJiti(import.meta.url).import(join(root, 'backend/src/web/published-remotes.ts'));

/** Stops with `message` and the usage, as a command line tool does. */
export function fail(message, usage) {
  console.error(`✖ ${message}${usage ? `\n\n${usage}` : ''}`);
  process.exit(1);
}

/**
 * The command line: positionals, and --remotes-dir (default REMOTES_DIR), --env (default REMOTES_ENV,
 * else production), plus `extra` options.
 */
export function options(usage, extra = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'remotes-dir': { type: 'string' }, env: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...extra },
    });
  } catch (error) {
    fail(error.message, usage);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [name] = positionals;
  if (!name || !layout.isRemoteApp(name)) fail(`name one feature app: ${layout.REMOTE_APPS.join(', ')}${name ? ` (not "${name}")` : ''}`, usage);
  const dir = values['remotes-dir'] ?? process.env.REMOTES_DIR?.trim();
  if (!dir) fail('say where the remotes folder is: REMOTES_DIR or --remotes-dir', usage);
  const remotesDir = userPath(dir);
  if (!existsSync(remotesDir) || !statSync(remotesDir).isDirectory()) fail(`the remotes folder ${remotesDir} does not exist`);
  const environment = values.env ?? (process.env.REMOTES_ENV?.trim() || 'production');
  if (!layout.isEnvironment(environment)) fail(`"${environment}" is not an environment name (a-z, 0-9 and -)`, usage);
  return { name, remotesDir, environment, mapFile: layout.mapFile(remotesDir, environment), values, positionals };
}
