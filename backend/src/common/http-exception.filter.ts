import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

/** Every error leaves as `{ error }` with its status; never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, error } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    response.status(status).json({ error });
  }

  private describe(exception: unknown): { status: number; error: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') return { status, error: body };
      const message = (body as { error?: unknown; message?: unknown }).message;
      if (Array.isArray(message)) return { status, error: message.join('; ') };
      if (typeof message === 'string') return { status, error: message };
      return { status, error: exception.message };
    }
    // body-parser and other express middleware throw plain errors carrying a status
    const candidate = exception as { status?: unknown; type?: unknown; message?: unknown };
    if (typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
      if (candidate.type === 'entity.too.large') return { status: 413, error: 'Request body is too large' };
      if (candidate.type === 'entity.parse.failed') return { status: 400, error: 'Request body is not valid JSON' };
      return { status: candidate.status, error: typeof candidate.message === 'string' ? candidate.message : 'Bad request' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
  }
}
