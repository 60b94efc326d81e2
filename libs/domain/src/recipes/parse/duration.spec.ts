import { parseDuration } from './duration.js';

describe('parseDuration', () => {
  it.each([
    // ISO-8601, as schema.org Recipe carries it
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90M', 90],
    ['PT1H5M30S', 66],
    ['PT1H5M29S', 65],
    ['pt45m', 45],
    ['P1D', 1_440],
    ['P1DT2H', 1_560],
    ['PT0M', 0],
    ['PT0.5H', 30],
    ['PT45S', 1],
    // as people write it
    ['1 hr 20 mins', 80],
    ['1 hour', 60],
    ['45 minutes', 45],
    ['1h30', 90],
    ['1h 30m', 90],
    ['2 hours and 15 minutes', 135],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['½ hour', 30],
    ['1.5 hrs', 90],
    ['1,5 Stunden', 90],
    ['20-25 minutes', 25],
    ['1 to 2 hours', 120],
    ['1 Std. 10 Min.', 70],
    ['30 minutos', 30],
    ['1:30', 90],
    ['45', 45],
    ['  10 min ', 10],
  ])('%p -> %p', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([null, undefined, '', '   ', 'P', 'PT', 'overnight', 'a while', 'PT1X', 'PTM', '10 apples'])('%p -> null', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
