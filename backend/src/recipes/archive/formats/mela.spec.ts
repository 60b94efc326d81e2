import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { isMelaRecipe, melaRecipe } from './mela.js';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00, 0x08, 0xff, 0xd9]);
const SECOND_PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

// A recipe as Mela writes it in a .melarecipe, every field filled in
const lemonTart = {
  id: 'www.example-bakery.com/recipes/lemon-tart',
  title: 'Lemon Tart',
  text: 'Sharp, silky and [easy](https://example-bakery.com/easy).',
  ingredients: '# Pastry\n200 g [plain flour](https://example-bakery.com/flour)\n100 g butter, cold\n\n# Filling\n3 lemons, zested and juiced\n4 eggs',
  instructions: '# Pastry\nRub the butter into the flour.\nChill for **30 minutes**.\n\n# Filling\n* Whisk the eggs with the lemon.\nBake at 160 °C for 25 minutes.',
  notes: '# Tip\nServe *cold*.',
  nutrition: '**Calories** 320 kcal\n**Protein** 6 g\n**Carbs** 35 g\n**Fat** 18 g',
  yield: '8 slices',
  prepTime: '20 min',
  cookTime: '40 min',
  totalTime: '1 h',
  categories: ['Dessert', 'Baking'],
  link: 'https://www.example-bakery.com/recipes/lemon-tart',
  images: [PHOTO.toString('base64'), SECOND_PHOTO.toString('base64')],
  favorite: true,
  wantToCook: false,
  date: 734_000_000.5,
};

describe('isMelaRecipe', () => {
  it.each<[string, unknown, boolean]>([
    ['a Mela recipe', lemonTart, true],
    ['one with an id and instructions only', { id: 'C0FFEE', instructions: 'Toast the bread.' }, true],
    ['a Paprika recipe', { uid: 'x', name: 'Toast', ingredients: '1 slice bread', directions: 'Toast it.' }, false],
    ['a Mealie recipe', { id: 'x', name: 'Toast', recipe_ingredient: [], recipe_instructions: [] }, false],
    ['a schema.org Recipe', { '@type': 'Recipe', title: 'Toast', ingredients: '1 slice bread' }, false],
    ['a list', [lemonTart], false],
    ['null', null, false],
  ])('%s', (_name, value, expected) => {
    expect(isMelaRecipe(value)).toBe(expected);
  });
});

describe('melaRecipe', () => {
  const found = melaRecipe(lemonTart)!;
  const { recipe } = found;

  it.each<[string, unknown]>([
    ['title', 'Lemon Tart'],
    ['prepTime', 20],
    ['cookTime', 40],
    ['totalTime', 60],
    ['servings', 8],
    ['yields', '8 slices'],
    ['tags', ['Dessert', 'Baking']],
    ['source', 'example-bakery.com'],
    ['imageUrl', null],
    ['nutrition', { calories: 320, protein: 6, carbs: 35, fat: 18 }],
  ])('carries over %s', (field, expected) => {
    expect(recipe[field as keyof typeof recipe]).toEqual(expected);
  });

  it('writes the description, then the notes, with their Markdown, and not the nutrition it read', () => {
    expect(recipe.description).toBe('Sharp, silky and [easy](https://example-bakery.com/easy).\n\n# Tip\nServe *cold*.');
  });

  it('reads the ingredients, "# " lines as groups and links as their text', () => {
    expect(recipe.ingredients).toEqual([
      { amount: '200', amountValue: 200, unit: 'g', name: 'plain flour', notes: 'Pastry' },
      { amount: '100', amountValue: 100, unit: 'g', name: 'butter', notes: 'Pastry; cold' },
      { amount: '3', amountValue: 3, unit: null, name: 'lemons', notes: 'Filling; zested and juiced' },
      { amount: '4', amountValue: 4, unit: null, name: 'eggs', notes: 'Filling' },
    ]);
  });

  it('makes a step of each instruction line, Markdown kept, and a section of each "# " line', () => {
    expect(recipe.instructions).toEqual([
      '## Pastry',
      'Rub the butter into the flour.',
      'Chill for **30 minutes**.',
      '## Filling',
      '* Whisk the eggs with the lemon.',
      'Bake at 160 °C for 25 minutes.',
    ]);
  });

  it('decodes the first image', () => {
    expect(found.photo).toEqual(PHOTO);
  });

  it('keeps nutrition text that names no value after the notes', () => {
    const { recipe } = melaRecipe({ ...lemonTart, nutrition: 'Rich, so **small slices**.' })!;
    expect(recipe.nutrition).toBeNull();
    expect(recipe.description).toBe('Sharp, silky and [easy](https://example-bakery.com/easy).\n\n# Tip\nServe *cold*.\n\nRich, so **small slices**.');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['the host of the link', { link: 'http://old.example.org/tart' }, 'old.example.org'],
    ['the host of the id, an address without its scheme, when the link is no address', { link: 'Grandma’s notebook' }, 'example-bakery.com'],
    ['the app, for a recipe of its own (a UUID id)', { link: 'Grandma’s notebook', id: '3F2504E0-4F89-11D3-9A0C-0305E82C3301' }, 'Mela'],
    ['the app, when there is no link', { link: '', id: '' }, 'Mela'],
  ])('source: %s', (_name, fields, source) => {
    expect(melaRecipe({ ...lemonTart, ...fields })!.recipe.source).toBe(source);
  });

  it('keeps a link that is no address as the last line of the notes', () => {
    expect(melaRecipe({ ...lemonTart, notes: '', nutrition: '', link: 'Grandma’s notebook' })!.recipe.description).toBe(
      'Sharp, silky and [easy](https://example-bakery.com/easy).\n\nSource: Grandma’s notebook',
    );
  });

  it('leaves out the photo when there is no image', () => {
    expect(melaRecipe({ ...lemonTart, images: [] })).not.toHaveProperty('photo');
  });

  it('answers photo: null for a first image over the limit, without decoding it', () => {
    const oversized = 'A'.repeat(Math.ceil((ARCHIVE_LIMITS.imageBytes * 4) / 3) + 4);
    const from = jest.spyOn(Buffer, 'from');
    try {
      const found = melaRecipe({ ...lemonTart, images: [oversized, PHOTO.toString('base64')] })!;
      expect(found.photo).toBeNull();
      expect(from.mock.calls.filter((call) => (call as unknown[])[1] === 'base64')).toEqual([]);
    } finally {
      from.mockRestore();
    }
  });

  it('answers a recipe of odd fields, without a title, rather than throwing', () => {
    const found = melaRecipe({ id: 42, instructions: 'Toast the bread.', ingredients: 7, categories: [1, { name: 'Quick' }, null], yield: {}, images: [12], link: 9 });
    expect(found).toEqual({ recipe: expect.objectContaining({ title: '', ingredients: [], instructions: ['Toast the bread.'], tags: ['1', 'Quick'], servings: null, source: 'Mela' }) });
  });

  it.each([null, 'Lemon Tart', [lemonTart], { title: 'Lemon Tart' }, { '@type': 'Recipe', title: 'Tart', ingredients: '' }])('answers null for %p', (value) => {
    expect(melaRecipe(value)).toBeNull();
  });
});
