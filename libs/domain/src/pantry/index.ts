export * from './pantry-item.js';
export * from './dates.js';
export * from './expiry.js';
export * from './catalogue.js';
export * from './list.js';
export * from './summary.js';
