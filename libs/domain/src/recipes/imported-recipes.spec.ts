import { importedRecipeKey, storedTimes } from './imported-recipes.js';

describe('importedRecipeKey', () => {
  const key = importedRecipeKey('Tomato soup', ['tomatoes', 'onion', 'salt']);
  it.each<[string, string, string[], boolean]>([
    ['the same recipe', 'Tomato soup', ['tomatoes', 'onion', 'salt'], true],
    ['case and spacing of the title', '  tomato   SOUP ', ['tomatoes', 'onion', 'salt'], true],
    ['the ingredients in another order', 'Tomato soup', ['salt', 'Tomatoes', 'onion'], true],
    ['an ingredient with other spacing', 'Tomato soup', ['tomatoes ', ' onion', 'salt'], true],
    ['another title', 'Tomato bisque', ['tomatoes', 'onion', 'salt'], false],
    ['one ingredient more', 'Tomato soup', ['tomatoes', 'onion', 'salt', 'cream'], false],
    ['one ingredient less', 'Tomato soup', ['tomatoes', 'onion'], false],
    ['another ingredient', 'Tomato soup', ['tomatoes', 'leek', 'salt'], false],
  ])('%s: duplicate %#', (_case, title, names, same) => {
    expect(importedRecipeKey(title, names) === key).toBe(same);
  });
});

describe('storedTimes', () => {
  it.each([
    [{ prepTime: 10, cookTime: 20, totalTime: 45 }, { prepTime: 10, cookTime: 20 }],
    [{ prepTime: 10, cookTime: null, totalTime: 45 }, { prepTime: 10, cookTime: 35 }],
    [{ prepTime: null, cookTime: null, totalTime: 45 }, { prepTime: null, cookTime: 45 }],
    [{ prepTime: 50, cookTime: null, totalTime: 45 }, { prepTime: 50, cookTime: null }],
    [{ prepTime: null, cookTime: null, totalTime: null }, { prepTime: null, cookTime: null }],
  ])('%j -> %j', (times, stored) => {
    expect(storedTimes(times)).toEqual(stored);
  });
});
