export * from './households.js';
export * from './bylines.js';
export * from './lost-household.js';
export * from './leaving-households.js';
export * from './household-events.js';
export * from './household-changes.js';
export * from './packed-list.js';
