import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { strToU8 } from 'fflate';
import request from 'supertest';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '../src/recipes/archive/archive-limits.js';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { bearer, signUp } from './support/accounts.js';
import {
  chowdownExport,
  cooklangPancakes,
  copyMeThatExport,
  melaExport,
  melaRisotto,
  myRecipeBoxCsv,
  nextcloudExport,
  paprikaExport,
  paprikaFocaccia,
  paprikaRecipeFile,
  paprikaSalad,
  planToEatCsv,
  recipeKeeperExport,
  recipeSageExport,
} from './support/app-exports.js';
import { JPEG, json, mealieExport, mealieToast, zip } from './support/exports.js';
import { exportOf } from './support/my-data.js';
import { ownRecipes } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

type Report = { imported: number; skipped: Array<{ file: string; reason: string }> };
type Upload = Array<[name: string, bytes: Buffer]>;

/** What a format must bring over, as the recipe's detail answers it. */
interface Expected {
  title: string;
  /** [amount, unit, name, notes] a line. */
  ingredients: Array<[string | null, string | null, string, string | null]>;
  instructions: string[];
  tags: string[];
  photo: boolean;
  fields?: Partial<RecipeDto>;
}

const FORMATS: Array<[format: string, upload: () => Upload, expected: Expected]> = [
  [
    'Paprika (.paprikarecipes: a zip of gzipped JSON, the photo inside)',
    () => [['My Recipes.paprikarecipes', paprikaExport([paprikaFocaccia])]],
    {
      title: 'Rosemary focaccia',
      ingredients: [
        ['500', 'g', 'bread flour', 'DOUGH'],
        ['7', 'g', 'instant yeast', 'DOUGH'],
        ['400', 'ml', 'warm water', 'DOUGH'],
        ['3', 'tbsp', 'olive oil', 'TOPPING'],
        ['1', 'sprig', 'rosemary', 'TOPPING'],
        [null, null, 'flaky salt', 'TOPPING'],
      ],
      instructions: [
        'Mix the flour, yeast and water; rest 10 minutes.',
        'Stretch and fold four times, then leave to double.',
        '## Shaping',
        'Spread in an oiled tin, dimple, and top with oil, rosemary and salt.',
        'Bake at 230°C for 25 minutes.',
      ],
      tags: ['Bread', 'Baking'],
      photo: true,
      fields: { description: 'A **soft**, dimpled bread.\n\nBest on the day.\n\n- Keeps a day in a tin.\n- Freezes well.\n\nSource: Example Bakery', servings: 12, prepTime: 20, cookTime: 25, source: 'bakery.example.com' },
    },
  ],
  [
    'Paprika (one .paprikarecipe, gzipped)',
    () => [['Cucumber salad.paprikarecipe', paprikaRecipeFile(paprikaSalad)]],
    {
      title: 'Cucumber salad',
      ingredients: [
        ['1', null, 'cucumber', null],
        ['2', 'tbsp', 'rice vinegar', null],
        ['1', 'tsp', 'sugar', null],
        [null, null, 'salt, pepper', null],
      ],
      instructions: ['Slice the cucumber thinly.', 'Toss with the vinegar, sugar, salt and pepper.'],
      tags: [],
      photo: false,
      fields: { servings: 2, prepTime: 10, source: 'Paprika' },
    },
  ],
  [
    'Nextcloud Cookbook (a folder per recipe: recipe.json and full.jpg)',
    () => [['nextcloud.zip', nextcloudExport()]],
    {
      title: 'Bean chili',
      ingredients: [
        ['2', 'tins', 'kidney beans', null],
        ['1', null, 'onion', 'chopped'],
        ['2', 'tsp', 'smoked paprika', null],
      ],
      instructions: ['Fry the onion until soft.', 'Add the beans and paprika; simmer 45 minutes.'],
      tags: ['Dinner', 'beans', 'spicy'],
      photo: true,
      fields: { servings: 4, prepTime: 15, cookTime: 45, source: 'chili.example.org' },
    },
  ],
  [
    'Mela (.melarecipes: a zip of JSON, the photo inside)',
    () => [['Mela.melarecipes', melaExport()]],
    {
      title: 'Mushroom risotto',
      ingredients: [
        ['300', 'g', 'arborio rice', 'Risotto'],
        ['1', 'l', 'hot stock', 'Risotto'],
        ['30', 'g', 'parmesan', 'To finish; grated'],
      ],
      instructions: ['## Base', 'Sweat the shallot in butter.', 'Toast the rice for 2 minutes.', '## Cook', 'Add the stock a ladle at a time, stirring.'],
      tags: ['Dinner', 'Italian'],
      photo: true,
      fields: { description: 'Creamy, no cream.\n\nStir often.', servings: 4, source: 'risotto.example.net' },
    },
  ],
  [
    'Mela (one .melarecipe)',
    () => [['Risotto.melarecipe', Buffer.from(JSON.stringify(melaRisotto))]],
    { title: 'Mushroom risotto', ingredients: [['300', 'g', 'arborio rice', 'Risotto'], ['1', 'l', 'hot stock', 'Risotto'], ['30', 'g', 'parmesan', 'To finish; grated']], instructions: ['## Base', 'Sweat the shallot in butter.', 'Toast the rice for 2 minutes.', '## Cook', 'Add the stock a ladle at a time, stirring.'], tags: ['Dinner', 'Italian'], photo: true },
  ],
  [
    'RecipeSage (its JSON-LD export)',
    () => [['recipesage.json', Buffer.from(JSON.stringify(recipeSageExport))]],
    {
      title: 'Buttermilk waffles',
      ingredients: [
        ['250', 'g', 'flour', 'Dry'],
        ['2', 'tsp', 'baking powder', 'Dry'],
        ['400', 'ml', 'buttermilk', 'Wet'],
        ['2', null, 'eggs', 'Wet'],
      ],
      instructions: ['Whisk the dry ingredients.', '## Cooking', 'Fold in the wet ones and cook in a hot iron.'],
      tags: ['Breakfast'],
      photo: false,
      fields: { description: 'Weekend waffles.\n\nFreeze the extras.', servings: 6, imageType: 'url', imageUrl: 'https://photos.recipesage.example/waffles.jpg', source: 'waffles.example.org' },
    },
  ],
  [
    "Chowdown (a zip of the site: _recipes/*.md, photos in images/; the site's other pages ignored)",
    () => [['chowdown.zip', chowdownExport()]],
    {
      title: 'Miso ramen',
      ingredients: [
        ['2', null, 'portions ramen noodles', null],
        ['2', 'tbsp', 'white miso', null],
        ['2', null, 'spring onions', 'For the topping; sliced'],
      ],
      instructions: ['Cook the noodles.', 'Whisk the miso into the hot broth and pour over.'],
      tags: ['soup', 'japanese'],
      photo: true,
      fields: { description: 'A quick bowl.\n\n### Source\nAdapted from a friend.\n\nUses: Ramen broth' },
    },
  ],
  [
    'Copy Me That (recipes.html with images/)',
    () => [['copymethat.zip', copyMeThatExport()]],
    {
      title: 'Lemon posset',
      ingredients: [
        ['600', 'ml', 'double cream', null],
        ['150', 'g', 'caster sugar', null],
        ['2', null, 'lemons', 'juiced'],
      ],
      instructions: ['Boil the cream and sugar for 3 minutes.', 'Stir in the lemon juice, pour into glasses and chill.'],
      tags: ['Dessert'],
      photo: true,
      fields: { servings: 4, source: 'desserts.example.com' },
    },
  ],
  [
    'Recipe Keeper (recipes.html with schema.org microdata, images/)',
    () => [['recipekeeper.zip', recipeKeeperExport()]],
    {
      title: 'Flapjacks',
      ingredients: [
        ['250', 'g', 'oats', null],
        ['125', 'g', 'butter', null],
        ['4', 'tbsp', 'golden syrup', null],
      ],
      instructions: ['Melt the butter with the syrup.', 'Stir in the oats, press into a tin and bake.'],
      tags: ['Snack'],
      photo: true,
      fields: { description: 'Cut while warm.', servings: 12, prepTime: 10, cookTime: 25, source: 'Recipe Keeper' },
    },
  ],
  [
    'Plan to Eat (its CSV, zipped: several lines in a cell, ", Name" groups)',
    () => [['plantoeat.zip', zip({ 'plan_to_eat_recipes.csv': strToU8(planToEatCsv()) })]],
    {
      title: 'Tomato soup',
      ingredients: [
        ['1', 'kg', 'tomatoes', 'Soup; halved'],
        ['1', null, 'onion', 'Soup'],
        ['4', 'tbsp', 'cream', 'To serve'],
      ],
      instructions: ['Roast the tomatoes and onion.', 'Blend with the stock, then season.'],
      tags: ['Lunch', 'Tomato', 'Soup', 'Vegetarian'],
      photo: false,
      fields: { description: 'Simple, "proper" soup.', cuisine: 'British', servings: 4, prepTime: 10, cookTime: 30, imageType: 'url', imageUrl: 'https://soups.example.com/tomato.jpg' },
    },
  ],
  [
    'My Recipe Box (its CSV alone)',
    () => [['myrecipebox.csv', Buffer.from(myRecipeBoxCsv())]],
    {
      title: 'Garlic bread',
      ingredients: [
        ['1', null, 'baguette', null],
        ['60', 'g', 'butter', 'soft'],
        ['2', 'cloves', 'garlic', 'crushed'],
      ],
      instructions: ['Mix the butter and garlic.', 'Spread into the cut baguette and bake 10 minutes.'],
      tags: ['Sides', 'Quick'],
      photo: false,
      fields: { description: 'Crisp outside, soft inside.\n\nWrap in foil to keep warm.', servings: 4, prepTime: 5, cookTime: 10, source: 'bread.example.org' },
    },
  ],
  [
    'Cooklang (.cook files zipped, the photo beside under the same name)',
    () => [['cooklang.zip', zip({ 'Crepes.cook': strToU8(cooklangPancakes), 'Crepes.jpg': JPEG })]],
    {
      title: 'Crepes',
      ingredients: [
        ['125', 'g', 'flour', null],
        ['2', null, 'eggs', null],
        ['300', 'ml', 'milk', null],
        [null, null, 'butter', null],
      ],
      instructions: ['## Batter', 'Whisk flour, eggs and milk until smooth.', 'Rest the batter for 30 minutes.', '## Cooking', 'Fry thin crepes in a pan with a little butter.'],
      tags: ['breakfast', 'french'],
      photo: true,
      fields: { servings: 4 },
    },
  ],
];

/** Each format's recipe file as it stands inside an archive: where a hostile one hides. */
const RECIPE_FILES: Array<[format: string, name: string]> = [
  ['Paprika', 'Bread.paprikarecipe'],
  ['Nextcloud Cookbook', 'Recipes/Bread/recipe.json'],
  ['Mela', 'Bread.melarecipe'],
  ['Chowdown', 'site/_recipes/bread.md'],
  ['Copy Me That', 'recipes.html'],
  ['Recipe Keeper', 'export/recipes.html'],
  ['Plan to Eat / My Recipe Box', 'recipes.csv'],
  ['Cooklang', 'Bread.cook'],
];

describe('importing every format we read (POST /api/recipes/import/archive)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  const upload = (token: string, files: Upload) => {
    const call = request(app.server).post('/api/recipes/import/archive').set(bearer(token));
    for (const [name, bytes] of files) void call.attach('files', bytes, name);
    return call;
  };
  const imported = async (token: string, files: Upload) => (await upload(token, files).expect(200)).body as Report;
  const detail = async (token: string, title: string) => {
    const summary = (await ownRecipes(app.server, token)).find((recipe) => recipe.title === title);
    if (!summary) throw new Error(`no recipe ${title}`);
    return (await request(app.server).get(`/api/recipes/${summary.id}`).set(bearer(token)).expect(200)).body as RecipeDto;
  };

  it.each(FORMATS)('%s: every field, ingredient, step, tag and photo; importing twice adds nothing', async (_format, files, expected) => {
    const { accessToken } = await signUp(app.server);
    expect(await imported(accessToken, files())).toEqual({ imported: 1, skipped: [] });
    const recipe = await detail(accessToken, expected.title);
    expect(recipe.ingredients.map(({ amount, unit, name, notes }) => [amount, unit, name, notes])).toEqual(expected.ingredients);
    expect(recipe.instructions.map((step) => step.instruction)).toEqual(expected.instructions);
    expect(recipe.tags).toEqual(expected.tags);
    expect(recipe).toMatchObject(expected.fields ?? {});
    if (expected.photo) {
      expect(recipe.imageType).toBe('upload');
      const photo = await request(app.server).get(recipe.imageUrl ?? '').expect(200);
      expect(Buffer.from(photo.body as Buffer).equals(JPEG)).toBe(true);
    } else expect(recipe.imageType).not.toBe('upload');

    const again = await imported(accessToken, files());
    expect(again.imported).toBe(0);
    expect(again.skipped.map((entry) => entry.reason)).toEqual([ARCHIVE_MESSAGES.duplicate]);
    expect(await ownRecipes(app.server, accessToken)).toHaveLength(1);
  });

  it('reads every format in one upload, and a broken file among them is skipped while the rest import', async () => {
    const { accessToken } = await signUp(app.server);
    const everything = FORMATS.filter(([format]) => !format.startsWith('Mela (one')).flatMap(([, files]) => files());
    const broken: Upload = [
      ['broken.paprikarecipe', Buffer.concat([gzipSync('{"name": "Half'), Buffer.from('trailing')]).subarray(0, 20)],
      ['broken.csv', Buffer.from('not,a,known\nexport,at,all')],
      ['broken.cook', Buffer.from('-- only a comment\n')],
    ];
    const report = await imported(accessToken, [...everything, ...broken]);
    expect(report.imported).toBe(everything.length);
    expect(report.skipped).toEqual([
      { file: 'broken.paprikarecipe', reason: ARCHIVE_MESSAGES.unreadableGzip },
      { file: 'broken.csv', reason: ARCHIVE_MESSAGES.unknownCsv },
      { file: 'broken.cook', reason: ARCHIVE_MESSAGES.notRecipe },
    ]);
    expect(await ownRecipes(app.server, accessToken)).toHaveLength(everything.length);
  });

  it('a file of a format we do not read answers 415 naming the formats we do', async () => {
    const { accessToken } = await signUp(app.server);
    const res = await upload(accessToken, [['recipes.docx', Buffer.from('PK not really')], ['notes.txt', Buffer.from('2 eggs')]]).expect(415);
    expect(res.body).toEqual({ error: ARCHIVE_MESSAGES.unsupported('recipes.docx') });
    expect((res.body as { error: string }).error).toMatch(/Paprika.*Nextcloud Cookbook|Nextcloud Cookbook.*Paprika/);
    expect(await ownRecipes(app.server, accessToken)).toEqual([]);
  });

  describe('hostile files in the new formats: a 4xx, and nothing stored', () => {
    const refused = async (files: Upload, status: number, error: string) => {
      const { accessToken } = await signUp(app.server);
      const res = await upload(accessToken, [['good.paprikarecipes', paprikaExport([paprikaSalad])], ...files]).expect(status);
      expect(res.body).toEqual({ error });
      expect(await ownRecipes(app.server, accessToken)).toEqual([]);
    };

    it('a gzip bomb dressed as a Paprika recipe, alone and inside a .paprikarecipes', async () => {
      const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
      await refused([['bomb.paprikarecipe', bomb]], 400, ARCHIVE_MESSAGES.bomb('bomb.paprikarecipe'));
      await refused([['bombs.paprikarecipes', zip({ 'a.paprikarecipe': bomb })]], 400, ARCHIVE_MESSAGES.bomb('bombs.paprikarecipes/a.paprikarecipe'));
    });

    it('an entry named outside the archive', async () => {
      await refused([['site.zip', zip({ '_recipes/../../../etc/cron.md': strToU8('---\ntitle: x\n---') })]], 400, ARCHIVE_MESSAGES.unsafeName('site.zip'));
    });

    it('a NUL character in a CSV or an HTML export', async () => {
      await refused([['nul.csv', Buffer.from(planToEatCsv().replace('Tomato soup', 'Tomato\0soup'))]], 400, ARCHIVE_MESSAGES.documentNul('nul.csv'));
    });

    it('JSON nested too deeply inside a Paprika recipe', async () => {
      const deep = `${'['.repeat(ARCHIVE_LIMITS.jsonDepth + 1)}${']'.repeat(ARCHIVE_LIMITS.jsonDepth + 1)}`;
      await refused([['deep.paprikarecipe', gzipSync(deep)]], 400, ARCHIVE_MESSAGES.jsonTooDeep('deep.paprikarecipe'));
    });
  });

  describe.each(RECIPE_FILES)('%s: hostile files refused whole, nothing stored', (_format, name) => {
    const refusedBeside = async (files: Upload, error: string) => {
      const { accessToken } = await signUp(app.server);
      const res = await upload(accessToken, [['good.paprikarecipes', paprikaExport([paprikaSalad])], ...files]).expect(400);
      expect(res.body).toEqual({ error });
      expect(await ownRecipes(app.server, accessToken)).toEqual([]);
    };

    it('a zip bomb as the recipe file', async () => {
      await refusedBeside([['export.zip', zip({ [name]: Buffer.alloc(20 * 1024 * 1024, 0x20) })]], ARCHIVE_MESSAGES.bomb('export.zip'));
    });

    it('the recipe file named outside the archive', async () => {
      await refusedBeside([['export.zip', zip({ [`../${name}`]: strToU8('{}') })]], ARCHIVE_MESSAGES.unsafeName('export.zip'));
    });

    it('a broken archive alone answers 400 with nothing stored; beside a good export, the good one imports', async () => {
      const { accessToken } = await signUp(app.server);
      const broken = zip({ [name]: strToU8('not what this format holds') }).subarray(0, 40);
      expect((await upload(accessToken, [['export.zip', broken]]).expect(400)).body).toEqual({ error: ARCHIVE_MESSAGES.unreadableZip('export.zip') });
      expect(await ownRecipes(app.server, accessToken)).toEqual([]);
      const garbled = zip({ [name]: Buffer.from([0x1f, 0x8b, 0x08, 0x01, 0xff, 0xfe, 0x01, 0x7b]) });
      const report = await imported(accessToken, [['export.zip', garbled], ['good.paprikarecipes', paprikaExport([paprikaSalad])]]);
      expect(report.imported).toBe(1);
      expect(report.skipped).toHaveLength(1);
      expect(report.skipped[0].file).toBe(`export.zip/${name}`);
    });
  });

  it('a recipes.html or CSV over its size is skipped with its reason, the good files still import', async () => {
    const { accessToken } = await signUp(app.server);
    // random hex barely compresses (about 2 to 1): over 16 MB unpacked, far under the bomb ratio
    const big = zip({ 'recipes.csv': strToU8(randomBytes(ARCHIVE_LIMITS.documentBytes / 2 + 1024).toString('hex')) });
    const report = await imported(accessToken, [['big.zip', big], ['good.paprikarecipes', paprikaExport([paprikaSalad])]]);
    expect(report).toEqual({ imported: 1, skipped: [{ file: 'big.zip/recipes.csv', reason: ARCHIVE_MESSAGES.documentTooLarge }] });
  });

  it('a photo a recipe names outside its archive is not looked for: the recipe imports without it', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = '---\ntitle: Escape\nimage: ../../outside.jpg\ningredients:\n- 1 egg\ndirections:\n- Boil it.\n---\n';
    const report = await imported(accessToken, [['site.zip', zip({ 'site/_recipes/escape.md': strToU8(recipe), 'outside.jpg': JPEG, 'site/outside.jpg': JPEG })]]);
    expect(report).toEqual({ imported: 1, skipped: [] });
    expect((await detail(accessToken, 'Escape')).imageType).toBe('stock');
  });

  it('a file over its size is skipped with its reason, the good files still import', async () => {
    const { accessToken } = await signUp(app.server);
    // a Paprika recipe whose JSON inflates past the limit, under the bomb ratio (random text barely compresses)
    const huge = gzipSync(JSON.stringify({ ...paprikaSalad, notes: randomBytes(ARCHIVE_LIMITS.jsonBytes / 2 + 1024).toString('hex') }));
    const report = await imported(accessToken, [['huge.paprikarecipe', huge], ['toast.zip', mealieExport([mealieToast], false)]]);
    expect(report).toEqual({ imported: 1, skipped: [{ file: 'huge.paprikarecipe', reason: ARCHIVE_MESSAGES.jsonTooLarge }] });
  });

  it('a photo inside a Paprika recipe over the photo limit: the recipe imports without it, and says so', async () => {
    const { accessToken } = await signUp(app.server);
    const big = { ...paprikaSalad, photo_data: randomBytes(ARCHIVE_LIMITS.imageBytes + 3).toString('base64') };
    const report = await imported(accessToken, [['big.paprikarecipe', paprikaRecipeFile(big)]]);
    expect(report).toEqual({ imported: 1, skipped: [{ file: 'big.paprikarecipe (photo)', reason: ARCHIVE_MESSAGES.imageTooLarge }] });
  });

  it('Markdown is kept as written: a recipe written back unchanged keeps it, and the account export carries it', async () => {
    const { accessToken } = await signUp(app.server);
    await imported(accessToken, [['focaccia.paprikarecipe', paprikaRecipeFile(paprikaFocaccia)]]);
    const recipe = await detail(accessToken, 'Rosemary focaccia');
    expect(recipe.description).toContain('A **soft**, dimpled bread.\n\nBest on the day.\n\n- Keeps a day in a tin.');
    await request(app.server).put(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).send(recipe).expect(200);
    const again = await detail(accessToken, 'Rosemary focaccia');
    expect(again.description).toBe(recipe.description);
    expect(again.instructions.map((step) => step.instruction)).toEqual(recipe.instructions.map((step) => step.instruction));
    const exported = JSON.stringify(await exportOf(app.server, accessToken));
    expect(exported).toContain(JSON.stringify(recipe.description));
    expect(exported).toContain(JSON.stringify('## Shaping'));
  });

  it('JSON that is a Paprika recipe by its fields, uploaded as plain JSON, is read too', async () => {
    const { accessToken } = await signUp(app.server);
    expect(await imported(accessToken, [['salad.json', Buffer.from(json(paprikaSalad))]])).toEqual({ imported: 1, skipped: [] });
  });
});
