export * from './households.js';
export * from './bylines.js';
