import { pushRetryDelayMs, retryAfterMs } from './delivery';

const now = new Date('2026-11-29T12:00:00Z');

describe('pushRetryDelayMs', () => {
  it.each([
    // tries so far, status, Retry-After, wait
    [1, 500, null, 500], // the first retry waits the first delay
    [2, 503, null, 1000], // then twice as long
    [3, 503, null, null], // three tries: no more
    [1, 429, '2', 2000], // Retry-After in seconds is honoured
    [1, 429, 'Sun, 29 Nov 2026 12:00:03 GMT', 3000], // and as a date
    [1, 429, 'Sun, 29 Nov 2026 11:59:00 GMT', 0], // a date gone by: at once
    [1, 503, '60', null], // asked to wait past the bound: give up rather than stall the job
    [1, 429, 'soon', 500], // an unreadable Retry-After: the usual backoff
    [1, 400, null, null], // a refusal is not retried
    [1, 404, null, null],
    [1, 410, null, null],
    [1, 201, null, null],
  ])('after %p tries answered %p (Retry-After %p): %p', (attempts, status, retryAfter, wait) => {
    expect(pushRetryDelayMs(attempts, status, retryAfter, now)).toBe(wait);
  });
});

describe('retryAfterMs', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['0', 0],
    ['120', 120_000],
    ['-1', null],
    ['1.5', null],
    ['99999999999', 99_999_999_999_000],
    ['Sun, 29 Nov 2026 12:01:00 GMT', 60_000],
    ['2026', 2_026_000], // digits alone are seconds, never a date
  ])('%p: %p', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
});
