import { CATEGORY_NAMES } from '../categories.js';
import { quantitySuggestions, quickAddItems, SHOPPING_CATALOGUE, shoppingNameSuggestions } from './catalogue.js';

describe('SHOPPING_CATALOGUE', () => {
  it('has about 70 items with unique names', () => {
    expect(SHOPPING_CATALOGUE.length).toBeGreaterThanOrEqual(65);
    expect(SHOPPING_CATALOGUE.length).toBeLessThanOrEqual(80);
    const names = SHOPPING_CATALOGUE.map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CATEGORY_NAMES)('has items with quantities in %s', (category) => {
    const entries = SHOPPING_CATALOGUE.filter((entry) => entry.category === category);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const entry of entries) expect(entry.commonQuantities.length).toBeGreaterThan(0);
  });
});

describe('shoppingNameSuggestions', () => {
  it.each([
    ['', []],
    ['m', []],
    [' m ', []],
    ['mi', ['Milk', 'Trail Mix']],
    ['milk', ['Milk']],
    ['MILK', ['Milk']],
    ['zzz', []],
    ['bread', ['Bread', 'Pita Bread']],
    ['cheese', ['Cheddar Cheese', 'Parmesan Cheese', 'Cream Cheese']],
    [
      'ch',
      [
        'Cheddar Cheese',
        'Chickpeas',
        'Chicken Broth',
        'Chicken Breast',
        'Parmesan Cheese',
        'Cream Cheese',
        'Spinach',
        'Pork Chops',
      ],
    ],
  ])('%p -> %j', (query, expected) => {
    expect(shoppingNameSuggestions(query).map((entry) => entry.name)).toEqual(expected);
  });

  it('shows at most 8, names that start with the query first', () => {
    const names = shoppingNameSuggestions('an').map((entry) => entry.name);
    expect(names).toHaveLength(8);
    const firstOther = names.findIndex((name) => !name.toLowerCase().startsWith('an'));
    expect(names.slice(firstOther).every((name) => !name.toLowerCase().startsWith('an'))).toBe(true);
  });
});

describe('quickAddItems', () => {
  it('for All: 4 Produce, 4 Dairy & Eggs, then Pantry, capped at 10', () => {
    const items = quickAddItems('All');
    expect(items).toHaveLength(10);
    expect(items.map((entry) => entry.category)).toEqual([
      ...Array(4).fill('Produce'),
      ...Array(4).fill('Dairy & Eggs'),
      ...Array(2).fill('Pantry'),
    ]);
  });

  it.each(CATEGORY_NAMES)('for %s: at most 10, all of that category', (category) => {
    const items = quickAddItems(category);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.every((entry) => entry.category === category)).toBe(true);
  });
});

describe('quantitySuggestions', () => {
  it.each([
    ['Milk', ['1 gallon', 'half gallon', '1 quart']],
    ['  milk ', ['1 gallon', 'half gallon', '1 quart']],
    ['EGGS', ['1 dozen', '18 count', '6 count']],
    ['Mil', []],
    ['Oat Milk', []],
    ['', []],
  ])('%p -> %j', (name, expected) => {
    expect(quantitySuggestions(name)).toEqual(expected);
  });
});
