import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8 } from 'fflate';
import request from 'supertest';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '../src/recipes/archive/archive-limits.js';
import { bearer, signUp } from './support/accounts.js';
import { json, mealieExport, repeatedEntriesZip, mealieShakshuka, mealieToast, PNG, schemaGraph, schemaPancakes, tandoorExport, WEBP, zip } from './support/exports.js';
import { ownRecipes } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

type Report = { imported: number; skipped: Array<{ file: string; reason: string }> };

describe('importing recipes from other apps (POST /api/recipes/import/archive)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  const upload = (token: string, files: Array<[name: string, bytes: Buffer]>) => {
    const call = request(app.server).post('/api/recipes/import/archive').set(bearer(token));
    for (const [name, bytes] of files) void call.attach('files', bytes, name);
    return call;
  };
  const imported = async (token: string, files: Array<[string, Buffer]>) => (await upload(token, files).expect(200)).body as Report;
  const detail = async (token: string, title: string) => {
    const summary = (await ownRecipes(app.server, token)).find((recipe) => recipe.title === title);
    if (!summary) throw new Error(`no recipe ${title}`);
    return (await request(app.server).get(`/api/recipes/${summary.id}`).set(bearer(token)).expect(200)).body as RecipeDto;
  };

  describe("Mealie's export", () => {
    it('imports each recipe with its fields, ingredients, steps, tags, nutrition and photo', async () => {
      const { accessToken } = await signUp(app.server);
      expect(await imported(accessToken, [['mealie.zip', mealieExport()]])).toEqual({ imported: 2, skipped: [] });

      const shakshuka = await detail(accessToken, 'Shakshuka');
      expect(shakshuka).toMatchObject({
        description: 'Eggs poached in a spiced tomato sauce.\n\nTip: Serve with bread.',
        servings: 4,
        prepTime: 10,
        cookTime: 30,
        tags: ['Breakfast', 'Vegetarian'],
        source: 'example.com',
        imageType: 'upload',
        nutrition: { calories: 320, protein: 18, carbs: 20, fat: 19, sodium: 600, sugar: 11, fiber: null },
      });
      expect(shakshuka.ingredients.map(({ amount, unit, name, notes }) => [amount, unit, name, notes])).toEqual([
        ['2', 'tablespoon', 'olive oil', null],
        ['1', null, 'onion', 'diced'],
        ['800', 'g', 'chopped tomatoes', 'Sauce'],
        ['4', null, 'eggs', 'Sauce'],
      ]);
      expect(shakshuka.instructions.map((step) => step.instruction)).toEqual([
        'Soften the onion in the oil.',
        '## Eggs',
        'Make four wells and crack in the eggs; cover and cook until set.',
      ]);
      const photo = await request(app.server).get(shakshuka.imageUrl ?? '').expect(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(Buffer.from(photo.body as Buffer).equals(WEBP)).toBe(true);

      // unparsed lines go through the one ingredient parser
      const toast = await detail(accessToken, 'Cinnamon toast');
      expect(toast.ingredients.map(({ amount, unit, name, notes }) => [amount, unit, name, notes])).toEqual([
        ['2', 'slices', 'bread', null],
        ['1', 'tbsp', 'butter', 'softened'],
        ['1', 'tsp', 'cinnamon sugar', null],
      ]);
      expect(toast).toMatchObject({ servings: 2, prepTime: 5, source: 'Mealie' });
    });

    it('imported twice, adds nothing the second time and says why', async () => {
      const { accessToken } = await signUp(app.server);
      await imported(accessToken, [['mealie.zip', mealieExport()]]);
      const again = await imported(accessToken, [['mealie.zip', mealieExport()]]);
      expect(again).toEqual({
        imported: 0,
        skipped: [
          { file: 'mealie.zip/recipes/shakshuka/shakshuka.json', reason: ARCHIVE_MESSAGES.duplicate },
          { file: 'mealie.zip/recipes/cinnamon-toast/cinnamon-toast.json', reason: ARCHIVE_MESSAGES.duplicate },
        ],
      });
      expect(await ownRecipes(app.server, accessToken)).toHaveLength(2);
      // the same title with other ingredients is another recipe
      const variant = { ...mealieToast, recipe_ingredient: [...mealieToast.recipe_ingredient, { note: 'a pinch of salt', disable_amount: true }] };
      expect(await imported(accessToken, [['variant.zip', mealieExport([variant], false)]])).toEqual({ imported: 1, skipped: [] });
    });

    it('lands in the importing user’s household only', async () => {
      const ada = await signUp(app.server);
      const bo = await signUp(app.server);
      await imported(ada.accessToken, [['mealie.zip', mealieExport()]]);
      expect(await ownRecipes(app.server, bo.accessToken)).toEqual([]);
      expect(await imported(bo.accessToken, [['mealie.zip', mealieExport()]])).toMatchObject({ imported: 2 });
    });
  });

  it("imports Tandoor's export: a zip of one zip per recipe, with recipe.json and its image", async () => {
    const { accessToken } = await signUp(app.server);
    expect(await imported(accessToken, [['export.zip', tandoorExport()]])).toEqual({ imported: 1, skipped: [] });
    const dal = await detail(accessToken, 'Red lentil dal');
    expect(dal).toMatchObject({
      description: 'A quick weeknight dal.',
      servings: 4,
      prepTime: 15,
      cookTime: 25,
      tags: ['Dinner', 'Vegan'],
      source: 'Tandoor',
      imageType: 'upload',
      nutrition: { calories: 330, protein: 18, carbs: 45, fat: 8 },
    });
    expect(dal.ingredients.map(({ amount, unit, name, notes }) => [amount, unit, name, notes])).toEqual([
      ['250', 'g', 'red lentils', 'rinsed'],
      ['750', 'ml', 'water', null],
      ['1', 'tsp', 'cumin seeds', 'For the tadka'],
      [null, null, 'salt', 'For the tadka; to taste'],
    ]);
    expect(dal.instructions.map((step) => step.instruction)).toEqual([
      'Rinse the lentils and simmer them in the water until soft.',
      '## Tadka',
      'Fry the cumin seeds in the oil and pour over the dal.',
    ]);
    expect((await request(app.server).get(dal.imageUrl ?? '').expect(200)).headers['content-type']).toBe('image/jpeg');
  });

  it('imports schema.org JSON-LD files (a Recipe, an @graph, a list, zipped) and reports what it skips', async () => {
    const { accessToken } = await signUp(app.server);
    const noSteps = { '@type': 'Recipe', name: 'Just a list', recipeIngredient: ['1 apple'] };
    const report = await imported(accessToken, [
      ['pancakes.json', Buffer.from(JSON.stringify(schemaPancakes))],
      ['soup.jsonld', Buffer.from(JSON.stringify(schemaGraph))],
      ['settings.json', Buffer.from(JSON.stringify({ theme: 'dark' }))],
      ['more.zip', zip({ 'list.json': json([{ ...schemaPancakes, name: 'Crepes' }, { '@type': 'Recipe', recipeIngredient: ['x'] }]), 'broken.json': strToU8('{"name": ') })],
      ['apple.json', Buffer.from(JSON.stringify(noSteps))],
    ]);
    expect(report).toEqual({
      imported: 3,
      skipped: [
        { file: 'settings.json', reason: ARCHIVE_MESSAGES.notRecipe },
        { file: 'more.zip/list.json #2', reason: ARCHIVE_MESSAGES.missingTitle },
        { file: 'more.zip/broken.json', reason: ARCHIVE_MESSAGES.unreadableJson },
        { file: 'apple.json', reason: 'At least one instruction is required' },
      ],
    });
    const pancakes = await detail(accessToken, 'Pancakes');
    // the image address is kept as a link: the server fetches nothing
    expect(pancakes).toMatchObject({ imageType: 'url', imageUrl: 'https://cooking.example.org/pancakes.jpg', prepTime: 5, cookTime: 15, servings: 8, source: 'cooking.example.org' });
    expect((await detail(accessToken, 'Leek soup')).instructions.map((step) => step.instruction)).toEqual(['Slice the leeks.', 'Simmer in the stock for 20 minutes.']);
  });

  it('streams progress lines, then the report, when asked for NDJSON', async () => {
    const { accessToken } = await signUp(app.server);
    const res = await upload(accessToken, [['mealie.zip', mealieExport()]])
      .set('Accept', 'application/x-ndjson')
      .buffer(true)
      .parse((stream, done) => {
        let text = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (text += chunk));
        stream.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = (res.body as string).trim().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { type: 'progress', done: 0, total: 2 },
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'report', imported: 2, skipped: [] },
    ]);
  });

  it('keeps the recipe and reports the photo when the photo is not an image', async () => {
    const { accessToken } = await signUp(app.server);
    const archive = zip({ 'recipes/toast/toast.json': json({ ...mealieToast, slug: 'toast' }), 'recipes/toast/images/original.webp': strToU8('<svg onload=alert(1)>') });
    const report = await imported(accessToken, [['mealie.zip', archive]]);
    expect(report.imported).toBe(1);
    expect(report.skipped).toEqual([{ file: 'mealie.zip/recipes/toast/images/original.webp', reason: expect.stringContaining('The file must be a PNG, JPEG or WebP image') }]);
    expect((await detail(accessToken, 'Cinnamon toast')).imageType).toBe('stock');
  });

  describe('hostile and wrong files: a 4xx, and nothing stored', () => {
    const refused = async (files: Array<[string, Buffer]>, status: number, error: string | RegExp) => {
      const { accessToken } = await signUp(app.server);
      // a recipe the account already has, so a count that is not zero stays as it is
      await imported(accessToken, [['toast.zip', mealieExport([mealieToast], false)]]);
      const res = await upload(accessToken, [['mealie.zip', mealieExport([mealieShakshuka])], ...files]).expect(status);
      if (typeof error === 'string') expect(res.body).toEqual({ error });
      else expect((res.body as { error: string }).error).toMatch(error);
      expect((await ownRecipes(app.server, accessToken)).map((recipe) => recipe.title)).toEqual(['Cinnamon toast']);
    };

    it('a zip bomb (refused while inflating, whatever its headers say)', async () => {
      await refused([['bomb.zip', zip({ 'recipe.json': Buffer.alloc(20 * 1024 * 1024, 0x20) })]], 400, ARCHIVE_MESSAGES.bomb('bomb.zip'));
    });

    it('a zip bomb whose headers claim small sizes', async () => {
      const bomb = zip({ 'recipe.json': Buffer.alloc(20 * 1024 * 1024, 0x20) });
      // the uncompressed size, in the local header (offset 22) and the central directory (offset 24)
      bomb.writeUInt32LE(100, 22);
      bomb.writeUInt32LE(100, bomb.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1')) + 24);
      await refused([['bomb.zip', bomb]], 400, /bomb\.zip (is not a readable zip archive|unpacks to far more)/);
    });

    it('archives that unpack to more than the limit altogether, each entry below the ratio', async () => {
      // random hex then a run of spaces: about 50 to 1, under the ratio; 37 entries of 3.7 MB pass 128 MB together
      const block = Buffer.concat([Buffer.from(randomBytes(512).toString('hex')), Buffer.alloc(40 * 1024, 0x20)]);
      const entry = Buffer.concat(Array.from({ length: 88 }, () => block));
      await refused([['big.zip', repeatedEntriesZip(37, entry)]], 400, ARCHIVE_MESSAGES.unpackedTooLarge);
    });

    it('too many entries', async () => {
      await refused([['many.zip', repeatedEntriesZip(ARCHIVE_LIMITS.entries + 1, Buffer.from('{}'))]], 400, ARCHIVE_MESSAGES.tooManyEntries);
    });

    it.each([
      ['../evil.json', 'a parent path'],
      ['/etc/evil.json', 'an absolute path'],
      ['recipes\\evil.json', 'a backslash'],
      ['recipes/ev\0il.json', 'a NUL character'],
    ])('an entry named %j (%s)', async (name) => {
      await refused([['tricks.zip', zip({ 'ok.json': json(schemaPancakes), [name]: json(schemaPancakes) })]], 400, ARCHIVE_MESSAGES.unsafeName('tricks.zip'));
    });

    it('a symbolic link', async () => {
      const link = zip({ 'recipe.json': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
      await refused([['link.zip', link]], 400, ARCHIVE_MESSAGES.symlink('link.zip'));
    });

    it('a zip inside a zip inside a zip', async () => {
      const deep = zip({ 'outer.zip': zip({ 'inner.zip': zip({ 'recipe.json': json(schemaPancakes) }) }) });
      await refused([['deep.zip', deep]], 400, ARCHIVE_MESSAGES.tooDeep('deep.zip/outer.zip'));
    });

    it('JSON nested too deeply', async () => {
      const deep = `${'['.repeat(ARCHIVE_LIMITS.jsonDepth + 1)}${']'.repeat(ARCHIVE_LIMITS.jsonDepth + 1)}`;
      await refused([['deep.json', Buffer.from(deep)]], 400, ARCHIVE_MESSAGES.jsonTooDeep('deep.json'));
    });

    it('a NUL character in the JSON', async () => {
      await refused([['nul.json', Buffer.from(JSON.stringify({ ...schemaPancakes, name: 'Pan\u0000cakes' }))]], 400, ARCHIVE_MESSAGES.jsonNul('nul.json', 'name'));
    });

    it('a PNG named .zip, and random bytes', async () => {
      await refused([['photo.zip', PNG]], 415, ARCHIVE_MESSAGES.unsupported('photo.zip'));
      // The reader knows a file by its first bytes: random ones start with "{" or "[" one time in 128,
      // and such a file is read as JSON (then skipped as unreadable, a 200). A NUL starts no format it reads.
      const noise = randomBytes(4096);
      noise[0] = 0x00;
      await refused([['data.bin', noise]], 415, ARCHIVE_MESSAGES.unsupported('data.bin'));
    });

    it('a broken zip', async () => {
      await refused([['broken.zip', mealieExport().subarray(0, 200)]], 400, ARCHIVE_MESSAGES.unreadableZip('broken.zip'));
    });
  });

  it('a JSON that is no recipe, alone, answers 400 saying so', async () => {
    const { accessToken } = await signUp(app.server);
    const res = await upload(accessToken, [['settings.json', Buffer.from('{"theme":"dark"}')]]).expect(400);
    expect(res.body).toEqual({ error: `${ARCHIVE_MESSAGES.noRecipes}. settings.json: ${ARCHIVE_MESSAGES.notRecipe}` });
    expect(await ownRecipes(app.server, accessToken)).toEqual([]);
  });

  it('no file answers 400; without a token 401', async () => {
    const { accessToken } = await signUp(app.server);
    expect((await request(app.server).post('/api/recipes/import/archive').set(bearer(accessToken)).field('x', '1').expect(400)).body).toHaveProperty('error');
    expect((await upload(accessToken, []).expect(400)).body).toEqual({ error: ARCHIVE_MESSAGES.filesRequired });
    await request(app.server).post('/api/recipes/import/archive').attach('files', mealieExport(), 'mealie.zip').expect(401);
  });

  it('a huge upload answers 413 from its length, before its body is read', async () => {
    const { accessToken } = await signUp(app.server);
    const server = app.server as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/recipes/import/archive',
          headers: { ...bearer(accessToken), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(ARCHIVE_LIMITS.uploadBytes * 2) },
        });
        call.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            call.destroy();
          });
        });
        call.on('error', reject);
        call.write('--x\r\n');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: ARCHIVE_MESSAGES.tooLarge });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await ownRecipes(app.server, accessToken)).toEqual([]);
  });
});
