export * from './servings.js';
export * from './step-durations.js';
export * from './step-ingredients.js';
export * from './pantry-after-cooking.js';
export * from './timers.js';
