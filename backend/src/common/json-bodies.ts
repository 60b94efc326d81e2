import type { FastifyInstance } from 'fastify';
import { jsonNestingExceeds, MAX_JSON_DEPTH, TOO_DEEP } from './hostile-input.js';

export const NOT_JSON = 'Request body is not valid JSON';
export const NOT_UTF8 = 'Unsupported request body encoding';

/** A body refused before a handler saw it, in the words the client gets (Nest's Fastify adapter makes it an HttpException). */
class BodyRefused extends Error {
  readonly expose = true;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }

  /** http-errors' pair (status and statusCode), by which the adapter recognises a client error. */
  get status(): number {
    return this.statusCode;
  }
}

const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/** What JSON bodies may be written in (RFC 8259 §8.1: UTF-8; body-parser also took UTF-16 and 32). */
const JSON_CHARSETS = new Set(['utf-8', 'utf8']);

/**
 * JSON bodies for every route: each route's size limit is the one of the first path prefix it
 * falls under (list the most specific first), else `defaultLimit`, set on the route as Fastify
 * registers it, so a too-long body is refused from its Content-Length before a byte is read, and
 * reads pay no check at all. Too-deep nesting is refused before JSON.parse sees the text (one pass
 * over the bytes, hostile-input.ts). Call before the app's routes are registered.
 */
export function acceptJsonBodies(fastify: FastifyInstance, limits: ReadonlyArray<readonly [prefix: string, bytes: number]>, defaultLimit: number): void {
  fastify.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const path = route.url.toLowerCase();
    route.bodyLimit = limits.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? defaultLimit;
  });
  // JSON is the only body the API reads (uploads bring their own multipart parser): another type,
  // text/plain included, is a 415 rather than a string no endpoint expects.
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && !JSON_CHARSETS.has(charset)) return done(new BodyRefused(415, NOT_UTF8), undefined);
    const bytes = body as Buffer;
    if (jsonNestingExceeds(bytes, MAX_JSON_DEPTH)) return done(new BodyRefused(400, TOO_DEEP), undefined);
    // An empty body is an empty object (as body-parser read it), so a DTO says which fields are missing.
    if (bytes.length === 0) return done(null, {});
    // Objects and arrays only (body-parser's strict mode): no endpoint takes a bare string or number.
    const first = bytes.find((byte) => !JSON_WHITESPACE.has(byte));
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return done(new BodyRefused(400, NOT_JSON), undefined);
    try {
      done(null, JSON.parse(bytes.toString('utf8')) as unknown);
    } catch {
      done(new BodyRefused(400, NOT_JSON), undefined);
    }
  });
}
