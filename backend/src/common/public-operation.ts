import { ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';

/**
 * Documents an operation anyone may call with `security: []`, so the API description says it is
 * open rather than leaving it unsaid (Swagger UI shows no lock; Redocly's security-defined rule
 * asks every operation to say). It describes the route only: what lets a caller in is the lack of
 * an auth guard on it. One decorator carries the summary too, because a second `ApiOperation` on
 * the same method would blank the first one's summary.
 */
export function PublicOperation(options: ApiOperationOptions & { summary: string }): MethodDecorator {
  return ApiOperation({ ...options, security: [] });
}
