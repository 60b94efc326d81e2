import { init } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as ApiClient from '@mealapp/api-client';
import { packageOf, type SharedSingleton } from '@mealapp/build-tools/shared-singletons';
import * as Ui from '@mealapp/ui';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import shellPackage from '../../package.json';
import * as ReactRedux from './shared-react-redux';
import * as ReduxToolkit from './shared-redux-toolkit';
import * as Router from './shared-router';
import * as StyledComponents from './shared-styled-components';

// The shell is not built as a federation host: this module starts the runtime on first need
// (remote-registry.ts), so the first screen never waits for it.

/** A module the shell has loaded already, or one it loads when a feature app first asks for it. */
type Provided = { lib: () => object } | { get: () => Promise<() => object> };
const loaded = (module: object): Provided => ({ lib: () => module });
const onFirstNeed = (load: () => Promise<object>): Provided => ({ get: () => load().then((module) => () => module) });

/** The shell's own copy of each shared singleton, which every feature app then uses. */
const SHARED: Record<SharedSingleton, Provided> = {
  react: loaded(React),
  'react-dom': loaded(ReactDom),
  'react-router-dom': loaded(Router),
  'react-redux': loaded(ReactRedux),
  '@reduxjs/toolkit': loaded(ReduxToolkit),
  'styled-components': loaded(StyledComponents),
  '@mealapp/ui': loaded(Ui),
  // Home's cards use none of the screens' controls: they load with the first screen that does.
  '@mealapp/ui/controls': onFirstNeed(() => import(/* webpackChunkName: "ui-controls" */ '@mealapp/ui/controls')),
  '@mealapp/api-client': loaded(ApiClient),
};

const versions: Record<string, string> = shellPackage.dependencies;

init({
  name: 'shell',
  remotes: [],
  shared: Object.fromEntries(
    Object.entries(SHARED).map(([name, provided]) => {
      const version = versions[packageOf(name as SharedSingleton)];
      return [name, { version, ...provided, shareConfig: { singleton: true, requiredVersion: version } }];
    }),
  ),
  shareStrategy: 'loaded-first',
  // The remotes are built with `externalRuntime`: they use this runtime's core, which the plugin provides.
  plugins: [injectExternalRuntimeCore()],
});
