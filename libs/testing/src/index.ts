export { renderPage } from './render-page';
export { mockColorScheme, type DeviceColorScheme } from './color-scheme';
