import { loadPage, readRecipePage } from '../recipes/import/recipe-page.js';
import type { RecipeDto } from '../recipes/dto/recipe.dto.js';
import { isoDuration, recipeJsonLd } from './recipe-json-ld.js';

const recipe: RecipeDto = {
  id: 7,
  title: 'Tomato pasta',
  description: 'Quick and red',
  cookTime: 75,
  prepTime: 10,
  servings: 4,
  difficulty: 'easy',
  cuisine: 'Italian',
  tags: ['quick', 'family'],
  imageUrl: '/api/recipe-images/0b4f0c5e-9d59-4a0e-8d6b-3f8d1c2a7e11',
  imageType: 'upload',
  stockImageId: null,
  source: null,
  categoryId: 3,
  category: { id: 3, name: 'Dinners', description: null },
  isTrending: false,
  isRecommended: false,
  isFavorited: true,
  isPinned: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ingredientCount: 3,
  instructionCount: 2,
  readOnly: false,
  library: null,
  contentTags: [],
  ingredients: [
    {
      id: 1,
      name: 'spaghetti',
      amount: '400',
      amountValue: 400,
      unit: 'g',
      notes: null,
      order: 0,
    },
    {
      id: 2,
      name: 'garlic',
      amount: '2',
      amountValue: 2,
      unit: 'cloves',
      notes: 'minced',
      order: 1,
    },
    {
      id: 3,
      name: 'salt',
      amount: null,
      amountValue: null,
      unit: null,
      notes: null,
      order: 2,
    },
  ],
  instructions: [
    { id: 1, stepNumber: 1, instruction: 'Boil the pasta.', notes: null },
    { id: 2, stepNumber: 2, instruction: 'Fry the garlic.', notes: null },
  ],
  nutrition: {
    id: 1,
    recipeId: 7,
    calories: 505,
    protein: 17,
    carbs: null,
    fat: 15,
    fiber: null,
    sugar: null,
    sodium: 730,
    servingSize: '1 plate',
  },
};

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [5, 'PT5M'],
    [60, 'PT1H'],
    [75, 'PT1H15M'],
    [600, 'PT10H'],
  ])('%i minutes -> %s', (minutes, text) => expect(isoDuration(minutes)).toBe(text));
});

describe('recipeJsonLd', () => {
  it('writes what the recipe holds, and leaves out what it does not know', () => {
    const bare = recipeJsonLd(
      {
        ...recipe,
        description: null,
        cookTime: null,
        prepTime: null,
        servings: null,
        cuisine: null,
        tags: [],
        category: null,
        imageType: 'stock',
        nutrition: null,
      },
      'https://meals.example',
    );
    expect(Object.keys(bare).sort()).toEqual(['@context', '@type', 'dateCreated', 'dateModified', 'name', 'recipeIngredient', 'recipeInstructions']);
  });

  it('is read back by our own page importer (json-ld.ts, schema-recipe.ts) as the same recipe', () => {
    const jsonLd = recipeJsonLd(recipe, 'https://meals.example');
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body></body></html>`;
    const page = readRecipePage(loadPage(Buffer.from(html), 'utf-8'), new URL('https://elsewhere.example/recipe'));
    expect(page).toEqual({
      title: 'Tomato pasta',
      description: 'Quick and red',
      ingredients: ['400 g spaghetti', '2 cloves garlic, minced', 'salt'],
      ingredientHeadings: [null, null, null],
      instructions: ['Boil the pasta.', 'Fry the garlic.'],
      prepTime: 10,
      cookTime: 75,
      totalTime: 85,
      yields: '4 servings',
      servings: 4,
      cuisine: 'Italian',
      tags: ['Dinners'],
      imageUrl: 'https://meals.example/api/recipe-images/0b4f0c5e-9d59-4a0e-8d6b-3f8d1c2a7e11',
      nutrition: {
        calories: 505,
        protein: 17,
        fat: 15,
        sodium: 730,
        servingSize: '1 plate',
      },
    });
  });
});
