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
