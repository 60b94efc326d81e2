// `npm run publish:remote -- <name>`: builds one feature app on its own, with its version
// (package.json version + a build id) stamped into its manifest, its screens and a version.json,
// copies it to REMOTES_DIR/<name>/<version>/ (never written again), and points the environment's
// remotes map at it. The server following that map (REMOTES_DIR, REMOTES_ENV) serves it from the
// next page load; the shell is not rebuilt. docs/publishing-remotes.md
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, layout, options } from './published-remotes.mjs';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

const usage = `Usage: npm run publish:remote -- <${layout.REMOTE_APPS.join('|')}> [options]
  --remotes-dir <dir>  the remotes folder (default: REMOTES_DIR)
  --env <name>         the environment whose map to point at the new version (default: REMOTES_ENV, else production)
  --base-url <url>     where the remotes folder is served (default: REMOTES_URL, else /remotes, the server's
                       own path); e.g. https://cdn.example.com/remotes when the folder is synced to a CDN`;

const { name, remotesDir, environment, mapFile, values } = options(usage, { 'base-url': { type: 'string' } });
const baseUrl = values['base-url'] ?? (process.env.REMOTES_URL?.trim() || '/remotes');
if (!/^(\/|https:\/\/|http:\/\/)[^\s"'<>]*$/.test(baseUrl)) fail(`--base-url must be a path from / or an http(s) URL, got "${baseUrl}"`, usage);

ensureInstalled();
const appDir = join(root, `mfe-${name}`);
const { version: packageVersion } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
// The build id: the UTC time of the build, to the second, so versions sort as they were built.
const buildId = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const version = `${packageVersion}-${buildId}`;
const target = layout.versionDir(remotesDir, name, version);
if (existsSync(target)) fail(`${name} ${version} is already published: a version's files are never replaced; publish again in a second`);

// Built aside (not into the checkout's dist/, which `npm start` serves), then copied in whole.
const build = mkdtempSync(join(tmpdir(), `mealapp-publish-${name}-`));
try {
  const started = Date.now();
  // MF_BUILD_VERSION: Module Federation writes it into mf-manifest.json; tools/rsbuild-app.ts shows it in the app.
  run(process.execPath, [bin('@rsbuild/core', 'bin/rsbuild.js'), 'build', '--dist-path', build, '--log-level', 'warn'], {
    cwd: appDir,
    env: { MF_BUILD_VERSION: version, NODE_ENV: 'production' },
  });
  const manifest = JSON.parse(readFileSync(join(build, layout.MANIFEST_FILE), 'utf8'));
  if (manifest.metaData?.buildInfo?.buildVersion !== version) fail(`the build's manifest does not carry version ${version}`);
  const published = { name, version, publishedAt: new Date().toISOString() };
  writeFileSync(join(build, layout.VERSION_FILE), `${JSON.stringify(published, null, 2)}\n`);
  mkdirSync(join(remotesDir, name), { recursive: true });
  cpSync(build, target, { recursive: true, errorOnExist: true, force: false });
  mkdirSync(join(mapFile, '..'), { recursive: true });
  const map = layout.readMap(mapFile);
  const previous = map[name];
  layout.writeMap(mapFile, { ...map, [name]: layout.manifestUrl(baseUrl, name, version) });
  console.log(`✔ ${name} ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s, published to ${target}`);
  console.log(`  ${environment} now loads ${name} from ${layout.manifestUrl(baseUrl, name, version)}${previous ? ` (was ${previous})` : ''}`);
} finally {
  rmSync(build, { recursive: true, force: true });
}
