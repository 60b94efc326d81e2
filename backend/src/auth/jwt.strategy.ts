import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IncomingHttpHeaders } from 'node:http';
import passport from 'passport';
import { AccessTokensService, type AccessTokenPayload } from './access-tokens.service.js';
import { authenticatedUser, type AuthenticatedUser } from './current-user.decorator.js';

type Verified = (error: unknown, user?: AuthenticatedUser | false) => void;

/**
 * Passport's strategy for our bearer access token. passport-jwt verified the signature on every
 * call through jsonwebtoken, an eighth of an authenticated call's cost; AccessTokensService
 * verifies a token once and remembers it until it expires.
 */
class BearerAccessToken extends passport.Strategy {
  constructor(
    readonly tokens: AccessTokensService,
    readonly verified: (payload: AccessTokenPayload, done: Verified) => void,
  ) {
    super();
  }

  override authenticate(this: passport.StrategyCreated<this>, req: { headers: IncomingHttpHeaders }): void {
    const payload = this.tokens.payloadOf(req.headers.authorization);
    if (!payload) return this.fail(401);
    this.verified(payload, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

@Injectable()
export class JwtStrategy extends PassportStrategy(BearerAccessToken, 'jwt') {
  constructor(private readonly accessTokens: AccessTokensService) {
    super(accessTokens);
  }

  /** The user is looked up on every call (they are loaded anyway), so a deleted account or an ended session fails at once. */
  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    const user = await this.accessTokens.userFor(payload);
    return user ? authenticatedUser(user) : false;
  }
}
