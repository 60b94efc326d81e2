import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mergeMap, type Observable } from 'rxjs';

/** Below this a list goes out as it is: compressing costs more than the bytes it saves. */
export const COMPRESS_FROM_BYTES = 16 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a long JSON answer (a list of thousands of recipes is megabytes) with brotli or gzip,
 * as the client accepts. zlib's async calls run on libuv's thread pool, not the event loop. Only the
 * list routes use it (AnswersJsonList): a global middleware would cost every small answer too.
 */
@Injectable()
export class CompressedAnswers implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        res.vary('Accept-Encoding');
        if (typeof body !== 'string' || body.length < COMPRESS_FROM_BYTES) return body;
        const encoding = req.acceptsEncodings('br', 'gzip');
        if (encoding !== 'br' && encoding !== 'gzip') return body;
        // Quality 4 / level 6: most of the size saved for a few milliseconds of a pool thread.
        const compressed =
          encoding === 'br'
            ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : await gzipAsync(body, { level: 6 });
        res.setHeader('Content-Encoding', encoding);
        return new StreamableFile(compressed, { type: 'application/json; charset=utf-8' });
      }),
    );
  }
}
