import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApi } from '../src/common/openapi-document.js';

const committedFile = join(__dirname, '../../libs/api-client/openapi.json');

describe('OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildOpenApiDocument>>;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  });

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
});
