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
    ['3 large eggs', { amount: '3', amountValue: 3, unit: null, name: 'large eggs', notes: null }],
    ['2-3 cloves garlic', { amount: '2-3', amountValue: null, unit: 'cloves', name: 'garlic', notes: null }],
    ['2 to 3 tomatoes, diced', { amount: '2-3', amountValue: null, unit: null, name: 'tomatoes', notes: 'diced' }],
    ['1 (15 oz) can black beans, drained', { amount: '1', amountValue: 1, unit: 'can', name: 'black beans', notes: 'drained; 15 oz' }],
    ['a pinch of salt', { amount: null, amountValue: null, unit: null, name: 'a pinch of salt', notes: null }],
    ['Pinch of salt', { amount: null, amountValue: null, unit: 'Pinch', name: 'salt', notes: null }],
    ['2 tablespoons of butter', { amount: '2', amountValue: 2, unit: 'tablespoons', name: 'butter', notes: null }],
    ['- 1 cup milk', { amount: '1', amountValue: 1, unit: 'cup', name: 'milk', notes: null }],
    ['Salt and pepper, to taste', { amount: null, amountValue: null, unit: null, name: 'Salt and pepper', notes: 'to taste' }],
    ['fresh basil', { amount: null, amountValue: null, unit: null, name: 'fresh basil', notes: null }],
    ['2 cups', { amount: null, amountValue: null, unit: null, name: '2 cups', notes: null }],
    ['  4   cups   chicken   stock ', { amount: '4', amountValue: 4, unit: 'cups', name: 'chicken stock', notes: null }],
  ])('%p', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });
});
