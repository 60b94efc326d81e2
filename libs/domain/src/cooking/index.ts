export * from './servings.js';
