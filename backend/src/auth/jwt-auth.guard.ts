import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

/** Bearer access token required; any failure (missing, bad, expired, user gone) is a 401. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    return user;
  }
}
