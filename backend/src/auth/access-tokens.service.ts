import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../users/entities/user.entity.js';
import type { SignedInUser } from '../users/signed-in-users.js';
import { UsersService } from '../users/users.service.js';

export interface AccessTokenPayload {
  sub: number;
  /** The user's session version when issued: raising it ends every access token issued before. */
  ver?: number;
}

@Injectable()
export class AccessTokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issue(user: Pick<User, 'id' | 'sessionVersion'>): Promise<string> {
    const payload: AccessTokenPayload = { sub: user.id, ver: user.sessionVersion };
    return this.jwt.signAsync(payload);
  }

  /**
   * The user a verified token speaks for, as stored now; null when the account is gone or every
   * session was ended after the token was issued (tokens from before versions count as version 0).
   */
  async userFor(payload: AccessTokenPayload): Promise<SignedInUser | null> {
    if (!Number.isInteger(payload.sub)) return null;
    const user = await this.users.findSignedIn(payload.sub);
    return user && (payload.ver ?? 0) === user.sessionVersion ? user : null;
  }

  /** For routes open to everyone that attach the user when one is signed in: never throws. */
  async userIdFromHeader(authorization: string | undefined): Promise<number | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const user = await this.userFor(await this.jwt.verifyAsync<AccessTokenPayload>(match[1]));
      return user?.id ?? null;
    } catch {
      return null;
    }
  }
}
