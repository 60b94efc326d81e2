import { isAbbreviatedUnit, pluralize, unitForAmount, unitKey } from './units.js';

describe('unitKey', () => {
  it.each([
    ['tsp', 'tsp'],
    ['Teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['T', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['Tablespoon', 'tbsp'],
    ['cups', 'cup'],
    ['lbs', 'lb'],
    ['grams', 'g'],
    ['litres', 'l'],
    ['package', 'pkg'],
    ['pinches', 'pinch'],
    ['handfuls', 'handful'],
    ['boxes', 'box'],
    ['thumbs', 'thumb'],
    ['dollops', 'dollop'],
    ['bundles', 'bundle'],
    ['large', null],
    ['flour', null],
    ['', null],
  ])('%p -> %p', (word, key) => expect(unitKey(word)).toBe(key));
});

describe('unitForAmount: plural unless the amount equals 1 (spec part 2 §5)', () => {
  it.each<[string, number, string]>([
    ['cup', 2, 'cups'],
    ['cups', 1, 'cup'],
    ['cup', 0.5, 'cups'],
    ['cup', 0, 'cups'],
    ['clove', 3, 'cloves'],
    ['pinch', 2, 'pinches'],
    ['bunch', 1, 'bunch'],
    ['box', 2, 'boxes'],
    ['loaf', 2, 'loaves'],
    ['leaves', 1, 'leaf'],
    ['berry', 2, 'berries'],
    ['small handful', 2, 'small handfuls'],
    ['tbsp', 3, 'tbsp'],
    ['g', 500, 'g'],
    ['lb', 2, 'lb'],
    ['oz.', 8, 'oz.'],
    ['dozen', 2, 'dozen'],
  ])('%p x %d -> %p', (unit, amount, expected) => expect(unitForAmount(unit, amount)).toBe(expected));
});

describe('pluralize', () => {
  it.each([
    ['egg', 'eggs'],
    ['tomato', 'tomatoes'],
    ['potato', 'potatoes'],
    ['avocado', 'avocados'],
    ['radish', 'radishes'],
    ['cherry', 'cherries'],
    ['leaf', 'leaves'],
  ])('%p -> %p', (word, plural) => expect(pluralize(word)).toBe(plural));
});

describe('isAbbreviatedUnit', () => {
  it.each<[string, boolean]>([
    ['tbsp', true],
    ['T', true],
    ['g', true],
    ['fl oz.', true],
    ['tablespoons', false],
    ['cup', false],
    ['grams', false],
  ])('%p -> %p', (unit, abbreviated) => expect(isAbbreviatedUnit(unit)).toBe(abbreviated));
});
