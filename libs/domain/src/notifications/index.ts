export * from './settings.js';
export * from './routes.js';
export * from './messages.js';
export * from './family-updates.js';
export * from './schedule.js';
export * from './push.js';
export * from './delivery.js';
