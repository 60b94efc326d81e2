export { renderPage } from './render-page';
export { mockColorScheme, type DeviceColorScheme } from './color-scheme';
export { runOnPlatform } from './native-platform';
