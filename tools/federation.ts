import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { REMOTE_MODULES, type RemoteName } from './remote-modules';

/**
 * One store, one API cache, one theme: these load once, whichever app loads them first.
 * No `eager`: every app starts behind `import('./bootstrap')` so versions can negotiate.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@mealapp/ui',
  '@mealapp/api-client',
  '@mealapp/domain',
] as const;

export function sharedSingletons(appDir: string): NonNullable<ModuleFederationOptions['shared']> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = pkg.dependencies[name];
      if (!requiredVersion) throw new Error(`${name} must be a dependency of ${appDir}/package.json`);
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
    // The shell provides the federation runtime; each remote entry then carries only its own code.
    experiments: { externalRuntime: true },
  };
}
