import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { jwtKey } from './jwt-key.js';
import type { AuthenticatedUser } from './current-user.decorator.js';

export interface AccessTokenPayload {
  sub: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types predate that.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A valid token for a deleted account must not work: look the user up on every call. */
  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    if (!Number.isInteger(payload.sub)) return false;
    const user = await this.users.findById(payload.sub);
    return user ? { id: user.id, name: user.name, email: user.email } : false;
  }
}
