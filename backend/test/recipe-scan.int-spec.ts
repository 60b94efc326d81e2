import { recipePhoto, SAMPLE_RECIPES, type PrintedIngredient } from '@mealapp/build-tools/recipe-photo-image';
import { stockImageById, type ParsedIngredientLine } from '@mealapp/domain';
import request from 'supertest';
import { RECIPE_BODY_LIMIT } from '../src/app.factory.js';
import type { ScanResultDto } from '../src/recipes/scan/dto/scan-recipe.dto.js';
import { SCAN_MESSAGES } from '../src/recipes/scan/recipe-scan.service.js';
import { SCAN_IMAGE_MAX_BYTES, SCAN_IMAGE_MESSAGES } from '../src/recipes/scan/scan-image.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

// A JPEG's first bytes (start of image, JFIF header, a 1200 × 1600 frame) followed by nothing a decoder can read.
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108064004b003012200021101031101', 'hex');
const base64 = (bytes: Buffer) => bytes.toString('base64');

/** An ingredient's words as compared: lower case, letters only, a plural's final "s" dropped. */
const words = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).map((word) => word.replace(/s$/, ''));

/**
 * The printed lines the scan missed. A line is recovered when a parsed ingredient's name holds
 * every word of the line's ingredient name and no word that is not on the line: '3 cloves garlic,
 * crushed' is recovered by 'garlic' or 'garlic cloves', not by 'thsp garlic' (OCR's 'tbsp'), which
 * would match no pantry item. Each parsed ingredient recovers one line at most, so two lines read
 * as one count once.
 */
function missedLines(printed: readonly PrintedIngredient[], parsed: readonly ParsedIngredientLine[]): PrintedIngredient[] {
  const unused: Array<string[] | null> = parsed.map((line) => words(line.name));
  return printed.filter(({ line, name }) => {
    const onTheLine = new Set(words(line));
    const at = unused.findIndex((found) => found !== null && words(name).every((word) => found.includes(word)) && found.every((word) => onTheLine.has(word)));
    if (at !== -1) unused[at] = null;
    return at === -1;
  });
}

describe('recipes: scanning a photo (POST /api/recipes/scan)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  let token: string;
  beforeAll(async () => {
    token = (await signUp(app.server)).accessToken;
  });
  const scan = (body: unknown) => request(app.server).post('/api/recipes/scan').set(bearer(token)).send(body as object);

  describe('photos of printed recipes (rendered, turned 1-3°, grainy, JPEG 0.7, 1200 px)', () => {
    const turns = [1.5, -2.5, 3, -1];
    const answers: ScanResultDto[] = [];
    // One OCR run per photo, shared by the tests below.
    beforeAll(async () => {
      for (const [i, recipe] of SAMPLE_RECIPES.entries()) {
        const photo = recipePhoto(recipe, { rotateDegrees: turns[i], seed: i + 1 });
        answers.push((await scan({ image: base64(photo) }).expect(200)).body as ScanResultDto);
      }
    });

    it('recovers at least 90% of the ingredient lines', () => {
      const printed = SAMPLE_RECIPES.flatMap((recipe) => recipe.ingredients);
      const missed = SAMPLE_RECIPES.flatMap((recipe, i) => missedLines(recipe.ingredients, answers[i].recipe.ingredients).map(({ line }) => line));
      const recovered = 1 - missed.length / printed.length;
      expect({ recoveredAtLeast90Percent: recovered >= 0.9, missed }).toEqual({ recoveredAtLeast90Percent: true, missed });
    });

    it('reads each title and its steps, marked as a scan with a stock image suggested', () => {
      // OCR may miss a capital letter: the review step is there to fix it.
      expect(answers.map(({ recipe }) => [recipe.title.toLowerCase(), recipe.instructions.length, recipe.source])).toEqual(
        SAMPLE_RECIPES.map((recipe) => [recipe.title.toLowerCase(), recipe.method.length, 'Scan']),
      );
      for (const { recipe } of answers) expect(stockImageById(recipe.suggestedImage)).toBeDefined();
      expect(answers[2].recipe.suggestedImage).toBe('asian-stir-fry');
      expect(answers[3].recipe.suggestedImage).toBe('breakfast-oatmeal');
    });
  });

  it('answers 422 for a photo with no recipe in it', async () => {
    const blankPage = recipePhoto({ title: '', ingredients: [], method: [] });
    expect((await scan({ image: base64(blankPage) }).expect(422)).body).toEqual({ error: SCAN_MESSAGES.noRecipe });
  });

  it('answers 422 for a file that starts like a JPEG but cannot be decoded, and keeps scanning', async () => {
    const broken = Buffer.concat([JPEG_HEAD, Buffer.alloc(2048, 0x5a)]);
    expect((await scan({ image: base64(broken) }).expect(422)).body).toEqual({ error: SCAN_MESSAGES.unreadable });
    const next = recipePhoto({ title: '', ingredients: [], method: [] }, { seed: 9 });
    await scan({ image: base64(next) }).expect(422);
  });

  it.each([
    ['no image', {}, SCAN_IMAGE_MESSAGES.required],
    ['an empty image', { image: '' }, SCAN_IMAGE_MESSAGES.required],
    ['an image that is not text', { image: 42 }, SCAN_IMAGE_MESSAGES.required],
    ['a data: URL', { image: `data:image/jpeg;base64,${base64(JPEG_HEAD)}` }, SCAN_IMAGE_MESSAGES.notBase64],
    ['text that is not base64', { image: 'this is not base64!' }, SCAN_IMAGE_MESSAGES.notBase64],
    ['base64 of something other than an image', { image: base64(Buffer.from('200 g spaghetti\n2 eggs\n50 g pecorino')) }, SCAN_IMAGE_MESSAGES.wrongType],
    ['another field', { image: base64(JPEG_HEAD), url: 'https://example.com/photo.jpg' }, 'property url should not exist'],
  ])('answers 400 for %s', async (_what, body, error) => {
    expect((await scan(body).expect(400)).body).toEqual({ error });
  });

  it('takes a body holding an 8 MB photo (its own limit comes before the recipes one) and refuses a byte more with 413', async () => {
    const eightMegabytes = Buffer.concat([JPEG_HEAD.subarray(0, 4), Buffer.alloc(SCAN_IMAGE_MAX_BYTES - 4)]);
    expect((await scan({ image: base64(eightMegabytes) }).expect(400)).body).toEqual({ error: SCAN_IMAGE_MESSAGES.wrongType });
    const overByOne = Buffer.concat([eightMegabytes, Buffer.alloc(1)]);
    expect((await scan({ image: base64(overByOne) }).expect(413)).body).toEqual({ error: SCAN_IMAGE_MESSAGES.tooLarge });
  });

  it('refuses a larger body with 413 before reading it, and other recipe calls keep their own limit', async () => {
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024);
    expect((await scan({ image: base64(nineMegabytes) }).expect(413)).body).toEqual({ error: 'Request body is too large' });
    const recipeBody = { title: 'Too long', ingredients: ['salt'], instructions: ['x'.repeat(parseInt(RECIPE_BODY_LIMIT, 10) * 1024)] };
    await request(app.server).post('/api/recipes').set(bearer(token)).send(recipeBody).expect(413);
  });

  it('needs a signed-in user', async () => {
    await request(app.server).post('/api/recipes/scan').send({ image: base64(JPEG_HEAD) }).expect(401);
  });
});
