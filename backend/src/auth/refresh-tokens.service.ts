import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomUUID } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { randomToken, sha256 } from './tokens.js';

export const INVALID_REFRESH_TOKEN = 'Invalid or expired session. Please sign in again.';
/**
 * Two tabs (or a retried request) may present the same token at once. Within this window after a
 * rotation the old token answers the same successor, as long as that successor is still unused;
 * after it, or once the successor has moved on, presenting it again is reuse.
 */
export const REFRESH_GRACE_MS = 30_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Rotation = { userId: number; token: string } | { reused: true; familyId: string } | null;

/**
 * Refresh tokens rotate on every use. Presenting a token that was already rotated, outside the
 * grace window, means it was copied: the whole family (every token descended from that sign-in)
 * is revoked.
 */
@Injectable()
export class RefreshTokensService {
  /** A token's successor is derived from it, so a repeat within the grace window can answer the same one without storing it. */
  private readonly successorKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.successorKey = createHmac('sha256', config.jwtSecret).update('refresh-token-successor').digest();
  }

  /** A new family, at sign-in. */
  async start(userId: number, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = randomToken();
    await this.insert(manager, userId, randomUUID(), token);
    return token;
  }

  /** Returns the user and the next token of the family; 401 when the token is unknown, reused, revoked or expired. */
  async rotate(presented: string | undefined): Promise<{ userId: number; token: string }> {
    if (!presented) throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    const outcome = await this.dataSource.transaction((manager) => this.rotateIn(manager, presented));
    if (!outcome) throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    if ('reused' in outcome) {
      await this.revokeFamily(outcome.familyId);
      throw new UnauthorizedException(INVALID_REFRESH_TOKEN);
    }
    return outcome;
  }

  private async rotateIn(manager: EntityManager, presented: string): Promise<Rotation> {
    const tokenHash = sha256(presented);
    const current = await manager.findOneBy(RefreshToken, { tokenHash });
    if (!current || current.revokedAt || current.expiresAt.getTime() <= Date.now()) return null;
    const successor = this.successorOf(presented);
    // Conditional update: of two requests racing with the same token, only one rotates it.
    const claimed = await manager
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ rotatedAt: () => 'now()' })
      .where({ id: current.id, rotatedAt: IsNull(), revokedAt: IsNull() })
      .execute();
    if (claimed.affected) {
      await this.insert(manager, current.userId, current.familyId, successor);
      return { userId: current.userId, token: successor };
    }
    // Read again: the row was rotated (or revoked) by a request that committed after our first read.
    const [repeat] = await manager.query<Array<{ within_grace: boolean; successor_live: boolean }>>(
      `SELECT t.revoked_at IS NULL AND t.rotated_at > now() - make_interval(secs => $2) AS within_grace,
              EXISTS (SELECT 1 FROM refresh_tokens s
                      WHERE s.token_hash = $3 AND s.family_id = t.family_id AND s.rotated_at IS NULL AND s.revoked_at IS NULL) AS successor_live
       FROM refresh_tokens t WHERE t.id = $1`,
      [current.id, REFRESH_GRACE_MS / 1000, sha256(successor)],
    );
    if (repeat?.within_grace && repeat.successor_live) return { userId: current.userId, token: successor };
    return { reused: true, familyId: current.familyId };
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

  /** Every session of the user ends. Runs in the caller's transaction. */
  async revokeAllForUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  private successorOf(presented: string): string {
    return createHmac('sha256', this.successorKey).update(presented).digest('base64url');
  }

  private async insert(manager: EntityManager, userId: number, familyId: string, token: string): Promise<void> {
    await manager.insert(RefreshToken, {
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * DAY_MS),
    });
  }
}
