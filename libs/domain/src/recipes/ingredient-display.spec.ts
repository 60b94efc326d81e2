import { formatIngredient } from './ingredient-display.js';

describe('formatIngredient (spec part 2 §2 and §5)', () => {
  it.each([
    [{ amount: '2', unit: 'cup', name: 'flour' }, '2 cups flour'],
    [{ amount: '1', unit: 'cups', name: 'milk' }, '1 cup milk'],
    [{ amount: '1.0', unit: 'cups', name: 'milk' }, '1.0 cup milk'],
    [{ amount: '½', unit: 'cup', name: 'sugar' }, '½ cups sugar'],
    [{ amount: '1 1/2', unit: 'clove', name: 'garlic' }, '1 1/2 cloves garlic'],
    [{ amount: '3', unit: 'pinch', name: 'salt' }, '3 pinches salt'],
    [{ amount: '2', unit: 'bunch', name: 'cilantro' }, '2 bunches cilantro'],
    [{ amount: '2-3', unit: 'clove', name: 'garlic' }, '2-3 cloves garlic'],
    [{ amount: '2', unit: 'tbsp', name: 'butter' }, '2 tbsp butter'],
    [{ amount: '1', unit: 'lbs', name: 'beef' }, '1 lbs beef'],
    [{ amount: '500', unit: 'g', name: 'pasta' }, '500 g pasta'],
    [{ amount: '2', unit: 'large leaf', name: 'basil' }, '2 large leaves basil'],
    [{ amount: 'a few', unit: 'sprigs', name: 'thyme' }, 'a few sprigs thyme'],
    // a repeated amount or unit is taken out of the name
    [{ amount: '2', unit: 'cups', name: '2 cups flour' }, '2 cups flour'],
    [{ amount: '2', unit: 'cups', name: 'cups flour' }, '2 cups flour'],
    [{ amount: '1/2', unit: 'cup', name: '½ cup of sugar' }, '1/2 cups sugar'],
    [{ amount: '2', unit: 'tbsp', name: '2 tablespoons olive oil' }, '2 tbsp olive oil'],
    [{ amount: '3', unit: null, name: '3 eggs' }, '3 eggs'],
    [{ amount: '2', unit: 'cloves', name: 'garlic cloves' }, '2 cloves garlic cloves'],
    [{ amount: '2', unit: null, name: '3 eggs' }, '2 3 eggs'],
    // missing parts
    [{ amount: null, unit: null, name: 'salt' }, 'salt'],
    [{ amount: '', unit: 'pinch', name: 'salt' }, 'pinch salt'],
    [{ amount: '4', name: ' eggs ' }, '4 eggs'],
  ])('%j -> %p', (ingredient, expected) => {
    expect(formatIngredient(ingredient)).toBe(expected);
  });
});
