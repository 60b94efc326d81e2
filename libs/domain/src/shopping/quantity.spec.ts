import { addQuantities, formatAmount, parseAmount, parseQuantity, readLeadingAmount } from './quantity.js';

describe('parseQuantity', () => {
  it.each([
    ['2', 2, null],
    ['1/2', 0.5, null],
    ['1 1/2', 1.5, null],
    ['½', 0.5, null],
    ['1½', 1.5, null],
    ['1 ¾ cups', 1.75, 'cup'],
    ['1⁄4 cup', 0.25, 'cup'],
    ['2 lb', 2, 'lb'],
    ['2 lbs.', 2, 'lb'],
    ['500 g', 500, 'g'],
    ['500g', 500, 'g'],
    ['1.5 kg', 1.5, 'kg'],
    ['1 cup', 1, 'cup'],
    ['2 Tablespoons', 2, 'Tbs'],
    ['8 fl oz', 8, 'fl-oz'],
    ['3 cans', 3, 'can'],
    ['2 loaves', 2, 'loaf'],
    ['half gallon', 0.5, 'gal'],
    ['half a gallon', 0.5, 'gal'],
    ['a dozen', 1, 'dozen'],
    ['2 large', 2, 'large'],
    ['1,5 kg', 1.5, 'kg'],
    ['1 2⁄3 cups', 5 / 3, 'cup'],
  ])('%s -> %d %s', (text, amount, unitKey) => {
    const parsed = parseQuantity(text);
    expect(parsed).toMatchObject({ kind: 'amount' });
    if (parsed?.kind !== 'amount') return;
    expect(parsed.amount).toBeCloseTo(amount);
    expect(parsed.unit?.key ?? null).toBe(unitKey);
  });

  it.each(['a few', 'to taste', '2-3 lb', '1 (15 oz) can', 'half', '1/0'])('%s stays text', (text) => {
    expect(parseQuantity(text)).toEqual({ kind: 'text', text });
  });

  it.each([null, undefined, '', '   '])('%p means no quantity', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('parseAmount (spec part 2 §5: fractions and unicode fractions)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['2', 2],
    [' 12 ', 12],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1,5', 1.5],
    ['1/2', 0.5],
    ['1⁄4', 0.25],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¾', 1.75],
    ['0', 0],
    ['1,000', 1000],
    ['2-3', null],
    ['2 cups', null],
    ['a few', null],
    ['-1', null],
    ['1/0', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (text, expected) => {
    if (expected === null) expect(parseAmount(text)).toBeNull();
    else expect(parseAmount(text)).toBeCloseTo(expected);
  });
});

describe('readLeadingAmount', () => {
  it.each([
    ['2 cups flour', { amount: 2, text: '2', rest: 'cups flour' }],
    ['1 1/2 tbsp oil', { amount: 1.5, text: '1 1/2', rest: 'tbsp oil' }],
    ['½cup', { amount: 0.5, text: '½', rest: 'cup' }],
    ['500g', { amount: 500, text: '500', rest: 'g' }],
    ['1,5 kg', { amount: 1.5, text: '1,5', rest: 'kg' }],
    ['2-3 cloves', { amount: 2, text: '2', rest: '-3 cloves' }],
  ])('%p -> %j', (text, expected) => {
    expect(readLeadingAmount(text)).toEqual(expected);
  });

  it.each(['cups', 'a dozen', '', '-2 cups'])('%p has none', (text) => {
    expect(readLeadingAmount(text)).toBeNull();
  });
});

describe('formatAmount', () => {
  it.each([
    [2, false, '2'],
    [0.5, false, '1/2'],
    [1.5, false, '1 1/2'],
    [2 / 3, false, '2/3'],
    [1.375, false, '1 3/8'],
    [1.0625, false, '1.06'],
    [1.5, true, '1.5'],
    [1500, true, '1500'],
    [3.20462, true, '3.2'],
  ])('%d (metric %p) -> %s', (amount, metric, expected) => {
    expect(formatAmount(amount, metric)).toBe(expected);
  });
});

describe('addQuantities', () => {
  it.each([
    // same unit
    [['2', '3'], '5'],
    [['2 lb', '3 lb'], '5 lb'],
    [['1 can', '2 cans'], '3 cans'],
    [['1 loaf', '2 loaves'], '3 loaves'],
    [['1 bulb', '2 bulbs'], '3 bulbs'],
    [['6 count', '12 count'], '18 count'],
    // fractions and unicode fractions
    [['½', '1 1/2'], '2'],
    [['1/3 cup', '1/3 cup'], '2/3 cup'],
    [['¼ cup', '¼ cup'], '1/2 cup'],
    [['1½ cups', '½ cup'], '2 cups'],
    // convertible units
    [['500 g', '1 kg'], '1.5 kg'],
    [['250 g', '250 g'], '500 g'],
    [['1 kg', '333 g'], '1333 g'],
    [['8 oz', '1 lb'], '1 1/2 lb'],
    [['500 ml', '1 l'], '1.5 L'],
    [['1 tsp', '1 tbsp'], '1 1/3 tbsp'],
    [['1 cup', '1 tbsp'], '17 tbsp'],
    [['1/4 cup', '2 tbsp'], '6 tbsp'],
    [['half gallon', '1 gallon'], '1 1/2 gallons'],
    [['1 kg', '1 lb'], '3.2 lb'],
    // mixed units side by side, in the order first seen
    [['2 lb', '3 cups'], '2 lb + 3 cups'],
    [['1 lb', '1 cup', '8 oz'], '1 1/2 lb + 1 cup'],
    [['2', '1 lb'], '2 + 1 lb'],
    [['2-3 lb', '1 lb'], '2-3 lb + 1 lb'],
    // no quantity counts as 1 without unit
    [[null, null], '2'],
    [[null, '3'], '4'],
    [['1 gallon', null], '1 gallon + 1'],
    [[null, ''], '2'],
    // text that is not an amount
    [['a few', 'a few'], 'a few'],
    [['a few', '2'], 'a few + 2'],
  ] as [(string | null)[], string][])('%j -> %s', (quantities, expected) => {
    expect(addQuantities(quantities).quantity).toBe(expected);
  });

  it.each([
    [['2 lb', '3 lb'], { converted: false, added: true, sideBySide: false }],
    [['500 g', '1 kg'], { converted: true, added: true, sideBySide: false }],
    [['2 lb', '3 cups'], { converted: false, added: false, sideBySide: true }],
  ] as [string[], object][])('%j flags', (quantities, flags) => {
    expect(addQuantities(quantities)).toMatchObject(flags);
  });

  it('has no quantity for no input', () => {
    expect(addQuantities([]).quantity).toBeNull();
  });
});
