import { HttpException, HttpStatus } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** Named throttlers (per client address). A controller opts in with the guard and skips the others. */
export const AUTH_THROTTLER = 'auth';
export const CLIENT_ERRORS_THROTTLER = 'client-errors';
export const THROTTLE_TTL_MS = 60_000;
export const AUTH_CALLS_PER_MINUTE = 60;
export const CLIENT_ERRORS_PER_MINUTE = 30;
/** Per signed-in user: a shopping trip ticks fast, but no person makes two changes a second for a minute. */
export const WRITES_PER_MINUTE = 120;
/** THROTTLE_RELAXED=1: benchmarks drive everything from one address. */
export const RELAXED_CALLS_PER_MINUTE = 1_000_000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * One call of a signed-in user's counted against their own budget of `kind` (writes, imports), in
 * the throttler's storage (throttle_counters, shared by every instance on the database), whichever
 * address they come from; one past `limit` a minute is refused with 429 and `message`.
 */
export async function countPerUser(storage: ThrottlerStorage, kind: string, userId: number, limit: number, message: string): Promise<void> {
  const { isBlocked } = await storage.increment(`${kind}:user:${userId}`, THROTTLE_TTL_MS, limit, 0, kind);
  if (isBlocked) throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
