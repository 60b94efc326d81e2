import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH, IDEMPOTENCY_MESSAGES, idempotencyKeyError } from '@mealapp/domain';
import {
  applyDecorators,
  BadRequestException,
  HttpStatus,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ErrorDto } from './error.dto.js';
import { IdempotentWrites, requestFingerprint } from './idempotent-writes.service.js';

/**
 * Honours an Idempotency-Key on a write route (after the JWT guard, so the user is known): the
 * first request with the key runs, and a repeat gets its answer without running again. Without the
 * header the route runs as always.
 */
@Injectable()
export class IdempotentWritesInterceptor implements NestInterceptor {
  constructor(private readonly writes: IdempotentWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest & { user: AuthenticatedUser }>();
    const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (key === undefined) return next.handle();
    if (idempotencyKeyError(key)) throw new BadRequestException(IDEMPOTENCY_MESSAGES.invalid);
    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (req.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    const fingerprint = requestFingerprint(req.method, req.url, req.body);
    return from(
      this.writes
        .once(req.user.id, key as string, fingerprint, async () => ({ status, body: (await lastValueFrom(next.handle(), { defaultValue: undefined })) ?? null }))
        // The route answers with its own status; a stored answer is one of that route's.
        .then((answer) => answer.body ?? undefined),
    );
  }
}

/** Marks a write route as honouring the Idempotency-Key header, and documents it. */
export function IdempotentWrite() {
  return applyDecorators(
    UseInterceptors(IdempotentWritesInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        `A key of the client's making (a UUID) for this one change, sent again on every retry. The first request with a key runs; ` +
        `a repeat from the same user gets the first answer without running again, for ${IDEMPOTENCY_KEY_DAYS} days. A malformed key answers 400; ` +
        `a repeat while the first is still running waits for it (503 if it takes too long).`,
      schema: { type: 'string', minLength: IDEMPOTENCY_KEY_MIN_LENGTH, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]+$' },
    }),
    ApiUnprocessableEntityResponse({ type: ErrorDto, description: IDEMPOTENCY_MESSAGES.reused }),
  );
}
