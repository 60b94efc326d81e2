import { HttpException, HttpStatus, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, throwError, type Observable } from 'rxjs';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive-limits.js';

// room for the multipart boundaries and part headers around the files
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Put before the files interceptor: refuses an upload larger than ARCHIVE_LIMITS.uploadBytes from
 * its Content-Length, before a byte of it is read (Node ends the body at that length, so it cannot
 * lie upwards), and says the limit when multer's own per-file check refuses.
 */
@Injectable()
export class ArchiveUploadLength implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const length = context.switchToHttp().getRequest<FastifyRequest>().headers['content-length'];
    if (length === undefined) throw new HttpException(ARCHIVE_MESSAGES.lengthRequired, HttpStatus.LENGTH_REQUIRED);
    if (!/^\d+$/.test(length) || Number(length) > ARCHIVE_LIMITS.uploadBytes + MULTIPART_OVERHEAD) throw new PayloadTooLargeException(ARCHIVE_MESSAGES.tooLarge);
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) return throwError(() => new PayloadTooLargeException(ARCHIVE_MESSAGES.tooLarge));
        if (error instanceof HttpException && /too many files/i.test(error.message)) return throwError(() => new HttpException(ARCHIVE_MESSAGES.tooManyFiles, HttpStatus.BAD_REQUEST));
        return throwError(() => error);
      }),
    );
  }
}
