// For a worker thread started from the server's TypeScript sources (under Jest): the thread is
// outside Jest's transform, so once this file is required, the sources it requires are compiled by
// the same compiler Jest uses (swc, a dev dependency), with Jest's two mappings: "./x.js" to
// "./x.ts" and the domain lib to its sources. The built server (dist) loads its compiled threads
// directly and never reads this file.
const Module = require('node:module');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const domainSources = join(__dirname, '../../../libs/domain/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === '@mealapp/domain') return domainSources;
  if (request.startsWith('.') && request.endsWith('.js') && parent?.filename) {
    const ts = join(parent.filename, '..', request.slice(0, -3) + '.ts');
    if (existsSync(ts)) return ts;
  }
  return resolveFilename.call(this, request, parent, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

