import { readRecipeYield } from './recipe-yield.js';

describe('readRecipeYield', () => {
  it.each<[unknown, string, number | null]>([
    [4, '4 servings', 4],
    ['4', '4 servings', 4],
    [1, '1 serving', 1],
    [['4', '4 servings'], '4 servings', 4],
    [['4', '4 Portionen'], '4 servings', 4],
    [['16', '16 slices'], '16 slices', 16],
    ['Serves 6', '6 servings', 6],
    ['Makes 12 scones', '12 scones', 12],
    ['10 - 12 serving(s)', '10 servings', 10],
    ['4 to 6 servings', '4 servings', 4],
    ['2個分', '2 servings', 2],
    ['1 loaf', '1 loaf', 1],
    ['2 loaves', '2 loaves', 2],
    ['1 loaf (8 slices)', '1 slice', 1],
    ['24 cookies', '24 cookies', 24],
    ['1.5 cups', '1.5 cups', null],
    ['a crowd', 'a crowd', null],
  ])('%p -> %p', (value, yields, servings) => {
    expect(readRecipeYield(value)).toEqual({ yields, servings });
  });

  it.each([null, undefined, '', [], ['  ']])('%p -> null', (value) => {
    expect(readRecipeYield(value)).toBeNull();
  });
});
