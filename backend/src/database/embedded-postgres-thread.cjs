// The embedded database thread's entry when the server runs from its TypeScript sources (under
// Jest); the built server (dist) starts embedded-postgres-thread.js directly.
require('../common/ts-thread.cjs');
require('./embedded-postgres-thread.ts');
