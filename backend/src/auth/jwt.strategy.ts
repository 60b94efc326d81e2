import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AccessTokensService, type AccessTokenPayload } from './access-tokens.service.js';
import type { AuthenticatedUser } from './current-user.decorator.js';
import { jwtKey } from './jwt-key.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accessTokens: AccessTokensService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types predate that.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** The user is looked up on every call (they are loaded anyway), so a deleted account or an ended session fails at once. */
  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    const user = await this.accessTokens.userFor(payload);
    return user ? { id: user.id, name: user.name, email: user.email } : false;
  }
}
