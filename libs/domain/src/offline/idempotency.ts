/**
 * A write the apps may send more than once (a retry after no answer, a queue replayed when the
 * connection returns) carries a key of the device's making; the server does it the first time and
 * answers every repeat with the first answer (docs/offline.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A UUID (36 characters) fits; so do ULIDs and other random ids of at least 16 characters. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

/**
 * How long the server keeps a key and its answer. A repeat comes from a device that lost the
 * answer; one offline for longer than this is past saving from a double write either way.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `${IDEMPOTENCY_KEY_HEADER} must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, '-' or '_' (a UUID)`,
  reused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`,
  inProgress: 'This change is still being saved; try again shortly',
  unfinished: 'An earlier attempt of this change did not finish; reload to see whether it was saved',
} as const;

const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** Null for a usable key, else the 400 text. */
export function idempotencyKeyError(value: unknown): string | null {
  return typeof value === 'string' && KEY_PATTERN.test(value) ? null : IDEMPOTENCY_MESSAGES.invalid;
}
