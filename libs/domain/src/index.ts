export * from './app-settings.js';
export * from './planning.js';
