import { daySlots, dayStatus, pageAfterSwipe, plannedCount, plannerPages, plannerRange, plannerWindow } from './window.js';

describe('plannerWindow', () => {
  it('is 14 days starting today, across a month end', () => {
    const days = plannerWindow('2026-11-24');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-24');
    expect(days[6]).toBe('2026-11-30');
    expect(days[7]).toBe('2026-12-01');
    expect(days[13]).toBe('2026-12-07');
  });

  it('crosses a leap day', () => {
    expect(plannerWindow('2028-02-28').slice(0, 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('plannerRange', () => {
  it.each([
    ['2026-11-24', '2026-12-07'],
    ['2026-12-25', '2027-01-07'],
    ['2028-02-20', '2028-03-04'],
  ])('from %s reads to %s, the window\'s last day', (today, endDate) => {
    expect(plannerRange(today)).toEqual({ startDate: today, endDate });
    expect(plannerRange(today).endDate).toBe(plannerWindow(today).at(-1));
  });
});

describe('plannerPages', () => {
  it('cuts 14 days into This Week and Next Week of 7 each', () => {
    const pages = plannerPages(plannerWindow('2026-12-28'));
    expect(pages.map((page) => [page.length, page[0], page[6]])).toEqual([
      [7, '2026-12-28', '2027-01-03'],
      [7, '2027-01-04', '2027-01-10'],
    ]);
  });
});

describe('pageAfterSwipe', () => {
  it.each([
    [0, -51, 1],
    [0, -50, 0],
    [0, 51, 0],
    [1, 51, 0],
    [1, 50, 1],
    [1, -200, 1],
    [0, 0, 0],
  ])('page %i, dx %i -> page %i', (page, dx, expected) => {
    expect(pageAfterSwipe(page, dx, 2)).toBe(expected);
  });
});

describe('plannedCount, dayStatus and daySlots', () => {
  const entries = [
    { id: 1, date: '2026-11-24', mealType: 'dinner' as const },
    { id: 2, date: '2026-11-24', mealType: 'breakfast' as const },
    { id: 3, date: '2026-11-25', mealType: 'breakfast' as const },
    { id: 4, date: '2026-11-25', mealType: 'lunch' as const },
    { id: 5, date: '2026-11-25', mealType: 'dinner' as const },
  ];

  it.each([
    ['2026-11-24', 2, 'some'],
    ['2026-11-25', 3, 'all'],
    ['2026-11-26', 0, 'none'],
  ])('%s has %i planned: %s', (date, count, status) => {
    expect(plannedCount(entries, date)).toBe(count);
    expect(dayStatus(plannedCount(entries, date))).toBe(status);
  });

  it.each([
    [0, 'none'],
    [1, 'some'],
    [2, 'some'],
    [3, 'all'],
  ])('dayStatus(%i) is %s', (planned, status) => {
    expect(dayStatus(planned)).toBe(status);
  });

  it('lists Breakfast, Lunch, Dinner in order with their entries', () => {
    expect(daySlots(entries, '2026-11-24').map((slot) => [slot.mealType, slot.entry?.id ?? null])).toEqual([
      ['breakfast', 2],
      ['lunch', null],
      ['dinner', 1],
    ]);
  });
});
