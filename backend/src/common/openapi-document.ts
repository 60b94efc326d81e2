import type { OpenAPIObject } from '@nestjs/swagger';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';

/** Builds the app without listening (embedded in-memory database, no web assets) and returns its document. */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: process.env.NODE_ENV,
    WEB_ROOT: 'none',
    JWT_SECRET: 'openapi-document-only-not-a-secret',
    APP_URL: 'http://localhost:3000',
  });
  const running = await createApp(config, { embeddedDataDir: 'memory' });
  try {
    return running.document;
  } finally {
    await running.close();
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Pretty-printed with sorted keys, so the committed file diffs cleanly. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
