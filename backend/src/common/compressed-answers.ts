import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mergeMap, type Observable } from 'rxjs';
import vary from 'vary';
import { isVersionedJsonList } from './json-list.js';

/** Below this a list goes out as it is: compressing costs more than the bytes it saves. */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/** Kept lists' versions as sent: a 2,000-item pantry is about 20 KB compressed, 300 KB plain. */
const VERSION_BYTES_KEPT = 32 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 4 / level 6: most of the size saved for a few milliseconds of a pool thread.
const compress = (body: string, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });

/** Whether an If-None-Match header names `etag`, by weak comparison (RFC 9110 §13.1.2): `*`, or any tag in its list. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Compresses a long JSON answer (a list of thousands of recipes is megabytes) with brotli or gzip,
 * as the client accepts. zlib's async calls run on libuv's thread pool, not the event loop. Only the
 * list routes use it (AnswersJsonList): a global middleware would cost every small answer too.
 *
 * A versioned list (a kept one, json-list.ts) goes out with its ETag and `Cache-Control: private,
 * no-cache`, so a browser asks again with If-None-Match and an unchanged list is answered 304
 * with no body. Its bytes as sent (compressed, or encoded once as they are) are kept by ETag and
 * encoding: the version names the content, so they never go stale.
 */
@Injectable()
export class CompressedAnswers implements NestInterceptor {
  private readonly versionBytes = new LRUCache<string, Buffer>({ maxSize: VERSION_BYTES_KEPT, sizeCalculation: (bytes) => bytes.length + 64 });

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        vary(res.raw, 'Accept-Encoding');
        let body = answer;
        let etag: string | null = null;
        if (isVersionedJsonList(answer)) {
          body = answer.json;
          etag = answer.etag;
          if (etag) {
            res.header('ETag', etag);
            res.header('Cache-Control', 'private, no-cache');
            // The origin answers If-None-Match whatever the request's Cache-Control says (RFC 9110
            // §13.2.1): a fetch that sets If-None-Match itself also sends no-cache.
            if (namesEtag(req.headers['if-none-match'], etag)) {
              res.status(HttpStatus.NOT_MODIFIED).removeHeader('Content-Type');
              return undefined;
            }
          }
        }
        if (typeof body !== 'string') return body;
        const accepted = body.length < COMPRESS_FROM_BYTES ? false : accepts(req.raw).encoding(['br', 'gzip']);
        const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
        // An unversioned answer sent as it is is sent as the string it is.
        if (encoding === 'identity' && !etag) return body;
        const key = etag && `${etag}:${encoding}`;
        let bytes = key ? this.versionBytes.get(key) : undefined;
        if (!bytes) {
          bytes = encoding === 'identity' ? Buffer.from(body) : await compress(body, encoding);
          if (key) this.versionBytes.set(key, bytes);
        }
        if (encoding !== 'identity') res.header('Content-Encoding', encoding);
        // The type the answer was given (a packed list has its own), else the list routes' JSON.
        res.header('Content-Type', String(res.getHeader('Content-Type') ?? 'application/json; charset=utf-8'));
        return bytes;
      }),
    );
  }
}
