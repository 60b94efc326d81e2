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
    ['PT1H30M0S', 90],
    ['PT0H45M', 45],
    ['PT1.5H', 90],
    ['PT1,5H', 90],
    ['P0DT1H30M', 90],
    ['P0Y0M0DT0H45M0.000S', 45],
    ['PT 1H 30M', 90],
    [' pt1h30m ', 90],
    ['PT2700S', 45],
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
    ['1 hour 30 minutes', 90],
    ['45 mins', 45],
    ['1 hr 15 min', 75],
    ['45 Minuten', 45],
    ['1 Std. 10 Min.', 70],
    ['1 h 30', 90],
    ['2 hours 15', 135],
    ['1 heure 15 mn', 75],
    ['1 godz. 20 min', 80],
    ['2 timer', 120],
    ['1 time 30 minutter', 90],
    ['30分', 30],
    ['1時間30分', 90],
    ['1 час 10 минут', 70],
    ['1 saat 15 dakika', 75],
    ['45 menit', 45],
    ['30 λεπτά', 30],
    ['45', 45],
    ['  10 min ', 10],
  ])('%p -> %p', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([null, undefined, '', '   ', 'P', 'PT', 'overnight', 'a while', 'PT1X', 'PTM', 'P0DT', 'P1Y', '10 apples'])('%p -> null', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
