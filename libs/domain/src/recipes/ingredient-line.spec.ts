import { parseIngredientLine } from './ingredient-line.js';

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour', { amount: '2', amountValue: 2, unit: 'cups', name: 'flour', notes: null }],
    ['2 cloves garlic, minced', { amount: '2', amountValue: 2, unit: 'cloves', name: 'garlic', notes: 'minced' }],
    ['1 1/2 tbsp. olive oil', { amount: '1 1/2', amountValue: 1.5, unit: 'tbsp', name: 'olive oil', notes: null }],
    ['½ cup sugar', { amount: '½', amountValue: 0.5, unit: 'cup', name: 'sugar', notes: null }],
    ['1½ teaspoons salt', { amount: '1½', amountValue: 1.5, unit: 'teaspoons', name: 'salt', notes: null }],
    ['500g plain flour', { amount: '500', amountValue: 500, unit: 'g', name: 'plain flour', notes: null }],
    ['1,5 kg potatoes', { amount: '1,5', amountValue: 1.5, unit: 'kg', name: 'potatoes', notes: null }],
    // a size word sizes the item; the name is what to buy (was: name 'large eggs')
    ['3 large eggs', { amount: '3', amountValue: 3, unit: null, name: 'eggs', notes: 'large' }],
    ['2-3 cloves garlic', { amount: '2-3', amountValue: null, unit: 'cloves', name: 'garlic', notes: null }],
    ['2 to 3 tomatoes, diced', { amount: '2-3', amountValue: null, unit: null, name: 'tomatoes', notes: 'diced' }],
    ['1 (15 oz) can black beans, drained', { amount: '1', amountValue: 1, unit: 'can', name: 'black beans', notes: 'drained; 15 oz' }],
    // "a" is no amount, but "a pinch of" is a measure, as "Pinch of salt" (was: all of it the name)
    ['a pinch of salt', { amount: null, amountValue: null, unit: 'pinch', name: 'salt', notes: null }],
    ['Pinch of salt', { amount: null, amountValue: null, unit: 'Pinch', name: 'salt', notes: null }],
    ['2 tablespoons of butter', { amount: '2', amountValue: 2, unit: 'tablespoons', name: 'butter', notes: null }],
    ['- 1 cup milk', { amount: '1', amountValue: 1, unit: 'cup', name: 'milk', notes: null }],
    ['Salt and pepper, to taste', { amount: null, amountValue: null, unit: null, name: 'Salt and pepper', notes: 'to taste' }],
    ['fresh basil', { amount: null, amountValue: null, unit: null, name: 'fresh basil', notes: null }],
    ['2 cups', { amount: null, amountValue: null, unit: null, name: '2 cups', notes: null }],
    ['  4   cups   chicken   stock ', { amount: '4', amountValue: 4, unit: 'cups', name: 'chicken stock', notes: null }],
    ['1 ⅓ c. sugar', { amount: '1 ⅓', amountValue: 4 / 3, unit: 'c', name: 'sugar', notes: null }],
    ['2\u00a0½ tbsp honey', { amount: '2 ½', amountValue: 2.5, unit: 'tbsp', name: 'honey', notes: null }],
    ['1\u00ad-2 tsp low\u00adsodium soy sauce', { amount: '1-2', amountValue: null, unit: 'tsp', name: 'low\u00adsodium soy sauce', notes: null }],
    ['2–3 tbsp water', { amount: '2-3', amountValue: null, unit: 'tbsp', name: 'water', notes: null }],
    ['8 or 9 leeks', { amount: '8-9', amountValue: null, unit: null, name: 'leeks', notes: null }],
    ['One onion, chopped', { amount: '1', amountValue: 1, unit: null, name: 'onion', notes: 'chopped' }],
    ['half a lemon', { amount: '0.5', amountValue: 0.5, unit: null, name: 'lemon', notes: null }],
    ['a dozen eggs', { amount: '12', amountValue: 12, unit: null, name: 'eggs', notes: null }],
    ['90g/3¼oz caster sugar', { amount: '90', amountValue: 90, unit: 'g', name: 'caster sugar', notes: '3¼ oz' }],
    ['1 cup (240 ml) rice vinegar', { amount: '1', amountValue: 1, unit: 'cup', name: 'rice vinegar', notes: '240 ml' }],
    ['110ml/4fl oz Madeira wine', { amount: '110', amountValue: 110, unit: 'ml', name: 'Madeira wine', notes: '4 fl oz' }],
    ['3 T butter', { amount: '3', amountValue: 3, unit: 'T', name: 'butter', notes: null }],
    ['2 heaped tsp curry powder', { amount: '2', amountValue: 2, unit: 'heaped tsp', name: 'curry powder', notes: null }],
    ['500 grams minced beef', { amount: '500', amountValue: 500, unit: 'grams', name: 'beef', notes: 'minced' }],
    ['small handful dill, roughly chopped', { amount: null, amountValue: null, unit: 'small handful', name: 'dill', notes: 'roughly chopped' }],
    ['4 large garlic cloves', { amount: '4', amountValue: 4, unit: 'large cloves', name: 'garlic', notes: null }],
    ['300ml/½ pint milk or single cream', { amount: '300', amountValue: 300, unit: 'ml', name: 'milk or single cream', notes: '½ pint' }],
    ['1 tbsp dried thyme or 3 tbsp fresh thyme', { amount: '1', amountValue: 1, unit: 'tbsp', name: 'dried thyme', notes: 'or 3 tbsp fresh thyme' }],
    ['1½ cups heavy (whipping) cream', { amount: '1½', amountValue: 1.5, unit: 'cups', name: 'heavy (whipping) cream', notes: null }],
    ['Juice of 2 limes', { amount: '2', amountValue: 2, unit: null, name: 'limes', notes: 'Juice of' }],
    ['about 3 tbsp apricot jam, warmed', { amount: '3', amountValue: 3, unit: 'tbsp', name: 'apricot jam', notes: 'warmed; about' }],
    ['Confectioners’ sugar, 2 tablespoons', { amount: '2', amountValue: 2, unit: 'tablespoons', name: 'Confectioners’ sugar', notes: null }],
    ['1 lb boneless, skinless chicken breasts', { amount: '1', amountValue: 1, unit: 'lb', name: 'boneless, skinless chicken breasts', notes: null }],
    ['1/3 cup chicken stock, vegetable stock, or water', { amount: '1/3', amountValue: 1 / 3, unit: 'cup', name: 'chicken stock, vegetable stock, or water', notes: null }],
    ['kosher salt and freshly ground black pepper to taste', { amount: null, amountValue: null, unit: null, name: 'kosher salt and black pepper', notes: 'freshly ground; to taste' }],
    ['12 whole cloves', { amount: '12', amountValue: 12, unit: null, name: 'whole cloves', notes: null }],
  ])('%p', (line, expected) => {
    const { amountValue, ...parsed } = parseIngredientLine(line);
    const { amountValue: expectedValue, ...rest } = expected;
    expect(parsed).toEqual(rest);
    if (expectedValue === null) expect(amountValue).toBeNull();
    else expect(amountValue).toBeCloseTo(expectedValue);
  });
});
