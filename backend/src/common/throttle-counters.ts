import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { QueryResult } from 'pg';
import type { DataSource } from 'typeorm';
import { appPool } from '../database/app-pool.js';

/** Made by ThrottleCounters1765910000000; expired rows go in the retention pass (retention.service.ts). */
export const THROTTLE_COUNTERS_TABLE = 'throttle_counters';

// The package exports the storage's interface but not its record's.
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's storage in the database, so every instance on it counts against one budget:
 * rate-limiter-flexible's PostgreSQL store (a fixed window per key, one atomic upsert per call)
 * over the app's own pool (TypeORM's `pg` pool), on PostgreSQL as on the embedded PGlite. The
 * per-address throttles (AddressThrottlerGuard) and the per-person budgets (PersonRates) both count here.
 */
export class ThrottleCounters implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  /**
   * The app's `pg` pool, minus the statement names the store gives its queries: the embedded
   * database is one PGlite session that outlives each pooled connection (the pool drops idle ones),
   * so a statement prepared under a name on an earlier connection is still there, unknown to the
   * new one, and preparing it again fails ("already exists").
   */
  private readonly unnamedStatements: { query(query: { text: string; values?: unknown[] }): Promise<QueryResult> };

  constructor(dataSource: DataSource) {
    this.unnamedStatements = { query: ({ text, values }) => appPool(dataSource).query(text, values) };
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const counted = await this.limiterFor(throttlerName, ttl, limit, blockDuration).consume(key);
      return { totalHits: counted.consumedPoints, timeToExpire: seconds(counted.msBeforeNext), isBlocked: false, timeToBlockExpire: 0 };
    } catch (refusal) {
      // The store rejects with the count itself once the limit is passed; anything else is a failure.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const wait = seconds(refusal.msBeforeNext);
      return { totalHits: refusal.consumedPoints, timeToExpire: wait, isBlocked: true, timeToBlockExpire: wait };
    }
  }

  private limiterFor(throttlerName: string, ttl: number, limit: number, blockDuration: number): RateLimiterPostgres {
    const id = `${throttlerName}:${ttl}:${limit}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.unnamedStatements,
        storeType: 'pool',
        tableName: THROTTLE_COUNTERS_TABLE,
        // The migration made the table; the retention pass deletes expired counters (no timer of its own).
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: throttlerName,
        points: limit,
        duration: ttl / 1000,
        blockDuration: blockDuration / 1000,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}
