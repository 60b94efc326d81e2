import { init } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as ApiClient from '@mealapp/api-client';
import type { SharedSingleton } from '@mealapp/build-tools/federation';
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

/** The shell's own copy of each shared singleton, which every feature app then uses. */
const SHARED: Record<SharedSingleton, object> = {
  react: React,
  'react-dom': ReactDom,
  'react-router-dom': Router,
  'react-redux': ReactRedux,
  '@reduxjs/toolkit': ReduxToolkit,
  'styled-components': StyledComponents,
  '@mealapp/ui': Ui,
  '@mealapp/api-client': ApiClient,
};

const versions: Record<string, string> = shellPackage.dependencies;

init({
  name: 'shell',
  remotes: [],
  shared: Object.fromEntries(
    Object.entries(SHARED).map(([name, module]) => [
      name,
      { version: versions[name], lib: () => module, shareConfig: { singleton: true, requiredVersion: versions[name] } },
    ]),
  ),
  shareStrategy: 'loaded-first',
  // The remotes are built with `externalRuntime`: they use this runtime's core, which the plugin provides.
  plugins: [injectExternalRuntimeCore()],
});
