import type { CategoryName } from '../categories.js';
import { applyCombinePlan, combineResultTitle, combineSimilar } from './combine-similar.js';
import type { ShoppingItem } from './shopping-item.js';

let nextId = 1;
const item = (
  name: string,
  quantity: string | null = null,
  category: CategoryName = 'Produce',
  isShopped = false,
): ShoppingItem => ({ id: nextId++, name, quantity, category, isShopped });

describe('combineSimilar merges items that name the same thing', () => {
  it.each<[string, ShoppingItem[], { name: string; quantity: string | null }[]]>([
    [
      'case and spacing',
      [item('Milk', '1 gallon'), item('  milk ', '1 gallon')],
      [{ name: 'Milk', quantity: '2 gallons' }],
    ],
    ['plural', [item('tomato', '2'), item('Tomatoes', '3')], [{ name: 'tomato', quantity: '5' }]],
    ['-ies plural', [item('Berries', '1 pint'), item('berry', '1 pint')], [{ name: 'Berries', quantity: '2 pints' }]],
    ['-ves plural', [item('bay leaves'), item('Bay leaf')], [{ name: 'bay leaves', quantity: '2' }]],
    [
      'synonym',
      [item('Scallions', '1 bunch'), item('green onion', '2 bunches')],
      [{ name: 'Scallions', quantity: '3 bunches' }],
    ],
    ['synonym', [item('cilantro'), item('Coriander')], [{ name: 'cilantro', quantity: '2' }]],
    [
      'synonym',
      [item('Garbanzo beans', '1 can'), item('chickpeas', '2 cans')],
      [{ name: 'Garbanzo beans', quantity: '3 cans' }],
    ],
    ['synonym', [item('courgette', '2'), item('Zucchini', '1')], [{ name: 'courgette', quantity: '3' }]],
    ['synonym', [item('Bell Pepper', '2'), item('capsicum', '1')], [{ name: 'Bell Pepper', quantity: '3' }]],
    ['unit conversion', [item('Flour', '500 g'), item('flour', '1 kg')], [{ name: 'Flour', quantity: '1.5 kg' }]],
    ['unit conversion', [item('Beef', '8 oz'), item('beef', '1 lb')], [{ name: 'Beef', quantity: '1 1/2 lb' }]],
    ['unit conversion', [item('Stock', '500 ml'), item('stock', '1 l')], [{ name: 'Stock', quantity: '1.5 L' }]],
    [
      'unit conversion',
      [item('Sugar', '1 cup'), item('sugar', '2 tbsp'), item('sugars', '6 tsp')],
      [{ name: 'Sugar', quantity: '1 1/4 cups' }],
    ],
    ['mixed units', [item('Rice', '2 lb'), item('rice', '3 cups')], [{ name: 'Rice', quantity: '2 lb + 3 cups' }]],
    ['fractions', [item('Butter', '1/2 cup'), item('butter', '1 1/2 cups')], [{ name: 'Butter', quantity: '2 cups' }]],
    ['unicode fractions', [item('Oil', '½ cup'), item('oil', '¼ cup')], [{ name: 'Oil', quantity: '3/4 cup' }]],
    ['no quantities', [item('Bread'), item('bread')], [{ name: 'Bread', quantity: '2' }]],
    ['no quantity with a unit', [item('Milk'), item('milk', '1 gallon')], [{ name: 'Milk', quantity: '1 + 1 gallon' }]],
    [
      'two groups, first-seen order',
      [item('eggs', '1 dozen'), item('Apples', '3'), item('Eggs', '1 dozen'), item('apple', '2'), item('Bread')],
      [
        { name: 'eggs', quantity: '2 dozen' },
        { name: 'Apples', quantity: '5' },
      ],
    ],
  ])('%s', (_, items, expected) => {
    const result = combineSimilar(items);
    expect(result.success).toBe(true);
    expect(result.combinations.map((combination) => combination.combinedItem)).toEqual(
      expected.map((combined) => expect.objectContaining(combined)),
    );
  });

  it('keeps the first item: its trimmed name, its category, its id', () => {
    const first = item('  Tomatoes ', '2', 'Pantry');
    const second = item('tomato', '1', 'Produce');
    const result = combineSimilar([first, second, item('Basil')]);
    expect(result).toEqual({
      success: true,
      outcome: 'combined',
      message: 'Successfully combined 3 items into 2 items!',
      originalCount: 3,
      combinedCount: 2,
      combinations: [
        {
          originalItems: ['Tomatoes', 'tomato'],
          combinedItem: { name: 'Tomatoes', quantity: '3', category: 'Pantry' },
          notes: 'Merged 2 entries naming the same item. Added quantities.',
        },
      ],
      plan: { keep: [{ id: first.id, name: 'Tomatoes', quantity: '3', category: 'Pantry' }], remove: [second.id] },
    });
  });

  it.each<[ShoppingItem[], string]>([
    [[item('Milk', '1 gallon'), item('Milk', '1 gallon')], 'Merged 2 duplicate entries. Added quantities.'],
    [
      [item('Flour', '500 g'), item('flour', '1 kg')],
      'Merged 2 duplicate entries. Converted units before adding quantities.',
    ],
    [
      [item('Rice', '2 lb'), item('Rice', '3 cups')],
      'Merged 2 duplicate entries. Listed quantities that cannot be added side by side.',
    ],
  ])('notes %#', (items, notes) => {
    expect(combineSimilar(items).combinations[0].notes).toBe(notes);
  });
});

describe('combineSimilar leaves checked items alone', () => {
  it('neither merges nor counts them', () => {
    const checked = item('Milk', '1 gallon', 'Dairy & Eggs', true);
    const a = item('milk', '1 quart', 'Dairy & Eggs');
    const b = item('Milk', '1 quart', 'Dairy & Eggs');
    const result = combineSimilar([checked, a, b, item('Eggs', null, 'Dairy & Eggs', true)]);
    expect(result.originalCount).toBe(2);
    expect(result.combinedCount).toBe(1);
    expect(result.combinations[0].originalItems).toEqual(['milk', 'Milk']);
    expect(result.combinations[0].combinedItem.quantity).toBe('2 quarts');
    expect(result.plan).toEqual({
      keep: [{ id: a.id, name: 'milk', quantity: '2 quarts', category: 'Dairy & Eggs' }],
      remove: [b.id],
    });
  });
});

describe('combineSimilar outcomes', () => {
  it.each<[string, ShoppingItem[], boolean, string, number, number]>([
    ['no items', [], false, 'You need at least 2 items to combine', 0, 0],
    ['one item', [item('Milk')], false, 'You need at least 2 items to combine', 1, 1],
    [
      'one unchecked',
      [item('Milk'), item('milk', null, 'Produce', true)],
      false,
      'You need at least 2 items to combine',
      1,
      1,
    ],
    [
      'nothing similar',
      [item('Milk'), item('Bread'), item('Onion'), item('Green onion')],
      true,
      'No similar items found to combine.',
      4,
      4,
    ],
    ['similar', [item('Milk'), item('milk'), item('Bread')], true, 'Successfully combined 3 items into 2 items!', 3, 2],
  ])('%s', (_, items, success, message, originalCount, combinedCount) => {
    const result = combineSimilar(items);
    expect(result).toMatchObject({ success, message, originalCount, combinedCount });
    if (originalCount === combinedCount) {
      expect(result.combinations).toEqual([]);
      expect(result.plan).toEqual({ keep: [], remove: [] });
    }
  });

  it.each<[string, ShoppingItem[], string]>([
    ['combined', [item('Milk'), item('milk')], 'Items Combined'],
    ['nothing similar', [item('Milk'), item('Bread')], 'Combination Failed'],
    ['too few', [item('Milk')], 'Combination Failed'],
  ])('title when %s', (_, items, title) => {
    expect(combineResultTitle(combineSimilar(items))).toBe(title);
  });
});

describe('combineSimilar is idempotent', () => {
  it.each<[string, ShoppingItem[]]>([
    [
      'plurals and synonyms',
      [item('Tomatoes', '2'), item('tomato', '1 lb'), item('scallion'), item('Green Onions', '1 bunch')],
    ],
    [
      'units',
      [
        item('Flour', '500 g'),
        item('flour', '1 kg'),
        item('Flour', '2 cups'),
        item('Milk', '½ gallon'),
        item('milk', '1 gallon'),
      ],
    ],
    [
      'with checked items',
      [item('Eggs', '1 dozen'), item('eggs', '6', 'Dairy & Eggs', true), item('Eggs', '1 dozen'), item('Bread')],
    ],
  ])('%s', (_, items) => {
    const first = combineSimilar(items);
    expect(first.combinations.length).toBeGreaterThan(0);
    const after = applyCombinePlan(items, first.plan);
    expect(after.filter((entry) => !entry.isShopped)).toHaveLength(first.combinedCount);
    const second = combineSimilar(after);
    expect(second).toMatchObject({ success: true, message: 'No similar items found to combine.', combinations: [] });
    expect(second.originalCount).toBe(first.combinedCount);
    expect(applyCombinePlan(after, second.plan)).toEqual(after);
  });
});

describe('combineSimilar outcomes and the quantity limit', () => {
  const row = (id: number, name: string, quantity: string | null = null) => ({ id, name, quantity, category: 'Produce' as const, isShopped: false });

  it.each([
    ['fewer than 2 unchecked items', [row(1, 'Milk')], 'tooFewItems', false],
    ['nothing similar', [row(1, 'Milk'), row(2, 'Bread')], 'nothingToCombine', true],
    ['something similar', [row(1, 'Milk'), row(2, 'milk')], 'combined', true],
  ] as const)('%s: outcome %s, success %s', (_name, items, outcome, success) => {
    expect(combineSimilar(items)).toMatchObject({ outcome, success });
  });

  it('leaves a group alone whose quantities, side by side, would outgrow 60 characters', () => {
    const long = 'a generous handful of fresh leaves';
    const result = combineSimilar([row(1, 'Basil', long), row(2, 'basil', 'two big bunches from the market'), row(3, 'Tomato', '1 lb'), row(4, 'tomatoes', '2 lb')]);
    expect(result.outcome).toBe('combined');
    expect(result.combinations.map((combination) => combination.combinedItem.name)).toEqual(['Tomato']);
    expect(result.plan).toEqual({ keep: [{ id: 3, name: 'Tomato', quantity: '3 lb', category: 'Produce' }], remove: [4] });
    expect(result.combinedCount).toBe(3);
  });

  it('only that group: nothing else to combine reads "No similar items found to combine."', () => {
    const result = combineSimilar([row(1, 'Basil', 'x'.repeat(40)), row(2, 'basil', 'y'.repeat(40))]);
    expect(result).toMatchObject({ outcome: 'nothingToCombine', message: 'No similar items found to combine.', combinedCount: 2, combinations: [] });
  });
});
