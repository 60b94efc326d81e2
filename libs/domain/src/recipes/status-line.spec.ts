import { recipeStatusLine } from './status-line.js';

describe('recipeStatusLine (spec part 2 §4)', () => {
  it.each<[number | null, number, number, string]>([
    [25, 0, 0, 'Ready in 25 min • All ingredients available'],
    [null, 0, 0, 'Time varies • All ingredients available'],
    [0, 0, 0, 'Time varies • All ingredients available'],
    [45, 0, 1, 'Ready in 45 min • Check 1 low stock item(s)'],
    [45, 0, 3, 'Ready in 45 min • Check 3 low stock item(s)'],
    [10, 1, 0, 'Ready in 10 min • Missing 1 ingredient(s)'],
    [10, 4, 2, 'Ready in 10 min • Missing 4 ingredient(s), 2 low stock'],
    [null, 2, 1, 'Time varies • Missing 2 ingredient(s), 1 low stock'],
    [90, 0, 0, 'Ready in 90 min • All ingredients available'],
  ])('cook time %p, %i missing, %i low -> %s', (cookTime, missing, lowStock, expected) => {
    expect(recipeStatusLine(cookTime, { missing, lowStock })).toBe(expected);
  });
});
