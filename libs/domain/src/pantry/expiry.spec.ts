import { EXPIRING_SOON_DAYS, expiryLabel, formatPlainDate, isExpired, isExpiringSoon } from './expiry.js';

const today = new Date(2026, 2, 14, 21, 45); // a late-evening Saturday, local time

describe('EXPIRING_SOON_DAYS', () => {
  it('is 7 (spec part 1 §9)', () => expect(EXPIRING_SOON_DAYS).toBe(7));
});

describe('expiryLabel', () => {
  it.each([
    ['2025-12-31', 'Expired', 'red'],
    ['2026-03-13', 'Expired', 'red'],
    ['2026-03-14', 'Expires today', 'red'],
    ['2026-03-15', 'Expires tomorrow', 'orange'],
    ['2026-03-16', 'Expires in 2 days', 'orange'],
    ['2026-03-17', 'Expires in 3 days', 'orange'],
    ['2026-03-18', 'Expires in 4 days', 'amber'],
    ['2026-03-21', 'Expires in 7 days', 'amber'],
    ['2026-03-22', 'Mar 22, 2026', 'neutral'],
    ['2027-03-14', 'Mar 14, 2027', 'neutral'],
  ])('%s -> %s (%s)', (date, text, tone) => {
    expect(expiryLabel(date, today)).toEqual({ text, tone });
  });

  it.each([null, '', '2026-02-30', 'soon'])('%p -> null', (date) => {
    expect(expiryLabel(date, today)).toBeNull();
  });
});

describe('formatPlainDate', () => {
  it.each([
    ['2027-03-14', 'Mar 14, 2027'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
  ])('%s -> %s', (date, expected) => {
    expect(formatPlainDate(date)).toBe(expected);
  });
});

describe('isExpiringSoon and isExpired', () => {
  it.each([
    // date, window, expiring soon, expired
    ['2026-03-13', undefined, false, true],
    ['2026-03-14', undefined, true, false],
    ['2026-03-15', undefined, true, false],
    ['2026-03-17', undefined, true, false],
    ['2026-03-21', undefined, true, false],
    ['2026-03-22', undefined, false, false],
    ['2026-03-16', 1, false, false],
    ['2026-03-15', 1, true, false],
    ['2026-03-14', 0, true, false],
    ['2026-03-24', 10, true, false],
    [null, undefined, false, false],
    ['not a date', undefined, false, false],
  ])('%p (window %p): soon %p, expired %p', (expirationDate, windowDays, soon, expired) => {
    expect(isExpiringSoon({ expirationDate }, today, windowDays)).toBe(soon);
    expect(isExpired({ expirationDate }, today)).toBe(expired);
  });
});
