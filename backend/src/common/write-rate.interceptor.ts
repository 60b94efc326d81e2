import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RELAXED_CALLS_PER_MINUTE, THROTTLE_TTL_MS, TOO_MANY_REQUESTS, WRITES_PER_MINUTE } from './throttling.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Limits each signed-in user's writes, whichever address they come from. An interceptor, because
 * interceptors run after the guards: the user is known by then, from a verified token.
 */
@Injectable()
export class WriteRateInterceptor implements NestInterceptor {
  private readonly limit: number;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.throttleRelaxed ? RELAXED_CALLS_PER_MINUTE : WRITES_PER_MINUTE;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { user?: { id: number } }>();
    if (req.user && WRITE_METHODS.has(req.method)) {
      const { isBlocked } = await this.storage.increment(`writes:user:${req.user.id}`, THROTTLE_TTL_MS, this.limit, 0, 'writes');
      if (isBlocked) throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
    }
    return next.handle();
  }
}
