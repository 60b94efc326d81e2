import { buildParsedRecipe, STOCK_IMAGES, suggestStockImages } from '@mealapp/domain';
import { emptyDraft } from '../form/recipe-draft';
import { createBodyOfParsed, draftOfParsed, formTimes, recipeOfParseAnswer, reviewImage } from './parsed-recipe';

const PANCAKES = buildParsedRecipe({
  title: 'Pancakes',
  description: 'Thin and lacy.',
  ingredients: [
    { amount: '100', amountValue: 100, unit: 'g', name: 'plain flour', notes: null },
    { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: 'large' },
  ],
  instructions: ['Whisk.', 'Fry.'],
  prepTime: 10,
  cookTime: null,
  totalTime: 30,
  servings: 4,
  cuisine: 'French',
  tags: ['Breakfast'],
  imageUrl: 'https://example.com/pancakes.jpg',
  nutrition: { calories: 200, fiber: 2 },
  source: 'example.com',
});

describe('recipeOfParseAnswer: flat, or nested under recipe.recipe (spec part 2 §7)', () => {
  test.each([
    ['flat', PANCAKES, 'Pancakes'],
    ['under recipe', { recipe: PANCAKES }, 'Pancakes'],
    ['under recipe.recipe', { recipe: { recipe: PANCAKES } }, 'Pancakes'],
    ['no recipe', { recipe: null }, null],
    ['an empty title', { ...PANCAKES, title: '  ' }, null],
    ['nothing', undefined, null],
  ])('%s', (_case, answer, title) => {
    expect(recipeOfParseAnswer(answer as Parameters<typeof recipeOfParseAnswer>[0])?.title ?? null).toBe(title);
  });
});

describe('formTimes: a page with only a total puts what is left after prep into cook', () => {
  test.each([
    [10, 20, 45, 10, 20],
    [10, null, 30, 10, 20],
    [null, null, 30, null, 30],
    [30, null, 30, 30, null],
    [40, null, 30, 40, null],
    [null, null, null, null, null],
  ])('prep %p cook %p total %p -> prep %p cook %p', (prepTime, cookTime, totalTime, prep, cook) => {
    expect(formTimes({ prepTime, cookTime, totalTime })).toEqual({ prepTime: prep, cookTime: cook });
  });
});

describe('reviewImage', () => {
  test('the page picture when it is https', () => {
    expect(reviewImage(PANCAKES, 'italian-tomato-pasta')).toEqual({ kind: 'url', imageUrl: 'https://example.com/pancakes.jpg' });
  });
  test("else the server's suggested stock image", () => {
    const id = STOCK_IMAGES[3].id;
    expect(reviewImage({ ...PANCAKES, imageUrl: 'http://example.com/p.jpg' }, id)).toEqual({ kind: 'stock', stockImageId: id });
  });
  test('else the best stock match for the title and tags (an unknown suggestion is ignored)', () => {
    const best = suggestStockImages({ title: 'Pancakes', tags: ['Breakfast'] })[0].id;
    expect(reviewImage({ ...PANCAKES, imageUrl: null }, 'no-such-image')).toEqual({ kind: 'stock', stockImageId: best });
  });
});

test('draftOfParsed: what was found replaces the field, what was not keeps the form', () => {
  const base = { ...emptyDraft(), categoryId: '3', difficulty: 'hard' as const, servings: '6', nutrition: { calories: '', protein: '12', carbs: '', fat: '' } };
  const draft = draftOfParsed({ ...PANCAKES, servings: null }, null, base);
  expect(draft).toMatchObject({
    title: 'Pancakes',
    description: 'Thin and lacy.',
    categoryId: '3',
    difficulty: 'hard',
    prepTime: '10',
    cookTime: '20',
    servings: '6',
    cuisine: 'French',
    tags: ['Breakfast'],
    image: base.image,
    nutrition: { calories: '200', protein: '12', carbs: '', fat: '' },
    source: 'example.com',
  });
  expect(draft.ingredients.map(({ structured, amount, unit, name, notes, text }) => ({ structured, amount, unit, name, notes, text }))).toEqual([
    { structured: true, amount: '100', unit: 'g', name: 'plain flour', notes: '', text: '100 g plain flour' },
    { structured: true, amount: '2', unit: '', name: 'eggs', notes: 'large', text: '2 eggs, large' },
  ]);
  expect(draft.instructions.map((row) => row.text)).toEqual(['Whisk.', 'Fry.']);
  expect(new Set([...draft.ingredients, ...draft.instructions].map((row) => row.key)).size).toBe(4);
});

test('draftOfParsed keeps one empty row when a parse found no steps', () => {
  const draft = draftOfParsed({ ...PANCAKES, instructions: [] }, null, emptyDraft());
  expect(draft.instructions).toHaveLength(1);
  expect(draft.instructions[0].text).toBe('');
});

test('createBodyOfParsed: the create body, with the source, image fields and every nutrition value', () => {
  expect(createBodyOfParsed(PANCAKES, { kind: 'stock', stockImageId: STOCK_IMAGES[0].id })).toEqual({
    title: 'Pancakes',
    description: 'Thin and lacy.',
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    cuisine: 'French',
    tags: ['Breakfast'],
    imageType: 'stock',
    stockImageId: STOCK_IMAGES[0].id,
    imageUrl: null,
    ingredients: [
      { name: 'plain flour', amount: '100', unit: 'g', notes: null },
      { name: 'eggs', amount: '2', unit: null, notes: 'large' },
    ],
    instructions: ['Whisk.', 'Fry.'],
    nutrition: { calories: 200, fiber: 2 },
    source: 'example.com',
  });
});
