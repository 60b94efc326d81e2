import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PersonRates } from '../common/throttling.js';
import type { AuthenticatedUser } from './current-user.decorator.js';
import { JwtStrategy } from './jwt.strategy.js';
import { runStrategy } from './run-strategy.js';
import { SessionBoundRoutes } from './session-bound-reads.js';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bearer access token required; any failure (missing, bad, expired, user gone) is a 401. Once the
 * user is known, their writes are counted here (PersonRates): a global interceptor doing it cost
 * every request an eighth of its time, reads included.
 *
 * The Passport strategy (JwtStrategy) is run here directly (runStrategy) rather than through
 * @nestjs/passport's AuthGuard and passport.authenticate(): those are built for sessions and
 * redirects, and gave every request six new properties, a new middleware and a promise chain,
 * about a quarter of an authenticated call's CPU with the garbage they left (docs/performance.md).
 *
 * A route marked ReadWithSession reads the session's user in its own read's statement, one database
 * turn instead of two; the same user must be there with the token's session version
 * (session-bound-reads.ts).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly strategy: JwtStrategy,
    private readonly rates: PersonRates,
    private readonly sessionBound: SessionBoundRoutes,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const read = this.sessionBound.readOf(context.getHandler());
    const user = read ? await this.sessionBound.authenticate(read, req) : await runStrategy<AuthenticatedUser>(this.strategy, req);
    if (!user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    req.user = user;
    if (WRITE_METHODS.has(req.method)) await this.rates.count('writes', user.id);
    return true;
  }
}
