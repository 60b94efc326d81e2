export * from './meal-plan.js';
export * from './calendar.js';
export * from './window.js';
export * from './cooks.js';
