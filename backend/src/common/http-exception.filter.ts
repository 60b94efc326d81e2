import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { THROTTLE_TTL_MS } from './throttling.js';

interface ParserError {
  status?: unknown;
  code?: unknown;
}

/**
 * A body Fastify refused before the handler, by its error's `code`, in our words: its own message
 * names its internals ("FST_ERR_CTP_…"). Our JSON parser's refusals carry their words (json-bodies.ts).
 */
function parserFailure(error: ParserError | undefined): { status: number; error: string } | null {
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, error: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, error: 'Unsupported request body type: send JSON (Content-Type: application/json)' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: HttpStatus.BAD_REQUEST, error: 'Request body does not match its Content-Length' };
    default:
      return null;
  }
}

/** Every error leaves as `{ error }` with its status; never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, error } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent || reply.raw.headersSent) return;
    // An answer that says when to try again carries it as Retry-After: the exception's own wait (a
    // TooManyRequests, a busy reader's 503), else a throttle window for any other 429.
    const ownWait = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    const retryAfter = typeof ownWait === 'number' ? ownWait : status === HttpStatus.TOO_MANY_REQUESTS ? THROTTLE_TTL_MS / 1000 : undefined;
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    reply.status(status).send({ error });
  }

  private describe(exception: unknown): { status: number; error: string } {
    if (exception instanceof HttpException) {
      // Nest's Fastify adapter wraps errors of body parsing, keeping the original as the cause
      const fromParser = parserFailure(exception.cause as ParserError | undefined);
      if (fromParser) return fromParser;
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') return { status, error: body };
      const message = (body as { error?: unknown; message?: unknown }).message;
      if (Array.isArray(message)) return { status, error: message.join('; ') };
      if (typeof message === 'string') return { status, error: message };
      return { status, error: exception.message };
    }
    const candidate = exception as ParserError;
    const fromParser = parserFailure(candidate);
    if (fromParser) return fromParser;
    if (typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
      return { status: candidate.status, error: 'Bad request' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
  }
}
