import { createConfig, lintFromString } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApi } from '../src/common/openapi-document.js';

const committedFile = join(__dirname, '../../libs/api-client/openapi.json');

/**
 * Building the document loads every module of the API: 37 s of this file's 40 s on a busy machine
 * (load 12 on 2 cores, no transform cache), so three times that (README, "Test time budgets").
 */
const BUILD_BUDGET_MS = 120_000;

describe('OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildOpenApiDocument>>;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  }, BUILD_BUDGET_MS);

  it('matches the committed libs/api-client/openapi.json', () => {
    const committed = readFileSync(committedFile, 'utf8');
    if (committed !== serializeOpenApi(document)) {
      throw new Error('libs/api-client/openapi.json is stale: run npm run openapi');
    }
  });

  it('names operations after their methods and documents real schemas', () => {
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId));
    expect(operationIds).toEqual(
      expect.arrayContaining(['register', 'login', 'refresh', 'logout', 'forgotPassword', 'resetPassword', 'getMe', 'updateMe', 'reportClientError', 'health']),
    );
    const schemas = document.components?.schemas ?? {};
    for (const name of ['RegisterDto', 'LoginDto', 'AccessTokenDto', 'UserDto', 'UpdateMeDto', 'ResetPasswordDto', 'ForgotPasswordDto', 'ClientErrorReportDto', 'ErrorDto']) {
      expect(Object.keys((schemas[name] as { properties?: object }).properties ?? {}).length).toBeGreaterThan(0);
    }
    expect(document.paths['/api/me'].get?.security).toEqual([{ bearer: [] }]);
  });

  it('states security on every operation: none on the public ones', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { operationId: string; security?: unknown[] }>));
    const publicIds = operations.filter((op) => op.security?.length === 0).map((op) => op.operationId);
    expect(publicIds.sort()).toEqual(['forgotPassword', 'getRecipeImage', 'health', 'liveness', 'login', 'oidcCallback', 'oidcInfo', 'oidcNativeFinish', 'oidcNativeStart', 'oidcStart', 'readiness', 'register', 'resetPassword']);
    expect(document.paths['/api/errors'].post?.security).toEqual([{ bearer: [] }, {}]);
    expect(document.paths['/api/auth/refresh'].post?.security).toEqual([{ refresh_token: [] }]);
    expect(document.paths['/api/auth/oidc/link'].post?.security).toEqual([{ oidc_link: [] }]);
  });

  // Swagger UI and every generated client read this document: Redocly's recommended rules catch
  // what they would misread (an untyped nullable, an operation with no stated security).
  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintFromString({
      source: serializeOpenApi(document),
      absoluteRef: committedFile,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  });
});
