import { calendarDateIn, daysBetween, isTimeZone } from './calendar.js';

describe('daysBetween', () => {
  it.each([
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-25', 1],
    ['2026-11-25', '2026-11-24', -1],
    ['2026-03-28', '2026-03-30', 2], // across the European DST change
    ['2028-02-28', '2028-03-01', 2], // leap year
    ['2026-01-01', '2026-03-04', 62],
  ])('%s -> %s is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/London', true],
    ['Pacific/Kiritimati', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [3, false],
  ])('%p -> %p', (value, expected) => {
    expect(isTimeZone(value)).toBe(expected);
  });
});

describe('calendarDateIn', () => {
  const instant = new Date('2026-11-24T23:30:00Z');
  it.each([
    ['UTC', '2026-11-24'],
    ['Europe/Berlin', '2026-11-25'],
    ['America/New_York', '2026-11-24'],
    ['Pacific/Kiritimati', '2026-11-25'],
    ['Pacific/Pago_Pago', '2026-11-24'],
  ])('23:30 UTC in %s is %s', (timeZone, expected) => {
    expect(calendarDateIn(instant, timeZone)).toBe(expected);
  });
});
