import { indexPantry, ingredientAvailability, matchIngredients, type IngredientMatchStatus } from './matching.js';

// the server may hand over any text
type Status = 'In Stock' | 'Low Stock' | 'Out of Stock' | 'Expired';
const pantry = (...items: [string, Status][]) => indexPantry(items.map(([name, status]) => ({ name, status })));
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('indexPantry', () => {
  it.each<[string, [string, Status][], string[], string[]]>([
    ['nothing', [], [], []],
    ['In Stock and Low Stock by key', [['Garlic', 'In Stock'], ['Olive Oil', 'Low Stock']], ['garlic'], ['oil']],
    ['Out of Stock is ignored', [['Milk', 'Out of Stock'], ['Eggs', 'In Stock']], ['egg'], []],
    ['In Stock wins over Low Stock, in either order', [['Milk', 'Low Stock'], ['milk', 'In Stock'], ['Butter', 'In Stock'], ['BUTTER', 'Low Stock']], ['butter', 'milk'], []],
    ['Low Stock beside Out of Stock stays low', [['Rice', 'Out of Stock'], ['rice', 'Low Stock']], [], ['rice']],
    ['names without food are left out', [['  ', 'In Stock'], ['2 cups', 'In Stock']], ['cup'], []],
    ['an unknown status counts as nothing', [['Flour', 'Expired']], [], []],
  ])('%s', (_case, items, inStock, lowStock) => {
    const index = pantry(...items);
    expect(sorted(index.inStock)).toEqual(inStock);
    expect(sorted(index.lowStock)).toEqual(lowStock);
  });
});

describe('matchIngredients (spec part 2 §4)', () => {
  const index = pantry(
    ['Garlic', 'In Stock'],
    ['Cherry Tomatoes', 'In Stock'],
    ['Olive Oil', 'Low Stock'],
    ['Black Pepper', 'In Stock'],
    ['Butter', 'Out of Stock'],
    ['Peanut Butter', 'In Stock'],
    ['Cheddar', 'Low Stock'],
    ['Spaghetti', 'In Stock'],
  );

  it.each<[string, IngredientMatchStatus]>([
    ['2 cloves garlic, minced', 'available'],
    ['Tomatoes', 'available'],
    ['1 (14 oz) can diced tomatoes', 'available'],
    ['vegetable oil', 'low'],
    ['2 tbsp extra-virgin olive oil', 'low'],
    ['freshly ground pepper', 'available'],
    ['1 red bell pepper, diced', 'missing'],
    ['butter', 'missing'],
    ['unsalted butter', 'missing'],
    ['peanut butter', 'available'],
    ['1 cup shredded cheddar cheese', 'low'],
    ['mozzarella', 'missing'],
    ['penne pasta', 'available'],
    ['garlic powder', 'missing'],
    ['', 'missing'],
  ])('%p is %s', (name, status) => {
    expect(matchIngredients([{ name }], index).ingredients[0].status).toBe(status);
  });

  it('keeps each ingredient with its status, in order, and sums them up', () => {
    const ingredients = [{ name: 'garlic', id: 1 }, { name: 'olive oil', id: 2 }, { name: 'basil', id: 3 }, { name: 'spaghetti', id: 4 }];
    expect(matchIngredients(ingredients, index)).toEqual({
      ingredients: [
        { ingredient: ingredients[0], status: 'available' },
        { ingredient: ingredients[1], status: 'low' },
        { ingredient: ingredients[2], status: 'missing' },
        { ingredient: ingredients[3], status: 'available' },
      ],
      availability: { total: 4, available: 2, missing: 1, lowStock: 1, percent: 75 },
    });
  });

  it('uses a stored match key instead of the name', () => {
    expect(matchIngredients([{ name: 'whatever', matchKey: 'garlic' }], index).ingredients[0].status).toBe('available');
    expect(matchIngredients([{ name: 'garlic', matchKey: 'basil' }], index).ingredients[0].status).toBe('missing');
  });

  it('finds nothing in an empty pantry', () => {
    expect(matchIngredients([{ name: 'garlic' }, { name: 'salt' }], pantry()).availability).toEqual({
      total: 2, available: 0, missing: 2, lowStock: 0, percent: 0,
    });
  });
});

describe('ingredientAvailability: percent counts available and low, rounded', () => {
  it.each<[IngredientMatchStatus[], { available: number; lowStock: number; missing: number; percent: number }]>([
    [[], { available: 0, lowStock: 0, missing: 0, percent: 100 }],
    [['available'], { available: 1, lowStock: 0, missing: 0, percent: 100 }],
    [['missing'], { available: 0, lowStock: 0, missing: 1, percent: 0 }],
    [['low'], { available: 0, lowStock: 1, missing: 0, percent: 100 }],
    [['available', 'missing', 'missing'], { available: 1, lowStock: 0, missing: 2, percent: 33 }],
    [['available', 'low', 'missing'], { available: 1, lowStock: 1, missing: 1, percent: 67 }],
    [['available', 'missing'], { available: 1, lowStock: 0, missing: 1, percent: 50 }],
    [['missing', 'missing', 'missing', 'missing', 'missing', 'missing', 'missing', 'low'], { available: 0, lowStock: 1, missing: 7, percent: 13 }],
  ])('%j', (statuses, expected) => {
    expect(ingredientAvailability(statuses)).toEqual({ total: statuses.length, ...expected });
  });
});
