import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { WriteRate } from '../common/write-rate.js';
import type { AuthenticatedUser } from './current-user.decorator.js';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * Bearer access token required; any failure (missing, bad, expired, user gone) is a 401. Once the
 * user is known, their writes are counted here (WriteRate): a global interceptor doing it cost
 * every request an eighth of its time, reads included.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly writes: WriteRate) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<Request & { user: AuthenticatedUser }>();
    await this.writes.count(req.user.id, req.method);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    return user;
  }
}
