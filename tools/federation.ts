import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { REMOTE_MODULES, type RemoteName } from './remote-modules';
import { packageOf, SHARED_SINGLETONS } from './shared-singletons';

/** A feature app takes the shell's copy of each; no `eager`: it starts behind `import('./bootstrap')` so versions can negotiate. */
function sharedSingletons(appDir: string): NonNullable<ModuleFederationOptions['shared']> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = pkg.dependencies[packageOf(name)];
      if (!requiredVersion) throw new Error(`${packageOf(name)} must be a dependency of ${appDir}/package.json`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/** A feature app: exposes its route component(s) and Home cards (REMOTE_MODULES), each `src/<Module>.tsx`. */
export function remoteFederation(appDir: string, name: RemoteName): ModuleFederationOptions {
  const exposes = Object.fromEntries(
    REMOTE_MODULES[name].map((module) => {
      if (!existsSync(join(appDir, 'src', `${module}.tsx`))) throw new Error(`${name} exposes ${module}, but ${appDir}/src/${module}.tsx is missing`);
      return [`./${module}`, `./src/${module}.tsx`];
    }),
  );
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(appDir),
    manifest: true,
    dts: false,
    experiments: {
      // The shell provides the federation runtime; each remote entry then carries only its own code.
      externalRuntime: true,
      // Browser only: leaves out the runtime's Node script loading.
      optimization: { target: 'web' },
    },
  };
}

/** The ES module build beside a package's CommonJS entry (`dist/index.cjs` -> `dist/index.js`). */
function esmBeside(cjsEntry: string): string {
  const esm = cjsEntry.replace(/\.cjs$/, '.js');
  if (esm === cjsEntry || !existsSync(esm)) throw new Error(`No ES module build beside ${cjsEntry}: the federation runtime's packages changed their layout`);
  return esm;
}

/**
 * Resolve aliases that give a feature app's build the ES module build of the federation runtime its
 * remote entry carries (the bundler runtime and the runtime's API; the core is the shell's, `externalRuntime`).
 *
 * Rspack's federation plugin finds the bundler runtime with Node's `require.resolve`, from
 * `@module-federation/runtime-tools`, and so imports the packages' CommonJS builds, which the bundler
 * cannot tree-shake: every remote entry carried the whole SDK (manifest parsing, its logger, Node's
 * script loading) and the error texts twice, 49 KB (14.4 KB gzip). Aliasing the same files of the
 * same version to their ES module builds leaves each entry what it imports: 28 KB (9.0 KB gzip). The
 * entry is parsed and run on every screen that shows a feature app, four times on Home.
 * `appDir`: the app's folder, where its build resolves from, as the plugin does.
 */
export function esmFederationRuntime(appDir: string): Record<string, string> {
  const runtimeTools = createRequire(join(appDir, 'package.json')).resolve('@module-federation/runtime-tools');
  const fromRuntimeTools = createRequire(runtimeTools);
  const bundlerRuntime = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  return {
    // The plugin imports the bundler runtime by this absolute path.
    [bundlerRuntime]: esmBeside(bundlerRuntime),
    // ...and sets this alias to the runtime's CommonJS entry, under the app's own aliases.
    '@module-federation/runtime': esmBeside(fromRuntimeTools.resolve('@module-federation/runtime')),
  };
}
