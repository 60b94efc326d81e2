import { act, renderHook } from '@testing-library/react';
import { untilNextDay, useToday } from './today';

afterEach(() => jest.useRealTimers());

test.each([
  [new Date(2026, 10, 24, 23, 59, 30), 30_000],
  [new Date(2026, 10, 24, 0, 0, 0), 24 * 3600_000],
  [new Date(2026, 11, 31, 12, 0, 0), 12 * 3600_000],
])('from %s the next day starts in %i ms', (now, ms) => {
  expect(untilNextDay(now)).toBe(ms);
});

test('moves on to the next day at local midnight', () => {
  jest.useFakeTimers({ now: new Date(2026, 10, 24, 23, 59, 30) });
  const { result } = renderHook(() => useToday());
  expect(result.current).toBe('2026-11-24');
  act(() => jest.advanceTimersByTime(20_000));
  expect(result.current).toBe('2026-11-24');
  act(() => jest.advanceTimersByTime(11_000));
  expect(result.current).toBe('2026-11-25');
  act(() => jest.advanceTimersByTime(24 * 3600_000));
  expect(result.current).toBe('2026-11-26');
});

test('checks the day again when the app comes back into view', () => {
  jest.useFakeTimers({ now: new Date(2026, 10, 24, 22, 0, 0) });
  const { result } = renderHook(() => useToday());
  // A suspended tab's timer did not fire; the clock moved on anyway.
  jest.setSystemTime(new Date(2026, 10, 25, 7, 0, 0));
  expect(result.current).toBe('2026-11-24');
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(result.current).toBe('2026-11-25');
});
