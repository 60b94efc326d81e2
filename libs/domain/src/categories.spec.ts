import {
  AUTOCOMPLETE_MAX_RESULTS,
  AUTOCOMPLETE_MIN_CHARS,
  CATEGORIES,
  CATEGORY_NAMES,
  QUICK_ADD_MAX,
  UNCATEGORIZED,
  categoryById,
  isCategoryName,
} from './categories.js';

describe('CATEGORIES', () => {
  it.each([
    [1, 'Dairy & Eggs'],
    [2, 'Bakery'],
    [3, 'Produce'],
    [4, 'Pantry'],
    [5, 'Meat'],
    [6, 'Seafood'],
    [7, 'Frozen'],
    [8, 'Beverages'],
    [9, 'Snacks'],
  ])('position %i is %s', (id, name) => {
    expect(CATEGORIES[id - 1]).toEqual({ id, name });
    expect(CATEGORY_NAMES[id - 1]).toBe(name);
    expect(categoryById(id)).toEqual({ id, name });
  });

  it('holds exactly the nine categories', () => {
    expect(CATEGORIES).toHaveLength(9);
    expect(categoryById(0)).toBeUndefined();
    expect(categoryById(10)).toBeUndefined();
  });
});

describe('isCategoryName', () => {
  it.each([
    ['Dairy & Eggs', true],
    ['Snacks', true],
    ['Pantry', true],
    ['snacks', false],
    [' Snacks', false],
    [UNCATEGORIZED, false],
    ['Fresh', false],
    ['Spices/Seasonings', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%p -> %p', (value, expected) => {
    expect(isCategoryName(value)).toBe(expected);
  });
});

describe('shared constants', () => {
  it.each([
    ['UNCATEGORIZED', UNCATEGORIZED, 'Uncategorized'],
    ['AUTOCOMPLETE_MIN_CHARS', AUTOCOMPLETE_MIN_CHARS, 2],
    ['AUTOCOMPLETE_MAX_RESULTS', AUTOCOMPLETE_MAX_RESULTS, 8],
    ['QUICK_ADD_MAX', QUICK_ADD_MAX, 10],
  ])('%s is %p', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
