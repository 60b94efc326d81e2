import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { addDays, daysUntil, isDateString, localDateString } from './dates.js';

// These cases must hold in every time zone. The last test re-runs this file in zones with DST
// (Jest's process.env is a copy, so TZ can only be set for a fresh process).
const DST_ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe'];
const zoneUnderTest = process.env.PANTRY_DATES_TZ;

/** A local wall-clock time, as the user's device would hold it. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('localDateString', () => {
  it.each([
    [local(2026, 3, 14, 0, 0), '2026-03-14'],
    [local(2026, 3, 14, 23, 59), '2026-03-14'],
    [local(2026, 1, 1, 0, 0), '2026-01-01'],
    [local(2026, 12, 31, 23, 59), '2026-12-31'],
    [local(2028, 2, 29), '2028-02-29'],
    [local(999, 5, 6), '0999-05-06'],
  ])('%p -> %s', (date, expected) => {
    expect(localDateString(date)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-14', 0, '2026-03-14'],
    ['2026-03-14', 1, '2026-03-15'],
    ['2026-03-14', -1, '2026-03-13'],
    ['2026-03-31', 1, '2026-04-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-07', 2, '2026-03-09'], // across the US spring-forward night
    ['2026-10-24', 14, '2026-11-07'], // across the EU and US fall-back nights
    ['2026-01-01', 1825, '2030-12-31'],
  ])('%s + %i -> %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-3-14', '14/03/2026', ''])('rejects %p', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError);
  });
});

describe('isDateString', () => {
  it.each([
    ['2026-03-14', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-03-14T00:00:00Z', false],
    [' 2026-03-14', false],
    [null, false],
    [20260314, false],
  ])('%p -> %p', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });
});

describe('daysUntil counts calendar days, not 24-hour slices', () => {
  it.each([
    ['same day, midnight', '2026-03-14', local(2026, 3, 14, 0, 0), 0],
    ['same day, late evening', '2026-03-14', local(2026, 3, 14, 23, 59), 0],
    ['tomorrow, a minute away', '2026-03-15', local(2026, 3, 14, 23, 59), 1],
    ['tomorrow, from early morning', '2026-03-15', local(2026, 3, 14, 0, 1), 1],
    ['yesterday', '2026-03-13', local(2026, 3, 14, 0, 0), -1],
    ['a week on, late evening', '2026-03-21', local(2026, 3, 14, 23, 30), 7],
    ['over a year end', '2027-01-02', local(2026, 12, 31, 22, 0), 2],
    ['over a leap day', '2028-03-01', local(2028, 2, 28), 2],
    // US spring forward 2026-03-08 (a 23-hour day), EU 2026-03-29, Lord Howe 2026-10-04 (30 min)
    ['US spring forward, night before', '2026-03-09', local(2026, 3, 8, 0, 30), 1],
    ['US spring forward, late evening', '2026-03-09', local(2026, 3, 8, 23, 30), 1],
    ['US spring forward, across', '2026-03-15', local(2026, 3, 7, 23, 0), 8],
    ['EU spring forward', '2026-03-30', local(2026, 3, 29, 0, 30), 1],
    ['Lord Howe spring forward', '2026-10-05', local(2026, 10, 4, 23, 45), 1],
    // fall back: US 2026-11-01 and EU 2026-10-25 are 25-hour days
    ['US fall back, just after midnight', '2026-11-02', local(2026, 11, 1, 0, 15), 1],
    ['US fall back, late evening', '2026-11-01', local(2026, 11, 1, 23, 45), 0],
    ['EU fall back, across', '2026-10-26', local(2026, 10, 24, 23, 30), 2],
    ['past, across fall back', '2026-10-31', local(2026, 11, 2, 1, 0), -2],
  ])('%s: %s from %p -> %i', (_case, date, today, expected) => {
    expect(daysUntil(date, today)).toBe(expected);
  });

  it('rejects a malformed date', () => {
    expect(() => daysUntil('2026-02-30', local(2026, 2, 1))).toThrow(RangeError);
  });

  if (zoneUnderTest) {
    it(`really runs in ${zoneUnderTest}, where some local days are not 24 hours long`, () => {
      const offsets = new Set([local(2026, 1, 15).getTimezoneOffset(), local(2026, 7, 15).getTimezoneOffset()]);
      expect(offsets.size).toBe(2);
    });
  } else {
    const repoRoot = resolve(__dirname, '../../../..');
    const runIn = (zone: string) =>
      new Promise<{ code: number | null; output: string }>((done) => {
        const args = ['--config', resolve(repoRoot, 'jest.config.cjs'), '--selectProjects', 'domain', '--runTestsByPath', __filename, '--ci'];
        const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...args], {
          cwd: repoRoot,
          env: { ...process.env, TZ: zone, PANTRY_DATES_TZ: zone },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => done({ code, output }));
      });

    it.each(DST_ZONES)('holds in %s', async (zone) => {
      const { code, output } = await runIn(zone);
      expect(output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
      expect(code).toBe(0);
    }, 60_000);
  }
});
