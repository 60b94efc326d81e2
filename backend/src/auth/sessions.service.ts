import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokensService } from './access-tokens.service.js';
import { INVALID_REFRESH_TOKEN, RefreshTokensService } from './refresh-tokens.service.js';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A device's session: a refresh-token family (the cookie) and short-lived access tokens. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly refreshTokens: RefreshTokensService,
    private readonly accessTokens: AccessTokensService,
    private readonly users: UsersService,
  ) {}

  async start(user: Pick<User, 'id' | 'sessionVersion'>): Promise<SessionTokens> {
    return { refreshToken: await this.refreshTokens.start(user.id), accessToken: await this.accessTokens.issue(user) };
  }

  async refresh(presented: string | undefined): Promise<SessionTokens> {
    const { userId, token } = await this.refreshTokens.rotate(presented);
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    return { refreshToken: token, accessToken: await this.accessTokens.issue(user) };
  }

  signOut(presented: string | undefined): Promise<void> {
    return this.refreshTokens.revokeByToken(presented);
  }

  /**
   * Signs the account out on every device: every refresh token is revoked and every access token
   * issued before is refused (the session version rises). In the caller's transaction.
   */
  async endAll(manager: EntityManager, userId: number): Promise<void> {
    await this.users.raiseSessionVersion(manager, userId);
    await this.refreshTokens.revokeAllForUser(manager, userId);
  }
}
