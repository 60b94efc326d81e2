import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The error answers every call can give by what it is, documented in one place (issue 33: the
 * server gave 400s and 413s the document did not list). Each is `{ error }` as JSON. A route's own
 * decorator (ApiNotFoundResponse({ description: ... })) keeps its words; this adds only what a route
 * did not say, so no controller can forget one:
 * - 400: a call with a body (JSON that does not parse, nested too deep, a NUL character, a field
 *   refused by validation) or with parameters (refused by their pipes);
 * - 401: a call that needs a bearer token (missing, expired or revoked);
 * - 404: a call naming something by a path parameter (absent, or not the caller's);
 * - 413: a call with a body (larger than its route's limit, app.factory.ts);
 * - 415: a call with a body (not JSON, or JSON in another charset than UTF-8, common/json-bodies.ts);
 * - 429: a signed-in write (WriteRate counts every POST, PUT, PATCH and DELETE of a user).
 */

type Responses = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  security?: Array<Record<string, unknown>>;
  responses: Responses;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } };

export const ERROR_ANSWERS = {
  400: 'The body or a parameter is refused: the message names the field',
  401: 'No valid access token',
  404: 'Not found (or not the caller\'s)',
  413: 'Request body is too large',
  415: 'The body is not JSON in UTF-8 (another Content-Type or charset)',
  429: 'Too many writes in a minute: try again later',
} as const;

/** The error answers a call gives by its shape: a body, parameters, a required token, a write. */
export function errorAnswersOf(method: string, operation: Operation): Array<keyof typeof ERROR_ANSWERS> {
  const parameters = operation.parameters ?? [];
  const hasBody = operation.requestBody !== undefined;
  // An empty requirement beside the bearer one makes the token optional (POST /api/errors).
  const needsToken = (operation.security ?? []).length > 0 && (operation.security ?? []).every((requirement) => 'bearer' in requirement);
  const codes: Array<keyof typeof ERROR_ANSWERS> = [];
  if (hasBody || parameters.length > 0) codes.push(400);
  if (needsToken) codes.push(401);
  if (parameters.some((parameter) => parameter.in === 'path')) codes.push(404);
  if (hasBody) codes.push(413, 415);
  if (needsToken && WRITES.has(method)) codes.push(429);
  return codes;
}

/** Adds to every operation the error answers of its shape that it does not document already. */
export function documentErrorAnswers(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      for (const code of errorAnswersOf(method, operation)) {
        operation.responses[code] ??= { description: ERROR_ANSWERS[code], content: ERROR };
      }
    }
  }
}
