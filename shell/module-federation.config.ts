import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '@mealapp/build-tools/federation';

// No remotes at build time: they are registered at start from /mf-remotes.json.
const federation: ModuleFederationOptions = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(__dirname),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: { provideExternalRuntime: true },
};

export default federation;
