// `npm run rollback:remote -- <name> [<version>]`: points the environment's remotes map back at the
// version of <name> published before the current one, or at <version>. Nothing is deleted, so a
// rollback can itself be undone with the version it left. docs/publishing-remotes.md
import { fail, layout, options } from './published-remotes.mjs';

const usage = `Usage: npm run rollback:remote -- <${layout.REMOTE_APPS.join('|')}> [<version>] [options]
  --remotes-dir <dir>  the remotes folder (default: REMOTES_DIR)
  --env <name>         the environment whose map to change (default: REMOTES_ENV, else production)`;

const { name, remotesDir, environment, mapFile, positionals } = options(usage);
if (positionals.length > 2) fail('too many arguments', usage);
const map = layout.readMap(mapFile);
let version;
try {
  version = layout.rollbackTarget(remotesDir, map, name, positionals[1]);
} catch (error) {
  fail(error.message);
}
// The folder it is served from stays as the map had it (the server's /remotes or a CDN).
const baseUrl = (map[name] && layout.versionOfUrl(map[name], name)?.baseUrl) ?? '/remotes';
layout.writeMap(mapFile, { ...map, [name]: layout.manifestUrl(baseUrl, name, version) });
console.log(`✔ ${environment} now loads ${name} ${version}${map[name] ? ` (was ${map[name]})` : ''}`);
