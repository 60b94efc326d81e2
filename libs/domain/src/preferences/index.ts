export * from './options.js';
export * from './validate.js';
