import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH, IDEMPOTENCY_MESSAGES, idempotencyKeyError } from './idempotency.js';

describe('idempotencyKeyError', () => {
  it.each([
    ['a UUID', '3f0c1a9e-8a5b-4c1e-9a53-2f6d0e7b4c11', null],
    ['a ULID', '01HZX3V7Q8K2M4N6P8R0S2T4V6', null],
    ['the shortest', 'a'.repeat(IDEMPOTENCY_KEY_MIN_LENGTH), null],
    ['the longest', 'a'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH), null],
    ['underscores', 'abc_def_ghi_jkl_mno', null],
    ['too short', 'a'.repeat(IDEMPOTENCY_KEY_MIN_LENGTH - 1), IDEMPOTENCY_MESSAGES.invalid],
    ['too long', 'a'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), IDEMPOTENCY_MESSAGES.invalid],
    ['a space', '3f0c1a9e 8a5b 4c1e 9a53', IDEMPOTENCY_MESSAGES.invalid],
    ['a comma (two headers joined)', '3f0c1a9e-8a5b-4c1e,9a53-2f6d0e7b4c11', IDEMPOTENCY_MESSAGES.invalid],
    ['non-ASCII', 'ключ-ключ-ключ-ключ', IDEMPOTENCY_MESSAGES.invalid],
    ['empty', '', IDEMPOTENCY_MESSAGES.invalid],
    ['not text', 42, IDEMPOTENCY_MESSAGES.invalid],
  ])('%s', (_name, value, expected) => {
    expect(idempotencyKeyError(value)).toBe(expected);
  });
});
