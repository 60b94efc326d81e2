import { pauseTimer, readTimers, remainingMs, resumeTimer, startTimer, timerClock, timerEnded, timerLength } from './timers.js';

const T0 = 1_800_000_000_000;

describe('cook mode timers (issue 26)', () => {
  it('keeps time from its end, however rarely it is looked at', () => {
    const timer = startTimer('a', 'Simmer', 20 * 60, T0);
    expect(remainingMs(timer, T0)).toBe(1_200_000);
    expect(remainingMs(timer, T0 + 1_199_001)).toBe(999);
    expect(timerEnded(timer, T0 + 1_199_999)).toBe(false);
    expect(timerEnded(timer, T0 + 1_200_000)).toBe(true);
    // a tab asleep for an hour
    expect(remainingMs(timer, T0 + 3_600_000)).toBe(0);
    expect(timerEnded(timer, T0 + 3_600_000)).toBe(true);
  });

  it('a paused timer keeps what was left and never ends; resumed, it ends that much later', () => {
    const paused = pauseTimer(startTimer('a', 'Rest', 60, T0), T0 + 15_000);
    expect(remainingMs(paused, T0 + 999_999)).toBe(45_000);
    expect(timerEnded(paused, T0 + 999_999)).toBe(false);
    const resumed = resumeTimer(paused, T0 + 100_000);
    expect(remainingMs(resumed, T0 + 100_000)).toBe(45_000);
    expect(timerEnded(resumed, T0 + 145_000)).toBe(true);
  });

  it('pausing twice, resuming a running timer or pausing an ended one changes nothing', () => {
    const running = startTimer('a', 'Bake', 10, T0);
    const paused = pauseTimer(running, T0 + 1_000);
    expect(pauseTimer(paused, T0 + 5_000)).toBe(paused);
    expect(resumeTimer(running, T0 + 5_000)).toBe(running);
    expect(pauseTimer(running, T0 + 10_000)).toBe(running);
  });

  it.each([0, -5, Number.NaN, Infinity])('refuses a length of %p', (seconds) => {
    expect(() => startTimer('a', 'x', seconds, T0)).toThrow(RangeError);
  });

  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [59_001, '01:00'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [4_500_000, '1:15:00'],
    [-20, '00:00'],
  ])('%p ms shows as %s', (ms, shown) => {
    expect(timerClock(ms)).toBe(shown);
  });

  it.each([
    [1200, '20 min'],
    [4500, '1 hr 15 min'],
    [3600, '1 hr'],
    [30, '30 sec'],
    [90, '1 min 30 sec'],
  ])('%p s is "%s"', (seconds, words) => {
    expect(timerLength(seconds)).toBe(words);
  });

  it('reads back kept timers and drops what is not one', () => {
    const running = startTimer('a', 'Simmer', 60, T0);
    const paused = pauseTimer(startTimer('b', 'Rest', 60, T0), T0);
    expect(readTimers([running, paused, null, { id: 'c', label: 'x', seconds: 5, state: 'running' }, { id: 'd', label: 'x', seconds: -1, state: 'paused', remainingMs: 4 }])).toEqual([running, paused]);
    expect(readTimers('nope')).toEqual([]);
  });
});
