export * from './planning.js';
