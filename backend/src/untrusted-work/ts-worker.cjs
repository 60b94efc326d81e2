// The untrusted-work threads' entry when the server runs from its TypeScript sources (under Jest);
// the built server (dist) loads untrusted-tasks.js directly.
require('../common/ts-thread.cjs');

module.exports = require('./untrusted-tasks.ts');
