export * from './dietary-fit.js';
export * from './spice.js';
export * from './recommend.js';
