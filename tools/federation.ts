import { existsSync, readFileSync } from 'node:fs';
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
