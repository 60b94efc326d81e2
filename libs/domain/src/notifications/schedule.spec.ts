import { DEFAULT_NOTIFICATION_HOUR, isNotificationDue, localClock } from './schedule.js';

describe('localClock', () => {
  it.each([
    ['2026-11-24T07:59:00Z', 'UTC', '2026-11-24', 7],
    ['2026-11-24T08:00:00Z', 'UTC', '2026-11-24', 8],
    ['2026-11-24T00:30:00Z', 'UTC', '2026-11-24', 0],
    ['2026-11-24T23:30:00Z', 'UTC', '2026-11-24', 23],
    // ahead of UTC: already tomorrow
    ['2026-11-24T23:30:00Z', 'Pacific/Auckland', '2026-11-25', 12],
    ['2026-11-24T20:30:00Z', 'Asia/Tokyo', '2026-11-25', 5],
    // behind UTC: still yesterday
    ['2026-11-24T03:00:00Z', 'America/New_York', '2026-11-23', 22],
    ['2026-11-24T13:00:00Z', 'America/New_York', '2026-11-24', 8],
    // half-hour zone
    ['2026-11-24T02:30:00Z', 'Asia/Kolkata', '2026-11-24', 8],
    // summer time: London is UTC+1 in July, UTC in November
    ['2026-07-01T07:00:00Z', 'Europe/London', '2026-07-01', 8],
    ['2026-11-01T07:00:00Z', 'Europe/London', '2026-11-01', 7],
  ])('%s in %s is %s, hour %i', (instant, zone, date, hour) => {
    expect(localClock(new Date(instant), zone)).toEqual({ date, hour });
  });
});

describe('isNotificationDue', () => {
  it('sends from 08:00 by default', () => expect(DEFAULT_NOTIFICATION_HOUR).toBe(8));

  it.each([
    [0, 8, false],
    [7, 8, false],
    [8, 8, true],
    [9, 8, true],
    [23, 8, true],
    [0, 0, true],
    [22, 23, false],
  ])('hour %i with send hour %i -> %p', (hour, sendHour, due) => {
    expect(isNotificationDue({ date: '2026-11-24', hour }, sendHour)).toBe(due);
  });
});
