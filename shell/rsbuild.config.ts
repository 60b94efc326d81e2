import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { appConfig } from '@mealapp/build-tools/rsbuild-app';
import { pluginServiceWorker } from '@mealapp/build-tools/service-worker';
import { ACCESS_TOKEN_KEY, APP_SETTINGS_KEY, GREETING_NAME_KEY } from '@mealapp/api-client/storage-keys';
import { darkTheme, lightTheme } from '@mealapp/ui/theme';
import { paintLastSeenGreeting, type GreetingPaint } from './src/boot/last-seen-greeting';
import { HOME_FEATURE_CARDS } from './src/home/feature-cards';
import { SIGNED_OUT_CHUNK, SIGNED_OUT_PATHS } from './src/routes/signed-out-paths';

const api = process.env.API_ORIGIN ?? 'http://localhost:3333';

/** The `webpackChunkName` of the import that starts the federation runtime (src/remotes/remote-registry.ts). */
const FEDERATION_CHUNK = 'federation';

/** The files of a chunk the app loads itself (an async chunk, named by its import), as paths on the server. */
function chunkFiles(compilation: Rspack.Compilation, name: string): string[] {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`The shell has no "${name}" chunk`);
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`));
}

/**
 * Writes `page-remotes.json`: the remote modules each page shows at once, by path, and the shell's
 * own files that load them (the federation runtime, an async chunk found only once the app has run);
 * and the shell's own chunks a page shows at once (the signed-out screens). The server reads it with
 * each remote's manifest to have the browser fetch them all with the page (backend/src/web).
 */
function pluginPageRemotes(): RsbuildPlugin {
  const pages = { '/home': HOME_FEATURE_CARDS.map(({ remote, module }) => ({ remote, module })) };
  return {
    name: 'mealapp:page-remotes',
    setup(build) {
      // At the last stage, once content hashes have settled the files' names.
      build.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const federationRuntime = chunkFiles(compilation, FEDERATION_CHUNK);
        const signedOut = chunkFiles(compilation, SIGNED_OUT_CHUNK);
        const pageChunks = Object.fromEntries(Object.values(SIGNED_OUT_PATHS).map((path) => [path, signedOut]));
        compilation.emitAsset('page-remotes.json', new sources.RawSource(JSON.stringify({ federationRuntime, pages, pageChunks })));
      });
    },
  };
}

const colors = ({ bg, surface, border, text, textMuted }: typeof lightTheme.colors) => ({ bg, surface, border, text, textMuted });
const greeting: GreetingPaint = {
  tokenKey: ACCESS_TOKEN_KEY,
  nameKey: GREETING_NAME_KEY,
  settingsKey: APP_SETTINGS_KEY,
  light: colors(lightTheme.colors),
  dark: colors(darkTheme.colors),
  fontFamily: lightTheme.font.family,
  // The feature cards and the premium card.
  cards: HOME_FEATURE_CARDS.length + 1,
};

export default appConfig(3000, {
  // The page's own template names its language (spec: English text) and links the web app manifest and icons; Rsbuild adds the rest.
  html: {
    template: './index.html',
    title: 'Meal Planner',
    meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    // A storage the browser refuses (a privacy mode) throws where it is named: the paint is then skipped.
    templateParameters: { lastSeenGreeting: `try { (${paintLastSeenGreeting.toString()})(document, localStorage, location.pathname, ${JSON.stringify(greeting)}); } catch {}` },
  },
  output: { assetPrefix: '/' },
  // What a federation build sets for `experiments.optimization.target: 'web'` (tools/federation.ts):
  // the runtime the shell starts itself then leaves out its Node script loading too.
  source: { define: { ENV_TARGET: JSON.stringify('web') } },
  plugins: [pluginPageRemotes(), pluginServiceWorker({ entry: './src/sw/sw.ts' })],
  server: {
    historyApiFallback: true,
    proxy: { '/api': api, '/mf-remotes.json': api, '/remotes': api },
  },
});
