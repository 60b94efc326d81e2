import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { injectManifest } from 'workbox-build';
import { REMOTE_MODULES, type RemoteName } from './remote-modules';

/** Served from the root so that its scope is the whole app (spec part 2 §4: /sw.js, scope /). */
export const SERVICE_WORKER_FILE = 'sw.js';

const REMOTES = Object.keys(REMOTE_MODULES) as RemoteName[];

/** The shell's files the app needs with no network: scripts, styles, images, the manifest, the page. */
const SHELL_FILES = 'shell/dist/**/*.{js,css,svg,png,webmanifest,html}';
const NOT_PRECACHED = ['**/node_modules/**', `shell/dist/${SERVICE_WORKER_FILE}`];
// The server's rule for immutable files (backend/src/web/web-assets.ts): their name is their revision.
const HASHED = /\.[0-9a-f]{8,}\./;
/** Far above any file the apps have; a bigger one is a mistake the build should report. */
const MAX_FILE_BYTES = 3 * 1024 * 1024;

/** What a feature app's mf-manifest.json says of its files, as far as precaching needs. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
}

/**
 * The files of a feature app the shell's page loads: its manifest, its entry and what its exposed
 * modules need (its mf-manifest.json lists them). Left out: its own copies of the shared libraries,
 * which the shell always provides (shell/src/remotes/federation-host.ts), about half its build, and
 * its page for running alone.
 */
function remoteFiles(root: string, name: RemoteName): string[] {
  const manifest = JSON.parse(readFileSync(join(root, `mfe-${name}`, 'dist', 'mf-manifest.json'), 'utf8')) as RemoteManifest;
  const { path, name: entry } = manifest.metaData.remoteEntry;
  const files = new Set(['mf-manifest.json', `${path ? path.replace(/\/?$/, '/') : ''}${entry}`]);
  for (const { assets } of manifest.exposes) {
    for (const file of [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]) files.add(file);
  }
  return [...files].map((file) => `mfe-${name}/dist/${file}`);
}

const PURE_SOURCES = /[\\/]libs[\\/]domain[\\/]src[\\/]/;

/** Bundles the worker's TypeScript into one classic script (a worker registered without `type: 'module'`). */
async function bundleWorker(root: string, entry: string, outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    target: 'webworker',
    context: root,
    entry: { sw: entry },
    output: { path: outDir, filename: SERVICE_WORKER_FILE, clean: false },
    devtool: false,
    resolve: {
      extensions: ['.ts', '.js'],
      // libs/domain imports its own files with the `.js` suffix and exports its TypeScript source.
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['import', 'module', 'browser', 'default'],
    },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        { test: PURE_SOURCES, sideEffects: false },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  });
  await new Promise<void>((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done();
    });
  });
}

/**
 * Builds the service worker (`dist/sw.js`) after the shell's production build: `entry` bundled,
 * then Workbox's injectManifest writes into it the precache list of the shell's files and, for
 * every feature app, the files the shell loads of it (`remoteFiles`; served under
 * `/remotes/<name>/`). The feature apps must be
 * built first: the shell's Nx build depends on theirs (shell/package.json). Runs before
 * tools/precompress.ts, so the worker gets its brotli and gzip copies too.
 */
export function pluginServiceWorker({ entry }: { entry: string }): RsbuildPlugin {
  return {
    name: 'mealapp:service-worker',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ isFirstCompile }) => {
          if (!isFirstCompile || api.context.action !== 'build') return;
          // The shell's folder is one below the workspace's, beside the feature apps' (as the server serves them).
          const root = resolve(api.context.rootPath, '..');
          const missing = REMOTES.filter((name) => !existsSync(join(root, `mfe-${name}`, 'dist', 'mf-manifest.json')));
          if (missing.length > 0) {
            throw new Error(`${SERVICE_WORKER_FILE}: ${missing.map((name) => `mfe-${name}`).join(', ')} not built; the worker precaches every feature app (run \`nx run-many -t build\`)`);
          }
          const outDir = api.context.distPath;
          const worker = join(outDir, SERVICE_WORKER_FILE);
          await bundleWorker(root, resolve(api.context.rootPath, entry), outDir);
          const { count, size, warnings } = await injectManifest({
            swSrc: worker,
            swDest: worker,
            globDirectory: root,
            globPatterns: [SHELL_FILES, ...REMOTES.flatMap((name) => remoteFiles(root, name))],
            globIgnores: NOT_PRECACHED,
            modifyURLPrefix: Object.fromEntries([['shell/dist/', '/'], ...REMOTES.map((name) => [`mfe-${name}/dist/`, `/remotes/${name}/`])]),
            dontCacheBustURLsMatching: HASHED,
            maximumFileSizeToCacheInBytes: MAX_FILE_BYTES,
          });
          if (warnings.length > 0) throw new Error(`${SERVICE_WORKER_FILE}: ${warnings.join('; ')}`);
          api.logger.info(`${SERVICE_WORKER_FILE}: precaches ${count} files (${Math.round(size / 1024)} kB) of the shell and ${REMOTES.length} feature apps`);
        },
      });
    },
  };
}
