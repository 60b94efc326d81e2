import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from './precompress';

/** The Rsbuild settings every app shares; each app passes its federation options and dev port. */
export function appConfig(federation: ModuleFederationOptions, devPort: number, extra: RsbuildConfig = {}): RsbuildConfig {
  return defineConfig({
    ...extra,
    plugins: [pluginReact(), pluginModuleFederation(federation, {}), pluginPrecompress()],
    server: { port: devPort, strictPort: true, cors: true, ...extra.server },
    dev: { assetPrefix: true, ...extra.dev },
    output: { assetPrefix: 'auto', cleanDistPath: true, ...extra.output },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
