export * from './app-settings.js';
export * from './planning.js';
export * from './account.js';
export * from './categories.js';
export * from './pantry/index.js';
export * from './shopping/index.js';
export * from './recipes/index.js';
export * from './item-limits.js';
