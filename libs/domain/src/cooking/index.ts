export * from './servings.js';
export * from './step-durations.js';
