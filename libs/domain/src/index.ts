export * from './app-settings.js';
export * from './planning.js';
export * from './account.js';
