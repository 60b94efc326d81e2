import { shoppingItemKey, singularize } from './item-names.js';

describe('singularize', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['cookies', 'cookie'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['olives', 'olive'],
    ['cheeses', 'cheese'],
    ['eggs', 'egg'],
    ['avocados', 'avocado'],
    ['peas', 'pea'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['swiss', 'swiss'],
    ['tomato', 'tomato'],
    ['Berry', 'berry'],
  ])('%s -> %s', (word, expected) => {
    expect(singularize(word)).toBe(expected);
  });
});

describe('shoppingItemKey', () => {
  it.each([
    // case, spacing, punctuation
    ['Milk', '  milk  '],
    ['Whole  Milk', 'whole milk'],
    ['All-Purpose Flour', 'all purpose flour'],
    ["Baker's Yeast", 'bakers yeast'],
    // singular and plural
    ['tomato', 'Tomatoes'],
    ['berry', 'berries'],
    ['bay leaf', 'Bay Leaves'],
    ['Cherry Tomatoes', 'cherry tomato'],
    // synonyms
    ['scallion', 'Green Onions'],
    ['Spring onions', 'green onion'],
    ['cilantro', 'Coriander'],
    ['garbanzo beans', 'Chickpeas'],
    ['Courgette', 'zucchini'],
    ['bell pepper', 'Capsicum'],
    ['prawns', 'Shrimp'],
  ])('%s = %s', (a, b) => {
    expect(shoppingItemKey(a)).toBe(shoppingItemKey(b));
  });

  it.each([
    ['milk', 'oat milk'],
    ['ground coriander', 'cilantro'],
    ['onion', 'green onion'],
    ['pepper', 'bell pepper'],
    ['tomato', 'tomato sauce'],
  ])('%s != %s', (a, b) => {
    expect(shoppingItemKey(a)).not.toBe(shoppingItemKey(b));
  });
});
