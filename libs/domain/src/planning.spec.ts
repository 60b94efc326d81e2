import { addDays } from './pantry/dates.js';
import { homeWeek, planningStatus, weekPlanSummary } from './planning.js';

describe('planningStatus', () => {
  it.each([
    [0, 'Needs planning'],
    [6, 'Needs planning'],
    [7, 'Partially planned'],
    [13, 'Partially planned'],
    [14, 'Well planned'],
    [21, 'Well planned'],
  ])('%i meals -> %s', (meals, expected) => {
    expect(planningStatus(meals)).toBe(expected);
  });
});

describe('weekPlanSummary', () => {
  const today = '2026-11-23';
  const meals = (...dates: string[]) => dates.map((date) => ({ date }));
  const days = (count: number, perDay: number) => Array.from({ length: count * perDay }, (_, i) => ({ date: addDays(today, Math.floor(i / perDay)) }));

  it.each([
    ['nothing planned', [], 0, 0, 'Needs planning', 'Start planning your weekly meals'],
    ['one meal today', meals(today), 1, 5, 'Needs planning', '1 of 21 meals planned • Add 20 more meals'],
    ['7 meals', days(7, 1), 7, 33, 'Partially planned', '7 of 21 meals planned • Add 14 more meals'],
    ['20 meals', [...days(6, 3), ...meals(addDays(today, 6), addDays(today, 6))], 20, 95, 'Well planned', '20 of 21 meals planned • Add 1 more meal'],
    ['the whole week', days(7, 3), 21, 100, 'Well planned', '21 of 21 meals planned'],
    ['yesterday and the eighth day do not count', meals(addDays(today, -1), addDays(today, 7), addDays(today, 6)), 1, 5, 'Needs planning', '1 of 21 meals planned • Add 20 more meals'],
  ])('%s', (_name, entries, planned, percent, status, text) => {
    expect(weekPlanSummary(entries, today)).toEqual({ planned, percent, status, text });
  });

  it('the week is today and the 6 days after it', () => {
    expect(homeWeek(today)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(homeWeek('2026-12-28')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });
});
