import { readServings, scaleIngredient, servingsFactor } from './servings.js';

type Row = [amount: string | null, unit: string | null, name: string, from: number, to: number];
type Scaled = [amount: string | null, unit: string | null];

const scaled = ([amount, unit, name, from, to]: Row) => scaleIngredient({ amount, unit, name }, from, to);

describe('scaleIngredient: amounts in kitchen fractions', () => {
  it.each<[string, Row, Scaled]>([
    ['1 cup for 4 -> 6', ['1', 'cup', 'flour', 4, 6], ['1 1/2', 'cups']],
    ['1 cup for 3 -> 1 makes a third', ['1', 'cup', 'milk', 3, 1], ['1/3', 'cups']],
    ['2/3 cup for 2 -> 3', ['2/3', 'cup', 'sugar', 2, 3], ['1', 'cup']],
    ['1 cup for 4 -> 5', ['1', 'cup', 'rice', 4, 5], ['1 1/4', 'cups']],
    ['1 cup for 6 -> 7: 1 1/6 is not a measure, rounded to 1 1/4', ['1', 'cup', 'stock', 6, 7], ['1 1/4', 'cups']],
    ['0.33 cup reads as a third', ['0.33', 'cup', 'oil', 1, 2], ['2/3', 'cups']],
    ['unicode fraction', ['¾', 'cup', 'milk', 3, 4], ['1', 'cup']],
    ['mixed number with a unicode fraction', ['1 ½', 'cups', 'water', 2, 3], ['2 1/4', 'cups']],
    ['"1-1/2" as US recipes write one and a half', ['1-1/2', 'cups', 'flour', 1, 2], ['3', 'cups']],
    ['2 tsp for 3 -> 1: 2/3 tsp to the nearest eighth', ['2', 'tsp', 'salt', 3, 1], ['5/8', 'tsp']],
    ['a tiny amount stays at least 1/8 tsp', ['1/4', 'tsp', 'cayenne', 12, 1], ['1/8', 'tsp']],
    ['1 tbsp for 2 -> 3: halves of a tablespoon', ['1', 'tbsp', 'oil', 2, 3], ['1 1/2', 'tbsp']],
    ['whole numbers stay whole', ['2', 'tbsp', 'oil', 2, 3], ['3', 'tbsp']],
  ])('%s', (_case, row, [amount, unit]) => {
    expect(scaled(row)).toMatchObject({ amount, unit, scaled: true, roundedFrom: null });
  });
});

describe('scaleIngredient: units promoted or demoted where a cook would', () => {
  it.each<[string, Row, Scaled]>([
    ['3 tsp -> 1 tbsp', ['1', 'tsp', 'vanilla', 1, 3], ['1', 'tbsp']],
    ['12 tsp -> 1/4 cup (issue 26)', ['3', 'tsp', 'sugar', 1, 4], ['1/4', 'cups']],
    ['16 tbsp -> 1 cup', ['4', 'tbsp', 'butter', 1, 4], ['1', 'cup']],
    ['8 tbsp -> 1/2 cup', ['2', 'tablespoons', 'oil', 1, 4], ['1/2', 'cups']],
    ['1/4 cup halved -> 2 tbsp', ['1/4', 'cup', 'honey', 2, 1], ['2', 'tablespoons']],
    ['1 tbsp quartered -> 3/4 tsp', ['1', 'tbsp', 'cumin', 4, 1], ['3/4', 'tsp']],
    ['5 tsp stays tsp: 1 2/3 tbsp is awkward', ['1', 'tsp', 'sugar', 1, 5], ['5', 'tsp']],
    ['6 tbsp stays tbsp: 3/8 cup is awkward', ['2', 'tbsp', 'butter', 1, 3], ['6', 'tbsp']],
    ['10 tbsp is past tablespoons: 2/3 cup', ['2', 'tbsp', 'butter', 1, 5], ['2/3', 'cups']],
    ['the written unit stays when it reads well', ['1/2', 'tsp', 'salt', 1, 3], ['1 1/2', 'tsp']],
    ['1 pint halved -> 1 cup', ['1', 'pint', 'cream', 2, 1], ['1', 'cup']],
    ['pints stay pints when whole', ['1', 'pint', 'cream', 2, 6], ['3', 'pints']],
    ['16 oz -> 1 lb', ['8', 'oz', 'pasta', 2, 4], ['1', 'lb']],
    ['24 oz -> 1 1/2 lb', ['12', 'ounces', 'cheese', 2, 4], ['1 1/2', 'pounds']],
    ['18 oz stays oz: 1 1/8 lb is awkward', ['6', 'oz', 'chocolate', 1, 3], ['18', 'oz']],
    ['1/2 lb for 2 -> 3 stays lb', ['1/2', 'lb', 'ground beef', 2, 3], ['3/4', 'lb']],
    ['0.5 kg -> 500 g', ['1', 'kg', 'potatoes', 4, 2], ['500', 'g']],
    ['1500 g -> 1.5 kg', ['750', 'g', 'flour', 1, 2], ['1.5', 'kg']],
    ['1000 ml -> 1 L', ['250', 'ml', 'stock', 1, 4], ['1', 'L']],
    ['the long spelling stays long', ['500', 'grams', 'flour', 1, 3], ['1.5', 'kilograms']],
    ['British spelling stays British', ['500', 'millilitres', 'milk', 2, 5], ['1.25', 'litres']],
    ['capitalised words stay capitalised', ['1 ½', 'Tablespoons', 'oil', 1, 4], ['6', 'Tablespoons']],
    ['one letter T is a tablespoon, written short when it changes', ['2', 'T', 'butter', 1, 2], ['1/4', 'cups']],
    ['fl oz are scaled in their own unit', ['8', 'fl oz', 'milk', 2, 3], ['12', 'fl oz']],
  ])('%s', (_case, row, [amount, unit]) => {
    expect(scaled(row)).toMatchObject({ amount, unit, scaled: true });
  });
});

describe('scaleIngredient: metric amounts rounded by size', () => {
  it.each<[string, Row, Scaled]>([
    ['below 10: one decimal', ['2.5', 'g', 'yeast', 2, 3], ['3.8', 'g']],
    ['below 100: whole', ['25', 'g', 'butter', 3, 4], ['33', 'g']],
    ['below 1000: to 5 (333.3 -> 335)', ['1', 'kg', 'flour', 3, 1], ['335', 'g']],
    ['from 1000: to 10, in kg', ['1', 'kg', 'flour', 3, 4], ['1.33', 'kg']],
    ['999.9 g rounds into kilograms', ['333.3', 'g', 'sugar', 1, 3], ['1', 'kg']],
    ['ml like g', ['100', 'ml', 'cream', 3, 2], ['67', 'ml']],
    ['ml below 1000 to 5', ['200', 'ml', 'cream', 3, 5], ['335', 'ml']],
    ['metric units without a ladder are rounded in place', ['2', 'dl', 'milk', 3, 4], ['2.7', 'dl']],
  ])('%s', (_case, row, [amount, unit]) => {
    expect(scaled(row)).toMatchObject({ amount, unit, scaled: true });
  });
});

describe('scaleIngredient: counts', () => {
  it.each<[string, Row, [amount: string, unit: string | null, name: string, roundedFrom: string | null]]>([
    ['eggs round to whole and say so', ['3', null, 'eggs', 4, 2], ['2', null, 'eggs', '1 1/2']],
    ['eggs that need no rounding say nothing', ['3', null, 'large eggs', 3, 6], ['6', null, 'large eggs', null]],
    ['never below one egg', ['1', null, 'egg', 4, 1], ['1', null, 'egg', '1/4']],
    ['a count of vegetables may be a half', ['1', null, 'onion', 4, 2], ['1/2', null, 'onion', null]],
    ['a count of vegetables rounds to halves', ['1', null, 'lemon', 3, 4], ['1 1/2', null, 'lemons', '1 1/3']],
    ['cans are bought whole', ['1', 'can', 'chickpeas', 2, 3], ['2', 'cans', 'chickpeas', '1 1/2']],
    ['cloves are used whole', ['3', 'cloves', 'garlic', 4, 2], ['2', 'cloves', 'garlic', '1 1/2']],
    ['one clove', ['2', 'cloves', 'garlic', 4, 2], ['1', 'clove', 'garlic', null]],
    ['sticks of butter halve', ['1', 'stick', 'butter', 2, 1], ['1/2', 'sticks', 'butter', null]],
    ['a bunch takes thirds', ['1', 'bunch', 'cilantro', 3, 2], ['2/3', 'bunches', 'cilantro', null]],
    ['the name agrees with the count', ['1', null, 'tomato', 1, 2], ['2', null, 'tomatoes', null]],
    ['and back to one', ['2', null, 'Eggs, beaten', 2, 1], ['1', null, 'Egg, beaten', null]],
    ['chicken breasts are whole', ['2', null, 'chicken breasts', 4, 5], ['3', null, 'chicken breasts', '2 1/2']],
  ])('%s', (_case, row, [amount, unit, name, roundedFrom]) => {
    expect(scaled(row)).toMatchObject({ amount, unit, name, roundedFrom, scaled: true });
  });
});

describe('scaleIngredient: ranges scale both ends', () => {
  it.each<[string, Row, [amount: string, unit: string | null, roundedFrom: string | null]]>([
    ['counts', ['2-3', 'cloves', 'garlic', 4, 6], ['3-5', 'cloves', '3-4 1/2']],
    ['"to"', ['2 to 3', null, 'tomatoes', 2, 4], ['4-6', null, null]],
    ['in the unit the low end chooses', ['2-3', 'tbsp', 'oil', 1, 4], ['1/2-3/4', 'cups', null]],
    ['metric', ['200–300', 'g', 'spinach', 2, 5], ['500-750', 'g', null]],
    ['ends that round together become one', ['1-2', null, 'eggs', 4, 1], ['1', null, '1/4-1/2']],
  ])('%s', (_case, row, [amount, unit, roundedFrom]) => {
    expect(scaled(row)).toMatchObject({ amount, unit, roundedFrom, scaled: true });
  });
});

describe('scaleIngredient: rows shown as written', () => {
  it.each<[string, Row]>([
    ['no number', [null, null, 'salt, to taste', 4, 6]],
    ['words only', ['a handful', null, 'basil', 4, 6]],
    ['a few', ['a few', 'sprigs', 'thyme', 2, 8]],
    ['zero', ['0', 'g', 'sugar', 2, 4]],
    ['the same servings', ['1.5', 'cups', 'flour', 4, 4]],
    ['the same servings keep odd writing', ['12', 'tsp', 'sugar', 2, 2]],
  ])('%s', (_case, row) => {
    const [amount, unit, name] = row;
    expect(scaled(row)).toEqual({ amount, unit, name, scaled: false, roundedFrom: null });
  });

  it('keeps the other fields of the ingredient', () => {
    const ingredient = { id: 7, amount: '2', unit: 'cups', name: 'flour', notes: 'sifted', matchKey: 'flour' };
    expect(scaleIngredient(ingredient, 2, 1)).toEqual({ ...ingredient, amount: '1', unit: 'cup', scaled: true, roundedFrom: null });
  });
});

describe('servingsFactor', () => {
  it.each([
    [4, 6, 1.5],
    [4, 2, 0.5],
    [3, 3, 1],
  ])('%d -> %d servings: x%d', (from, to, factor) => expect(servingsFactor(from, to)).toBe(factor));

  it.each([
    [0, 4],
    [4, 0],
    [-2, 4],
    [Number.NaN, 4],
    [4, Number.POSITIVE_INFINITY],
  ])('%d -> %d is refused', (from, to) => expect(() => servingsFactor(from, to)).toThrow(RangeError));
});

describe('readServings (the servings field, within the recipe limits)', () => {
  it.each<[string, number | null]>([
    ['6', 6],
    [' 12 ', 12],
    ['1', 1],
    ['1000', 1000],
    ['0', null],
    ['1001', null],
    ['2.5', null],
    ['-3', null],
    ['six', null],
    ['', null],
  ])('%p -> %p', (text, servings) => expect(readServings(text)).toBe(servings));
});
