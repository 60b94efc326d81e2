export { AppProviders } from './AppProviders';
export { mountStandalone, StandaloneApp } from './standalone';
