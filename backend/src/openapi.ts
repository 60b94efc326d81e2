import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, serializeOpenApi } from './common/openapi-document.js';

/** `npm run openapi` (after a build): writes libs/api-client/openapi.json, the client's source of truth. */
const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../libs/api-client/openapi.json');

process.env.NODE_ENV ??= 'test'; // quiet logger: only errors
writeFileSync(target, serializeOpenApi(await buildOpenApiDocument()));
console.log(`OpenAPI document written to ${target}`);
