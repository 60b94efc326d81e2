import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UsersService } from '../users/users.service.js';
import type { AccessTokenPayload } from './jwt.strategy.js';

@Injectable()
export class AccessTokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issue(userId: number): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId };
    return this.jwt.signAsync(payload);
  }

  /** For routes open to everyone that attach the user when one is signed in: never throws. */
  async userIdFromHeader(authorization: string | undefined): Promise<number | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(match[1]);
      if (!Number.isInteger(payload.sub)) return null;
      return (await this.users.findById(payload.sub)) ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
