import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { PersonRates } from '../common/throttling.js';
import type { AuthenticatedUser } from './current-user.decorator.js';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bearer access token required; any failure (missing, bad, expired, user gone) is a 401. Once the
 * user is known, their writes are counted here (PersonRates): a global interceptor doing it cost
 * every request an eighth of its time, reads included.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly rates: PersonRates) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<Request & { user: AuthenticatedUser }>();
    if (WRITE_METHODS.has(req.method)) await this.rates.count('writes', req.user.id);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    return user;
  }
}
