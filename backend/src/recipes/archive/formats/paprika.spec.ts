import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { isPaprikaRecipe, paprikaRecipe } from './paprika.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

// A recipe as Paprika 3 writes it in a .paprikarecipe (gunzipped), every field filled in
const weeknightChili = {
  uid: '5C1A7E2B-1F0D-4C53-9A7E-0D2B8E1C4F10',
  name: 'Weeknight Chili',
  description: 'A *quick* chili for busy evenings.',
  ingredients: '1 lb ground beef\n2 cloves garlic, minced\n\nFor the topping:\n1 cup sour cream\nCHEESE\n100 g cheddar, grated',
  directions: '1. Brown the beef in a large pot.\n2) Add the garlic and cook for **1 minute**.\n\nTOPPING\nStep 3: Mix the sour cream and cheddar.',
  notes: 'Freezes well.\n\n- Keeps 3 days\n- Doubles easily',
  nutritional_info: 'Calories: 1,050 kcal\nTotal Fat 40g\nSaturated Fat 12 g\nCarbohydrates: 30 g\nProtein: 55g\nFibre 6 g\nSugar 8g\nSodium: 0.9 g',
  servings: '4 servings',
  prep_time: '15 mins',
  cook_time: '1 hr',
  total_time: '1 hr 15 mins',
  source: 'Example Kitchen',
  source_url: 'https://www.example-kitchen.com/chili',
  categories: ['Dinner', 'Beef'],
  rating: 4,
  difficulty: 'Easy',
  photo_data: JPEG.toString('base64'),
  photo: '9F2C3A1B.jpg',
  image_url: 'https://images.example-kitchen.com/chili.jpg',
  hash: 'c0ffee',
  photo_hash: 'beef',
  created: '2024-03-01 18:30:00',
};

describe('isPaprikaRecipe', () => {
  it.each<[string, unknown, boolean]>([
    ['a Paprika recipe', weeknightChili, true],
    ['one with only a name and directions', { name: 'Toast', directions: 'Toast the bread.' }, true],
    ['a schema.org Recipe', { '@type': 'Recipe', name: 'Toast', directions: 'x' }, false],
    ['a Mela recipe', { id: 'x', title: 'Toast', ingredients: '1 slice bread', instructions: 'Toast it.' }, false],
    ['a Mealie recipe', { name: 'Toast', recipe_ingredient: [{ note: 'bread' }], recipe_instructions: [] }, false],
    ['a Tandoor recipe', { name: 'Toast', steps: [], working_time: 5, source_url: 'https://example.com' }, false],
    ['a list', [weeknightChili], false],
    ['a text', 'Weeknight Chili', false],
    ['null', null, false],
  ])('%s', (_name, value, expected) => {
    expect(isPaprikaRecipe(value)).toBe(expected);
  });
});

describe('paprikaRecipe', () => {
  const found = paprikaRecipe(weeknightChili);
  const recipe = found!.recipe;

  it.each<[string, unknown]>([
    ['title', 'Weeknight Chili'],
    ['prepTime', 15],
    ['cookTime', 60],
    ['totalTime', 75],
    ['servings', 4],
    ['yields', '4 servings'],
    ['tags', ['Dinner', 'Beef']],
    ['imageUrl', 'https://images.example-kitchen.com/chili.jpg'],
    ['source', 'example-kitchen.com'],
    ['nutrition', { calories: 1050, fat: 40, carbs: 30, protein: 55, fiber: 6, sugar: 8, sodium: 900 }],
  ])('carries over %s', (field, expected) => {
    expect(recipe[field as keyof typeof recipe]).toEqual(expected);
  });

  it('writes the description, then the notes, with their Markdown, and not the nutrition it read, then a source that is no address', () => {
    expect(recipe.description).toBe('A *quick* chili for busy evenings.\n\nFreezes well.\n\n- Keeps 3 days\n- Doubles easily\n\nSource: Example Kitchen');
  });

  it('reads each ingredient line, a heading line giving the group of the lines under it', () => {
    expect(recipe.ingredients).toEqual([
      { amount: '1', amountValue: 1, unit: 'lb', name: 'ground beef', notes: null },
      { amount: '2', amountValue: 2, unit: 'cloves', name: 'garlic', notes: 'minced' },
      { amount: '1', amountValue: 1, unit: 'cup', name: 'sour cream', notes: 'For the topping' },
      { amount: '100', amountValue: 100, unit: 'g', name: 'cheddar', notes: 'CHEESE; grated' },
    ]);
  });

  it('makes a step of each line, numbers dropped and Markdown kept, and a section of a title line', () => {
    expect(recipe.instructions).toEqual([
      'Brown the beef in a large pot.',
      'Add the garlic and cook for **1 minute**.',
      '## TOPPING',
      'Mix the sour cream and cheddar.',
    ]);
  });

  it('decodes the photo', () => {
    expect(found!.photo).toEqual(JPEG);
  });

  it('keeps nutrition text that names no value after the notes', () => {
    const { recipe } = paprikaRecipe({ ...weeknightChili, notes: '', source: '', nutritional_info: 'Low in salt, high in joy' })!;
    expect(recipe.nutrition).toBeNull();
    expect(recipe.description).toBe('A *quick* chili for busy evenings.\n\nLow in salt, high in joy');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['the host of the source_url', { source_url: 'http://old.example.org/r/1' }, 'old.example.org'],
    ['the host of the source, when it is an address', { source_url: '', source: 'https://www.blog.example/chili' }, 'blog.example'],
    ['the app, when no address is given', { source_url: '', source: 'Grandma' }, 'Paprika'],
  ])('source: %s', (_name, fields, source) => {
    expect(paprikaRecipe({ ...weeknightChili, ...fields })!.recipe.source).toBe(source);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['none for an http image', { image_url: 'http://images.example.com/a.jpg', photo: '' }, null],
    ['none for the photo file name', { image_url: '' }, null],
    ['the photo field, when it is an https address', { image_url: null, photo: 'https://images.example.com/b.jpg' }, 'https://images.example.com/b.jpg'],
  ])('image link: %s', (_name, fields, imageUrl) => {
    expect(paprikaRecipe({ ...weeknightChili, ...fields })!.recipe.imageUrl).toBe(imageUrl);
  });

  it('reads a bare servings number and leaves out what is missing', () => {
    const found = paprikaRecipe({ name: 'Toast', servings: '2', directions: 'Toast the bread.', photo_data: '' })!;
    expect(found).toEqual({
      recipe: expect.objectContaining({ title: 'Toast', servings: 2, yields: '2 servings', description: null, ingredients: [], instructions: ['Toast the bread.'], source: 'Paprika' }),
    });
  });

  it('answers a recipe of odd fields, without a title, rather than throwing', () => {
    const found = paprikaRecipe({ uid: 7, name: null, ingredients: 12, directions: { text: 'x' }, categories: 'Dinner', prep_time: [], photo_data: 42, nutritional_info: ['Calories 5'] });
    expect(found).toEqual({ recipe: expect.objectContaining({ title: '', ingredients: [], instructions: [], tags: ['Dinner'], prepTime: null, nutrition: null }) });
  });

  it.each([null, 'Weeknight Chili', [weeknightChili], { '@type': 'Recipe', name: 'Toast' }, { name: 'Toast' }])('answers null for %p', (value) => {
    expect(paprikaRecipe(value)).toBeNull();
  });

  describe('a photo over the limit', () => {
    afterEach(() => jest.restoreAllMocks());

    it('answers photo: null without decoding it', () => {
      const oversized = 'A'.repeat(Math.ceil((ARCHIVE_LIMITS.imageBytes * 4) / 3) + 4);
      const from = jest.spyOn(Buffer, 'from');
      const found = paprikaRecipe({ ...weeknightChili, photo_data: oversized })!;
      expect(found.photo).toBeNull();
      expect(found.recipe.title).toBe('Weeknight Chili');
      expect(from.mock.calls.filter((call) => (call as unknown[])[1] === 'base64')).toEqual([]);
    });
  });
});
