import { RECIPE_LIMITS } from '@mealapp/domain';
import { ARCHIVE_LIMITS } from '../archive-limits.js';
import {
  base64Photo,
  dataUrlPhoto,
  descriptionThenNotes,
  groupHeading,
  httpsUrl,
  ingredientsFrom,
  minutesOf,
  nutritionFromText,
  nutritionNode,
  sectionTitle,
  sourceNote,
  stepsFrom,
  tagsOf,
} from './export-text.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('httpsUrl', () => {
  it.each<[unknown, string | null]>([
    ['https://images.example/photo.jpg', 'https://images.example/photo.jpg'],
    ['  HTTPS://Images.Example/a b.jpg ', 'https://images.example/a%20b.jpg'],
    ['http://images.example/photo.jpg', null],
    ['images/photo.jpg', null],
    ['https://', null],
    [`data:image/png;base64,${'A'.repeat(1_000)}`, null],
    [42, null],
  ])('%p -> %p', (value, url) => {
    expect(httpsUrl(value)).toBe(url);
  });
});

describe('base64Photo', () => {
  const bytes = Buffer.from('x'.repeat(90));
  it.each<[string, unknown, Buffer | null | undefined]>([
    ['base64', JPEG.toString('base64'), JPEG],
    ['base64 without its padding', JPEG.subarray(0, 10).toString('base64').replace(/=+$/, ''), undefined],
    ['base64 broken over lines', bytes.toString('base64').replace(/(.{40})/g, '$1\n'), bytes],
    ['nothing', '', undefined],
    ['blanks', ' \n ', undefined],
    ['no text', 42, undefined],
    ['an address', 'https://images.example/photo.jpg', undefined],
    ['garbage', `${'x'.repeat(70)}!!`, undefined],
    ['padding inside', 'AAAA=AAA', undefined],
    ['a length no base64 has', 'AAAAA', undefined],
  ])('%s', (_name, text, expected) => {
    expect(base64Photo(text)).toEqual(expected);
  });

  it('reads from an offset', () => {
    expect(base64Photo(`photo:${JPEG.toString('base64')}`, 6)).toEqual(JPEG);
  });

  it('decodes a photo just within the limit', () => {
    const photo = Buffer.alloc(ARCHIVE_LIMITS.imageBytes, 1);
    expect(base64Photo(photo.toString('base64'))?.length).toBe(ARCHIVE_LIMITS.imageBytes);
  });

  describe('a photo over the limit', () => {
    afterEach(() => jest.restoreAllMocks());

    it('answers null without decoding it, garbage or not', () => {
      const from = jest.spyOn(Buffer, 'from');
      const length = Math.ceil(ARCHIVE_LIMITS.imageBytes / 3) * 4 + 4;
      expect(base64Photo('A'.repeat(length))).toBeNull();
      expect(base64Photo('!'.repeat(length))).toBeNull();
      expect(from.mock.calls.filter((call) => (call as unknown[])[1] === 'base64')).toEqual([]);
    });
  });
});

describe('dataUrlPhoto', () => {
  it.each<[string, unknown, Buffer | null | undefined]>([
    ['an image', `data:image/jpeg;base64,${JPEG.toString('base64')}`, JPEG],
    ['an image, its header in capitals', `DATA:IMAGE/PNG;BASE64,${JPEG.toString('base64')}`, JPEG],
    ['no image', 'data:text/plain;base64,aGk=', undefined],
    ['no base64', 'data:image/png,raw', undefined],
    ['garbage after the header', 'data:image/png;base64,!!!!', undefined],
    ['bare base64', JPEG.toString('base64'), undefined],
    ['no text', null, undefined],
  ])('%s', (_name, text, expected) => {
    expect(dataUrlPhoto(text)).toEqual(expected);
  });

  it('answers null for one over the limit', () => {
    expect(dataUrlPhoto(`data:image/jpeg;base64,${'A'.repeat(Math.ceil(ARCHIVE_LIMITS.imageBytes / 3) * 4 + 4)}`)).toBeNull();
  });
});

describe('descriptionThenNotes and sourceNote', () => {
  it('joins the texts given, Markdown kept, a blank line between', () => {
    expect(descriptionThenNotes('A *quick* one.', '', null, 7, 'Keeps:\n\n\n\n- a day')).toBe('A *quick* one.\n\nKeeps:\n\n- a day');
  });

  it.each<[unknown, string]>([
    ["Grandma's   notebook", "Source: Grandma's notebook"],
    ['https://www.example.com/pie', ''],
    ['http://example.org', ''],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (source, note) => {
    expect(sourceNote(source)).toBe(note);
  });
});

describe('sectionTitle and groupHeading', () => {
  it.each<[string, string | null]>([
    ['# Pastry', 'Pastry'],
    ['##  For   the sauce', 'For the sauce'],
    ['For the sauce:', 'For the sauce'],
    ['FILLING', 'FILLING'],
    ['2 cups flour', null],
    ['Mix well.', null],
  ])('%p -> %p', (line, heading) => {
    expect(sectionTitle(line)).toBe(heading);
    expect(groupHeading(line)).toBe(heading);
  });

  it('gives no group for an "Ingredients:" heading, and takes the format\'s own marker first', () => {
    expect(groupHeading('Ingredients:')).toBe('');
    expect(groupHeading('[For the glaze:]', (line) => /^\[(.*)\]$/.exec(line)?.[1] ?? null)).toBe('For the glaze');
  });

  it('reads a line of a long run of blanks or hashes in linear time', () => {
    const started = performance.now();
    expect(groupHeading(`# a${' \t'.repeat(20_000)}b`)).toBeNull();
    expect(groupHeading(`# a${'#'.repeat(200_000)}b`)).toBeNull();
    expect(groupHeading(`For the${' '.repeat(100)}sauce:`)).toBe('For the sauce');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('ingredientsFrom', () => {
  it('reads a text or a list a line each, a heading giving the group of the lines under it', () => {
    expect(ingredientsFrom(['2 eggs\n\nFor the glaze:', '  1 cup   sugar ', 'Ingredients:', '1 lemon', 7])).toEqual([
      { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: null },
      { amount: '1', amountValue: 1, unit: 'cup', name: 'sugar', notes: 'For the glaze' },
      { amount: '1', amountValue: 1, unit: null, name: 'lemon', notes: null },
    ]);
  });

  it('reads as many lines as a recipe keeps, each up to a length, of a text of garbage', () => {
    const started = performance.now();
    const lines = ingredientsFrom(`${'1 egg '.repeat(2_000)}\n`.repeat(500));
    expect(lines).toHaveLength(RECIPE_LIMITS.ingredients);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('stepsFrom', () => {
  it.each<[string, unknown, string[]]>([
    ['numbers the writer put before steps', '1. Mix.\n2) Bake.\n3.Cool.\nStep 4: Slice.\nSTEP 5 Serve.', ['Mix.', 'Bake.', 'Cool.', 'Slice.', 'Serve.']],
    ['a number that is an amount or a time', '1.5 cups of water go in.\n1:30 is when it is done.', ['1.5 cups of water go in.', '1:30 is when it is done.']],
    ['section titles', 'For the sauce:\nStir.\nTOPPING\n### Glaze ###', ['## For the sauce', 'Stir.', '## TOPPING', '## Glaze']],
    ['Markdown and blank lines', '\nFold in **gently**.\n   \n', ['Fold in **gently**.']],
    ['a list, a step an item', ['1. Whisk.\n\nThen rest.', 'FOR THE GLAZE', null], ['Whisk.\n\nThen rest.', '## FOR THE GLAZE']],
  ])('%s', (_, value, steps) => {
    expect(stepsFrom(value)).toEqual(steps);
  });

  it('reads as many steps as a recipe keeps', () => {
    expect(stepsFrom('Stir.\n'.repeat(10_000))).toHaveLength(RECIPE_LIMITS.instructions);
  });
});

describe('minutesOf', () => {
  it.each<[string, number | undefined]>([
    ['75', 75],
    ['1 hr 15 mins', 75],
    ['PT20M', 20],
    ['0', undefined],
    ['', undefined],
  ])('%p -> %p', (text, minutes) => {
    expect(minutesOf(text)).toBe(minutes);
  });
});

describe('tagsOf', () => {
  it.each<[string, string[], string[]]>([
    ['lists of every separator', ['Dinner; Italian', 'Cheap, Quick', 'Baking^Citrus'], ['Dinner', 'Italian', 'Cheap', 'Quick', 'Baking', 'Citrus']],
    ['empty items', [' , ;', ''], []],
    ['a list of garbage, read as far as a recipe keeps tags and as many again', ['a,'.repeat(10_000)], Array(2 * RECIPE_LIMITS.tags).fill('a')],
  ])('%s', (_, lists, tags) => {
    expect(tagsOf(lists)).toEqual(tags);
  });
});

describe('nutritionFromText', () => {
  it.each<[string, Record<string, string> | null]>([
    ['Calories: 350\nProtein 12 g', { calories: '350', proteinContent: '12 g' }],
    ['350 kcal; 12g protein | 3 g fibre', { calories: '350', proteinContent: '12 g', fiberContent: '3 g' }],
    ['Per serving: 420 calories, Total Carbohydrate 51g', { calories: '420', carbohydrateContent: '51g' }],
    ['**Fat:** 9 g\n- Sugars: 4 g\n- Sodium 300mg', { fatContent: '9 g', sugarContent: '4 g', sodiumContent: '300mg' }],
    ['Serving size: 1 cup\nEnergy 1464 kJ', { servingSize: '1 cup', calories: '1464 kJ' }],
    ['calories : 150 kcal\nsaturatedFat : 1 g\nservingSize : 1 serving', { calories: '150 kcal', servingSize: '1 serving' }],
    ['Saturated fat 3 g\nCalories from fat 90\nCholesterol 30 mg', null],
    ['Serving size: 1 cup', null],
    ['Healthy and filling', null],
  ])('%p', (text, expected) => {
    expect(nutritionFromText(text)).toEqual(expected);
  });
});

describe('nutritionNode', () => {
  it('reads schema.org names and short ones, the first source naming a nutrient winning', () => {
    expect(nutritionNode({ calories: '210 kcal', fatContent: '9 g', protein: '5 g', saturatedFat: '2 g' }, { calories: 300, Fibre: 4, title: 'Pie' }, 'no mapping')).toEqual({
      calories: '210 kcal',
      fatContent: '9 g',
      proteinContent: '5 g',
      fiberContent: 4,
    });
  });
});
