import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { randomToken, sha256 } from './tokens.js';

export const INVALID_REFRESH_TOKEN = 'Invalid or expired session. Please sign in again.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refresh tokens rotate on every use. Presenting a token that was already rotated means it was
 * copied: the whole family (every token descended from that sign-in) is revoked.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new family, at sign-in. */
  start(userId: number): Promise<string> {
    return this.insert(this.dataSource.manager, userId, randomUUID());
  }

  /** Returns the user and a new token of the same family; 401 when the token is unknown, used, revoked or expired. */
  async rotate(presented: string | undefined): Promise<{ userId: number; token: string }> {
    if (!presented) throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneBy(RefreshToken, { tokenHash: sha256(presented) });
      if (!current || current.revokedAt || current.expiresAt.getTime() <= Date.now()) return null;
      // Conditional update: of two requests racing with the same token, only one rotates it.
      const claimed = await manager
        .createQueryBuilder()
        .update(RefreshToken)
        .set({ rotatedAt: () => 'now()' })
        .where({ id: current.id, rotatedAt: IsNull(), revokedAt: IsNull() })
        .execute();
      if (!claimed.affected) return { reused: true as const, familyId: current.familyId };
      return { reused: false as const, userId: current.userId, token: await this.insert(manager, current.userId, current.familyId) };
    });
    if (!outcome) throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    if (outcome.reused) {
      await this.revokeFamily(outcome.familyId);
      throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    }
    return { userId: outcome.userId, token: outcome.token };
  }

  /** Sign-out: the presented token's family ends. Unknown tokens are ignored. */
  async revokeByToken(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await this.dataSource.manager.findOneBy(RefreshToken, { tokenHash: sha256(presented) });
    if (token) await this.revokeFamily(token.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource.manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  /** After a password reset every session of the user ends. Runs in the caller's transaction. */
  async revokeAllForUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  private async insert(manager: EntityManager, userId: number, familyId: string): Promise<string> {
    const token = randomToken();
    await manager.insert(RefreshToken, {
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * DAY_MS),
    });
    return token;
  }
}
