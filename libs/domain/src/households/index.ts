export * from './households.js';
