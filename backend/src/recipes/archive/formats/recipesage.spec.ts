import type { SchemaNode } from '../../import/recipe-page.types.js';
import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { isRecipeSageRecipe, recipeSageRecipe } from './recipesage.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);

// A recipe as RecipeSage's JSON-LD export writes it (headers as HowToSections named by them)
const pancakes: SchemaNode = {
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  identifier: '0f5b6c1e-8d0a-4f7e-9a51-3c2d1e0b9a87',
  datePublished: '2024-05-04T09:00:00.000Z',
  description: 'Fluffy *buttermilk* pancakes.',
  image: ['https://recipesage-images.example.com/pancakes.jpg'],
  name: 'Buttermilk Pancakes',
  prepTime: 'PT10M',
  recipeIngredient: ['[For the batter]', '2 cups flour', '2 eggs', '[For serving]', '1/4 cup maple syrup, warmed'],
  recipeInstructions: [
    { '@type': 'HowToSection', name: 'Batter' },
    { '@type': 'HowToStep', text: 'Whisk the flour and eggs until **just** combined.' },
    { '@type': 'HowToSection', name: 'Cooking' },
    { '@type': 'HowToStep', text: 'Cook on a hot griddle, 2 minutes a side.' },
  ],
  recipeYield: '12 pancakes',
  totalTime: '30 minutes',
  recipeCategory: ['Breakfast', 'Vegetarian'],
  creditText: 'Example Diner',
  isBasedOn: 'https://www.example-diner.com/pancakes',
  comment: [{ '@type': 'Comment', name: 'Author Notes', text: '[Storage]\nFreeze between sheets of paper.' }],
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '5', bestRating: '5' },
  nutrition: { '@type': 'NutritionInformation', calories: '220 kcal', proteinContent: '7 g', sodiumContent: '380 mg' },
};

describe('isRecipeSageRecipe', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['a RecipeSage recipe', pancakes, true],
    ['one with empty credit and address (as Tandoor writes it)', { '@type': 'Recipe', name: 'Toast', creditText: '', isBasedOn: '', comment: [] }, true],
    ['one with only its notes comment', { '@type': 'Recipe', name: 'Toast', comment: [{ '@type': 'Comment', name: 'Author Notes', text: '' }] }, true],
    ['a recipe page', { '@type': 'Recipe', name: 'Toast', author: { name: 'Ann' }, comment: [{ '@type': 'Comment', text: 'Yum' }] }, false],
    ['a recipe page naming only its credit', { '@type': 'Recipe', name: 'Toast', creditText: 'Ann' }, false],
    ['no Recipe', { '@type': 'HowTo', creditText: '', isBasedOn: '' }, false],
  ])('%s', (_name, node, expected) => {
    expect(isRecipeSageRecipe(node)).toBe(expected);
  });
});

describe('recipeSageRecipe', () => {
  const found = recipeSageRecipe(pancakes);
  const { recipe } = found;

  it.each<[string, unknown]>([
    ['title', 'Buttermilk Pancakes'],
    ['prepTime', 10],
    ['totalTime', 30],
    ['servings', 12],
    ['yields', '12 pancakes'],
    ['tags', ['Breakfast', 'Vegetarian']],
    ['imageUrl', 'https://recipesage-images.example.com/pancakes.jpg'],
    ['source', 'example-diner.com'],
    ['nutrition', { calories: 220, protein: 7, sodium: 380 }],
  ])('carries over %s', (field, expected) => {
    expect(recipe[field as keyof typeof recipe]).toEqual(expected);
  });

  it('writes the description, then the notes comment, its "[Header]" lines as headings, then a credit that is no address', () => {
    expect(recipe.description).toBe('Fluffy *buttermilk* pancakes.\n\n## Storage\nFreeze between sheets of paper.\n\nSource: Example Diner');
  });

  it('reads "[Header]" ingredient lines as the groups of the lines under them', () => {
    expect(recipe.ingredients).toEqual([
      { amount: '2', amountValue: 2, unit: 'cups', name: 'flour', notes: 'For the batter' },
      { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: 'For the batter' },
      { amount: '1/4', amountValue: 0.25, unit: 'cup', name: 'maple syrup', notes: 'For serving; warmed' },
    ]);
  });

  it('makes sections of its HowToSections, Markdown kept in the steps', () => {
    expect(recipe.instructions).toEqual(['## Batter', 'Whisk the flour and eggs until **just** combined.', '## Cooking', 'Cook on a hot griddle, 2 minutes a side.']);
  });

  it('has no photo when the image is a link', () => {
    expect(found).not.toHaveProperty('photo');
  });

  it.each<[string, unknown]>([
    ['HowToSteps of "[Header]" texts', [{ '@type': 'HowToStep', text: '[Batter]' }, { '@type': 'HowToStep', text: 'Whisk.' }]],
    ['HowToSections of "[Header]" texts', [{ '@type': 'HowToSection', text: '[Batter]' }, { '@type': 'HowToStep', text: 'Whisk.' }]],
    ['a HowToSection holding its steps', [{ '@type': 'HowToSection', name: 'Batter', itemListElement: [{ '@type': 'HowToStep', text: 'Whisk.' }] }]],
    ['texts', ['[Batter]', 'Whisk.']],
    ['one text', '[Batter]\nWhisk.'],
  ])('reads the sections of %s', (_name, recipeInstructions) => {
    expect(recipeSageRecipe({ ...pancakes, recipeInstructions }).recipe.instructions).toEqual(['## Batter', 'Whisk.']);
  });

  it('reads a keyword list as tags too', () => {
    expect(recipeSageRecipe({ ...pancakes, recipeCategory: 'Breakfast', keywords: 'quick, sweet' }).recipe.tags).toEqual(['Breakfast', 'quick', 'sweet']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['the host of isBasedOn', {}, 'example-diner.com'],
    ['the host of creditText, when it is an address', { isBasedOn: '', creditText: 'https://blog.example.net/p/1' }, 'blog.example.net'],
    ['the app, when neither is an address', { isBasedOn: null, creditText: 'Aunt May' }, 'RecipeSage'],
  ])('source: %s', (_name, fields, source) => {
    expect(recipeSageRecipe({ ...pancakes, ...fields }).recipe.source).toBe(source);
  });

  it.each<[string, unknown, string | null]>([
    ['an http image', 'http://images.example.com/p.jpg', null],
    ['an ImageObject', { '@type': 'ImageObject', url: 'https://images.example.com/p.jpg' }, 'https://images.example.com/p.jpg'],
    ['a relative path', 'images/p.jpg', null],
  ])('image link: %s', (_name, image, imageUrl) => {
    expect(recipeSageRecipe({ ...pancakes, image }).recipe.imageUrl).toBe(imageUrl);
  });

  it('decodes a data: URL image as the photo', () => {
    const found = recipeSageRecipe({ ...pancakes, image: [`data:image/png;base64,${PNG.toString('base64')}`] });
    expect(found.photo).toEqual(PNG);
    expect(found.recipe.imageUrl).toBeNull();
  });

  it('keeps no photo of a data: URL that is no base64 image', () => {
    expect(recipeSageRecipe({ ...pancakes, image: ['data:text/plain;base64,aGk=', 'data:image/png,raw'] })).not.toHaveProperty('photo');
  });

  it('answers photo: null for a data: URL over the limit, without decoding it', () => {
    const oversized = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((ARCHIVE_LIMITS.imageBytes * 4) / 3) + 4)}`;
    const from = jest.spyOn(Buffer, 'from');
    try {
      const found = recipeSageRecipe({ ...pancakes, image: [oversized] });
      expect(found.photo).toBeNull();
      expect(from.mock.calls.filter((call) => (call as unknown[])[1] === 'base64')).toEqual([]);
    } finally {
      from.mockRestore();
    }
  });

  it('answers a recipe of odd fields, without a title, rather than throwing', () => {
    const found = recipeSageRecipe({ '@type': 'Recipe', name: 5, recipeIngredient: 'one egg', recipeInstructions: [null, 3, { '@type': 'HowToStep' }], comment: 'x', image: 7, creditText: [] });
    expect(found).toEqual({ recipe: expect.objectContaining({ title: '5', ingredients: [{ amount: '1', amountValue: 1, unit: null, name: 'egg', notes: null }], source: 'RecipeSage' }) });
    expect(recipeSageRecipe({ '@type': 'Recipe' }).recipe).toEqual(expect.objectContaining({ title: '', ingredients: [], instructions: [], description: null }));
  });
});
