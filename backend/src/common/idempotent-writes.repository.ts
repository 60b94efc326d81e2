import { IDEMPOTENCY_KEY_DAYS } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A key as stored, with what the database says of its age. */
export interface HeldKey {
  fingerprint: string;
  statusCode: number | null;
  body: unknown;
  /** Older than IDEMPOTENCY_KEY_DAYS: as good as absent. */
  expired: boolean;
  ageMs: number;
}

const EXPIRY = `interval '${IDEMPOTENCY_KEY_DAYS} days'`;

/** The idempotent_writes rows of one user; every query names its owner. */
@Injectable()
export class IdempotentWritesRepository {
  /** Takes the key for a write about to run; false when the user holds it already. Commits at once, outside any transaction of the write. */
  async claimFor(manager: EntityManager, userId: number, key: string, fingerprint: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO idempotent_writes (user_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, fingerprint],
    );
    return rows.length === 1;
  }

  async findOwnedBy(manager: EntityManager, userId: number, key: string): Promise<HeldKey | null> {
    const [row] = await manager.query<Array<{ fingerprint: string; status_code: number | null; body: unknown; expired: boolean; age_ms: string }>>(
      `SELECT fingerprint, status_code, body, created_at < now() - ${EXPIRY} AS expired,
              floor(extract(epoch FROM now() - created_at) * 1000) AS age_ms
       FROM idempotent_writes WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    if (!row) return null;
    return { fingerprint: row.fingerprint.trim(), statusCode: row.status_code, body: row.body, expired: row.expired, ageMs: Number(row.age_ms) };
  }

  /** Stores the answer of a write the user's claim ran. */
  async completeOwnedBy(manager: EntityManager, userId: number, key: string, statusCode: number, body: unknown): Promise<void> {
    await manager.query(
      `UPDATE idempotent_writes SET status_code = $3, body = $4::jsonb, completed_at = now()
       WHERE user_id = $1 AND key = $2 AND status_code IS NULL`,
      [userId, key, statusCode, JSON.stringify(body ?? null)],
    );
  }

  /** Frees a claim whose write did nothing (refused or failed), so a repeat runs it again. */
  async releaseOwnedBy(manager: EntityManager, userId: number, key: string): Promise<void> {
    await manager.query(`DELETE FROM idempotent_writes WHERE user_id = $1 AND key = $2 AND status_code IS NULL`, [userId, key]);
  }

  async deleteExpiredOwnedBy(manager: EntityManager, userId: number, key: string): Promise<void> {
    await manager.query(`DELETE FROM idempotent_writes WHERE user_id = $1 AND key = $2 AND created_at < now() - ${EXPIRY}`, [userId, key]);
  }
}
