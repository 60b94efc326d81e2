import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { RECIPE_IMAGE_MESSAGES } from './recipe-images.service.js';

/** Put before the file interceptor: its size refusal (multer's "File too large") says what the limit is. */
@Injectable()
export class ImageTooLarge implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? new PayloadTooLargeException(RECIPE_IMAGE_MESSAGES.tooLarge) : error))));
  }
}
