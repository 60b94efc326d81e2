import {
  RECIPE_LIMIT_MESSAGES,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  cleanRecipeDraft,
  inIngredientOrder,
  recipeCategoryNameError,
  recipeDraftError,
  type RecipeDraftInput,
} from './recipe-draft.js';

const valid: RecipeDraftInput = { title: 'Toast', ingredients: ['1 slice bread'], instructions: ['Toast it.'] };
const errorOf = (over: RecipeDraftInput) => recipeDraftError(cleanRecipeDraft({ ...valid, ...over }));

describe('RECIPE_MESSAGES', () => {
  it('are the spec texts', () => {
    expect(RECIPE_MESSAGES).toEqual({
      titleRequired: 'Recipe title is required',
      ingredientRequired: 'At least one ingredient is required',
      instructionRequired: 'At least one instruction is required',
      notFound: 'Recipe not found',
      categoryExists: 'Category with this name already exists',
      readOnly: 'Demo and starter recipes cannot be changed. Save a copy to edit it.',
    });
  });
});

describe('inIngredientOrder (spec part 2 §3 Ingredient.order)', () => {
  const row = (name: string, order?: number | null) => ({ name, order });
  it.each([
    ['rows by their order', [row('c', 2), row('a', 0), row('b', 1)], ['a', 'b', 'c']],
    ['no order: as listed', [row('a'), row('b'), row('c')], ['a', 'b', 'c']],
    ['a row without one keeps its place', [row('c', 5), row('a'), row('b', 3)], ['a', 'b', 'c']],
    ['plain lines keep their place', ['x', row('z', 2), row('y', 1)], ['x', 'y', 'z']],
    ['equal orders keep list order', [row('a', 0), row('b', 0), row('c', 0)], ['a', 'b', 'c']],
    ['null is no order', [row('b', 5), row('a', null)], ['a', 'b']],
    ['negative orders go first', [row('b'), row('a', -1)], ['a', 'b']],
  ])('%s', (_case, rows, names) => {
    expect(inIngredientOrder(rows).map((r) => (typeof r === 'string' ? r : r.name))).toEqual(names);
  });

  it('orders the saved rows, whose own order is their new place', () => {
    const draft = cleanRecipeDraft({ ...valid, ingredients: [row('salt', 2), row('flour', 0), row('water', 1)] });
    expect(draft.ingredients.map(({ name, order }) => [name, order])).toEqual([
      ['flour', 0],
      ['water', 1],
      ['salt', 2],
    ]);
  });
});

describe('cleanRecipeDraft (spec part 2 §5)', () => {
  it('trims, drops empty rows, reads plain ingredient lines, numbers steps, defaults and converts', () => {
    expect(
      cleanRecipeDraft({
        title: '  Garlic Pasta ',
        description: '   ',
        categoryId: '4',
        cookTime: '20',
        prepTime: '',
        servings: 2,
        difficulty: ' Easy ',
        cuisine: ' Italian ',
        tags: [' quick ', 'Quick', '', 'Pasta', 'pasta ', 'Vegan'],
        ingredients: [
          '2 cloves garlic, minced',
          '   ',
          { name: ' spaghetti ', amount: '200', unit: ' g ', notes: '' },
          { name: '', amount: '', unit: null },
          { name: 'olive oil', amount: '1 1/2', unit: 'tbsp', amountValue: null },
          { name: 'salt', amount: 'a pinch', amountValue: 0.5 },
        ],
        instructions: ['  Boil the pasta. ', '', { instruction: 'Fry the garlic.', stepNumber: 9, notes: ' low heat ' }, { instruction: '  ' }],
        nutrition: { calories: '420', protein: null, carbs: 60, fat: '', servingSize: ' 1 plate ' },
        source: ' bbc.co.uk ',
      }),
    ).toEqual({
      title: 'Garlic Pasta',
      description: null,
      categoryId: 4,
      imageUrl: null,
      imageType: 'stock',
      stockImageId: null,
      cookTime: 20,
      prepTime: null,
      servings: 2,
      difficulty: 'easy',
      cuisine: 'Italian',
      tags: ['quick', 'Pasta', 'Vegan'],
      ingredients: [
        { name: 'garlic', amount: '2', amountValue: 2, unit: 'cloves', notes: 'minced', order: 0 },
        { name: 'spaghetti', amount: '200', amountValue: 200, unit: 'g', notes: null, order: 1 },
        { name: 'olive oil', amount: '1 1/2', amountValue: 1.5, unit: 'tbsp', notes: null, order: 2 },
        { name: 'salt', amount: 'a pinch', amountValue: 0.5, unit: null, notes: null, order: 3 },
      ],
      instructions: [
        { stepNumber: 1, instruction: 'Boil the pasta.', notes: null },
        { stepNumber: 2, instruction: 'Fry the garlic.', notes: 'low heat' },
      ],
      nutrition: { calories: 420, carbs: 60, servingSize: '1 plate' },
      source: 'bbc.co.uk',
    });
  });

  it('defaults difficulty to medium, image type to stock, and has no nutrition when none is given', () => {
    const cleaned = cleanRecipeDraft({});
    expect(cleaned).toMatchObject({ title: '', difficulty: 'medium', imageType: 'stock', tags: [], ingredients: [], instructions: [], nutrition: null });
    expect(cleanRecipeDraft({ nutrition: { calories: null, servingSize: ' ' } }).nutrition).toBeNull();
  });

  it("drops a shared recipe's source (any case), so a copy of one is the person's own; keeps any other", () => {
    expect(cleanRecipeDraft({ source: 'Test Recipe' }).source).toBeNull();
    expect(cleanRecipeDraft({ source: ' starter LIBRARY ' }).source).toBeNull();
    expect(cleanRecipeDraft({ source: 'bbc.co.uk' }).source).toBe('bbc.co.uk');
  });

  it('keeps numbers it cannot read as NaN, for the error to name', () => {
    const cleaned = cleanRecipeDraft({ cookTime: 'soon', servings: '2.5', categoryId: 'x' });
    expect(cleaned.cookTime).toBeNaN();
    expect(cleaned.servings).toBe(2.5);
    expect(cleaned.categoryId).toBeNaN();
  });
});

describe('recipeDraftError: the first rule broken', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each<[string, RecipeDraftInput, string | null]>([
    ['valid', {}, null],
    ['no title', { title: '  ' }, RECIPE_MESSAGES.titleRequired],
    ['no title, no ingredients: the title first', { title: '', ingredients: [] }, RECIPE_MESSAGES.titleRequired],
    ['only empty ingredient rows', { ingredients: ['', '  ', { name: '' }] }, RECIPE_MESSAGES.ingredientRequired],
    ['only blank instructions', { instructions: [' ', { instruction: '' }] }, RECIPE_MESSAGES.instructionRequired],
    ['title at the limit', { title: long(RECIPE_LIMITS.titleLength) }, null],
    ['title too long', { title: long(RECIPE_LIMITS.titleLength + 1) }, RECIPE_LIMIT_MESSAGES.titleTooLong],
    ['description too long', { description: long(2001) }, RECIPE_LIMIT_MESSAGES.descriptionTooLong],
    ['100 ingredients', { ingredients: Array(100).fill('salt') }, null],
    ['101 ingredients', { ingredients: Array(101).fill('salt') }, RECIPE_LIMIT_MESSAGES.tooManyIngredients],
    ['an ingredient with an amount but no name', { ingredients: ['salt', { name: ' ', amount: '2' }] }, RECIPE_LIMIT_MESSAGES.ingredientNameRequired],
    ['ingredient name too long', { ingredients: [long(201)] }, RECIPE_LIMIT_MESSAGES.ingredientTooLong],
    ['amount too long', { ingredients: [{ name: 'salt', amount: long(41) }] }, RECIPE_LIMIT_MESSAGES.ingredientTooLong],
    ['unit too long', { ingredients: [{ name: 'salt', unit: long(41) }] }, RECIPE_LIMIT_MESSAGES.ingredientTooLong],
    ['notes too long', { ingredients: [{ name: 'salt', notes: long(501) }] }, RECIPE_LIMIT_MESSAGES.ingredientTooLong],
    ['101 instructions', { instructions: Array(101).fill('Stir.') }, RECIPE_LIMIT_MESSAGES.tooManyInstructions],
    ['instruction too long', { instructions: [long(2001)] }, RECIPE_LIMIT_MESSAGES.instructionTooLong],
    ['20 tags', { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }, null],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, RECIPE_LIMIT_MESSAGES.tooManyTags],
    ['21 tags of which 2 repeat', { tags: [...Array.from({ length: 19 }, (_, i) => `t${i}`), 'T1', 't2'] }, null],
    ['tag too long', { tags: [long(41)] }, RECIPE_LIMIT_MESSAGES.tagTooLong],
    ['cuisine too long', { cuisine: long(61) }, RECIPE_LIMIT_MESSAGES.cuisineTooLong],
    ['cook time 0 and 1440', { cookTime: 0, prepTime: 1440 }, null],
    ['cook time negative', { cookTime: -1 }, RECIPE_LIMIT_MESSAGES.cookTime],
    ['cook time over a day', { cookTime: 1441 }, RECIPE_LIMIT_MESSAGES.cookTime],
    ['cook time not a number', { cookTime: 'soon' }, RECIPE_LIMIT_MESSAGES.cookTime],
    ['cook time not whole', { cookTime: 2.5 }, RECIPE_LIMIT_MESSAGES.cookTime],
    ['prep time too long', { prepTime: '2000' }, RECIPE_LIMIT_MESSAGES.prepTime],
    ['servings 0', { servings: 0 }, RECIPE_LIMIT_MESSAGES.servings],
    ['servings 1000', { servings: 1000 }, null],
    ['servings 1001', { servings: 1001 }, RECIPE_LIMIT_MESSAGES.servings],
    ['nutrition in range', { nutrition: { calories: 100000, fat: 0.5 } }, null],
    ['nutrition negative', { nutrition: { protein: -1 } }, RECIPE_LIMIT_MESSAGES.nutrition],
    ['nutrition too large', { nutrition: { sodium: 100001 } }, RECIPE_LIMIT_MESSAGES.nutrition],
    ['nutrition not a number', { nutrition: { sugar: 'lots' } }, RECIPE_LIMIT_MESSAGES.nutrition],
    ['serving size too long', { nutrition: { servingSize: long(61) } }, RECIPE_LIMIT_MESSAGES.servingSizeTooLong],
    ['source at the limit', { source: long(RECIPE_LIMITS.sourceLength) }, null],
    ['source too long', { source: long(RECIPE_LIMITS.sourceLength + 1) }, RECIPE_LIMIT_MESSAGES.sourceTooLong],
    ['source of an import', { source: 'bbc.co.uk' }, null],
    ['difficulty unknown', { difficulty: 'extreme' }, RECIPE_LIMIT_MESSAGES.difficulty],
    ['difficulty in capitals', { difficulty: 'HARD' }, null],
    ['image type unknown', { imageType: 'gif' }, RECIPE_LIMIT_MESSAGES.imageType],
    ['stock image known', { stockImageId: 'italian-pizza' }, null],
    ['stock image unknown', { stockImageId: 'italian-nachos' }, RECIPE_LIMIT_MESSAGES.stockImage],
    ['image url too long', { imageType: 'url', imageUrl: `https://x.test/${long(2000)}` }, RECIPE_LIMIT_MESSAGES.imageUrlTooLong],
    ['category id not whole', { categoryId: 1.5 }, RECIPE_LIMIT_MESSAGES.categoryId],
    ['category id zero', { categoryId: 0 }, RECIPE_LIMIT_MESSAGES.categoryId],
    ['category id as text', { categoryId: '12' }, null],
  ])('%s', (_case, over, expected) => {
    expect(errorOf(over)).toBe(expected);
  });
});

describe('recipeCategoryNameError', () => {
  it.each([
    ['Weeknight', null],
    ['  ', RECIPE_LIMIT_MESSAGES.categoryNameRequired],
    [null, RECIPE_LIMIT_MESSAGES.categoryNameRequired],
    ['x'.repeat(60), null],
    ['x'.repeat(61), RECIPE_LIMIT_MESSAGES.categoryNameTooLong],
  ])('%p -> %p', (name, expected) => expect(recipeCategoryNameError(name)).toBe(expected));
});
