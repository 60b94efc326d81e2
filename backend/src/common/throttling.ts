import { type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerGuard, ThrottlerStorage, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Named throttlers (per client address). A controller opts in with the guard and skips the others. */
export const AUTH_THROTTLER = 'auth';
export const CLIENT_ERRORS_THROTTLER = 'client-errors';
export const THROTTLE_TTL_MS = 60_000;
export const AUTH_CALLS_PER_MINUTE = 60;
export const CLIENT_ERRORS_PER_MINUTE = 30;
/** THROTTLE_RELAXED=1: benchmarks drive everything from one address. */
export const RELAXED_CALLS_PER_MINUTE = 1_000_000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * A 429 that says when to try again: the exception filter sends `retryAfterSeconds` as the
 * `Retry-After` header (RFC 9110 §10.2.3), so a client backs off for as long as it must instead
 * of guessing. Every refusal for too many calls throws this one.
 */
export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The per-address throttles (ThrottlerModule's named throttlers) with the same 429 as every other:
 * the package's own guard sends `Retry-After-<throttler name>`, which no client reads.
 */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, limit: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequests(TOO_MANY_REQUESTS, Math.max(1, limit.timeToBlockExpire));
  }
}

/**
 * Every per-person budget, declared once: a signed-in person's calls of a kind counted against
 * their own limit a minute, whichever address they come from.
 */
export const PERSON_RATES = {
  /** A shopping trip ticks fast, but no person makes two changes a second for a minute. */
  writes: { perMinute: 120, refusal: TOO_MANY_REQUESTS },
  /** Each import makes the server fetch a page (or parse up to 100 KB of text, or an archive): far more work than a write. */
  imports: { perMinute: 20, refusal: 'Too many recipe imports. Please wait a minute and try again.' },
  /** Codes are typed by people: a few tries a minute is plenty, and it keeps guessing an open code (one in 8·10^14) out of reach. */
  'household-codes': { perMinute: 10, refusal: 'Too many invitation codes tried. Please wait a minute and try again.' },
  /** Making invitations is limited too, so a household cannot be used to mint codes in bulk. */
  'household-invitations': { perMinute: 10, refusal: 'Too many invitations made. Please wait a minute and try again.' },
  /** Each one pushes to every device of the person: a few a minute is plenty to try a setting. */
  'test-notices': { perMinute: 5, refusal: 'Too many test notifications. Please wait a minute and try again.' },
} as const;
export type PersonRate = keyof typeof PERSON_RATES;

/**
 * Counts a person's calls against PERSON_RATES in the throttler's storage (throttle_counters,
 * shared by every instance on the database); one past the limit a minute is a 429 with Retry-After.
 */
@Injectable()
export class PersonRates {
  private readonly relaxed: boolean;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.relaxed = config.throttleRelaxed;
  }

  /** @throws TooManyRequests past the person's budget of `rate` for this minute. */
  async count(rate: PersonRate, userId: number): Promise<void> {
    const { perMinute, refusal } = PERSON_RATES[rate];
    const limit = this.relaxed ? RELAXED_CALLS_PER_MINUTE : perMinute;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(`${rate}:user:${userId}`, THROTTLE_TTL_MS, limit, 0, rate);
    if (isBlocked) throw new TooManyRequests(refusal, Math.max(1, timeToBlockExpire));
  }
}
