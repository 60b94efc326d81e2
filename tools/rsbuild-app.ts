import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { esmFederationRuntime } from './federation';
import { pluginPrecompress } from './precompress';

/**
 * libs/domain is pure rules and tables (its catalogues are built with function calls, which the
 * bundler must otherwise assume have effects): an app keeps only the parts it imports.
 */
const PURE_SOURCES = /[\\/]libs[\\/]domain[\\/]src[\\/]/;

/** react-router's ES module build: its unused components are kept unless marked pure (pure-components-loader.cjs). */
const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
const PURE_COMPONENTS = { test: REACT_ROUTER_BUILD, use: [{ loader: '@mealapp/build-tools/pure-components-loader' }] };

/** stylis's vendor prefixer, which styled-components calls only when asked for prefixes (no-vendor-prefixes-loader.cjs). */
const STYLIS_PREFIXER = /[\\/]node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/;
const NO_VENDOR_PREFIXES = { test: STYLIS_PREFIXER, use: [{ loader: '@mealapp/build-tools/no-vendor-prefixes-loader' }] };

/** The Rsbuild settings every app shares; each app passes its dev port and its own settings. */
export function appConfig(devPort: number, extra: RsbuildConfig = {}): RsbuildConfig {
  return defineConfig({
    ...extra,
    tools: { ...extra.tools, rspack: { module: { rules: [{ test: PURE_SOURCES, sideEffects: false }, PURE_COMPONENTS, NO_VENDOR_PREFIXES] } } },
    plugins: [pluginReact(), pluginPrecompress(), ...(extra.plugins ?? [])],
    server: { port: devPort, strictPort: true, cors: true, ...extra.server },
    dev: { assetPrefix: true, ...extra.dev },
    output: { assetPrefix: 'auto', cleanDistPath: true, ...extra.output },
    performance: { chunkSplit: { strategy: 'split-by-experience' }, ...extra.performance },
  });
}

/**
 * The version a feature app's build shows (process.env.MF_BUILD_VERSION in its code): the one
 * scripts/publish-remote.mjs gives it, which Module Federation also writes into its manifest, else
 * its package.json version. The build runs in the app's folder.
 */
function buildVersion(): string {
  return process.env.MF_BUILD_VERSION || (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A feature app: built as a Module Federation remote. The shell is not built as a host: it loads
 * the federation runtime only when it first needs a remote (shell/src/remotes/remote-registry.ts).
 */
export function featureAppConfig(federation: ModuleFederationOptions, devPort: number): RsbuildConfig {
  return appConfig(devPort, {
    plugins: [pluginModuleFederation(federation, {})],
    source: { define: { 'process.env.MF_BUILD_VERSION': JSON.stringify(buildVersion()) } },
    resolve: { alias: esmFederationRuntime(process.cwd()) },
  });
}
