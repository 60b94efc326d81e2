export * from './idempotency.js';
export * from './sync-texts.js';
