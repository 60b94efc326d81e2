import { missedLines, PHONE_PHOTO, PHOTO_TROUBLES, recipePhoto, SAMPLE_RECIPES } from '@mealapp/build-tools/recipe-photo-image';
import request from 'supertest';
import { RECIPE_BODY_LIMIT } from '../src/app.factory.js';
import type { ScanResultDto } from '../src/recipes/scan/dto/scan-recipe.dto.js';
import { SCAN_MESSAGES } from '../src/recipes/scan/recipe-scan.service.js';
import { SCAN_IMAGE_MAX_BYTES, SCAN_IMAGE_MESSAGES } from '../src/recipes/scan/scan-image.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

// A JPEG's first bytes (start of image, JFIF header, a 1200 × 1600 frame) followed by nothing a decoder can read.
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108064004b003012200021101031101', 'hex');
// A PNG's signature and IHDR chunk for 800 × 600 greyscale (CRC included), then nothing a decoder can read.
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000320000002580800000000bf1dddac', 'hex');
const base64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * One OCR run's budget (a cold worker's start included): three times the slowest measured on a busy
 * machine, 14 s at load 10-12 on 2 cores (README, "Test time budgets"). The suite's one OCR worker
 * starts in the first hook and the app's pool keeps it warm for every scan after.
 */
const SCAN_BUDGET_MS = 45_000;
const BLANK_PAGE = base64(recipePhoto({ title: '', ingredients: [], method: [] }, { seed: 9 }));

describe('recipes: scanning a photo (POST /api/recipes/scan)', () => {
  // SCAN_TIMEOUT_MS: a photo's budget on a busy 2-core machine, not a household's 15 s (the OCR run's cost above)
  const app = useTestApp({ THROTTLE_RELAXED: '1', SCAN_TIMEOUT_MS: '30000' });
  let token: string;
  let blankPage: unknown;
  beforeAll(async () => {
    token = (await signUp(app.server)).accessToken;
    // Starts the worker: a page with no recipe, the first test's answer.
    blankPage = (await scan({ image: BLANK_PAGE }).expect(422)).body;
  }, SCAN_BUDGET_MS);
  const scan = (body: unknown) => request(app.server).post('/api/recipes/scan').set(bearer(token)).send(body as object);

  // Two photos through the API: that a scan reads a recipe end to end. How well scanning reads every
  // sample recipe with every trouble is the bench's (bench/scan.mjs, `npm run bench` (k)): seven more
  // OCR runs here cost a minute on a busy machine and told nothing the bench does not.
  describe('photos of printed recipes, through the API', () => {
    let printed: ScanResultDto;
    let shadowed: ScanResultDto;
    beforeAll(async () => {
      // A printed page turned 3°, grainy, JPEG 0.7, 1200 px; then one as phones take them, a shadow across its top.
      printed = (await scan({ image: base64(recipePhoto(SAMPLE_RECIPES[2], { rotateDegrees: 3, seed: 3 })) }).expect(200)).body as ScanResultDto;
      const shadow = recipePhoto(SAMPLE_RECIPES[0], { ...PHONE_PHOTO, seed: 1, ...PHOTO_TROUBLES['shadow across the top'] });
      shadowed = (await scan({ image: base64(shadow) }).expect(200)).body as ScanResultDto;
    }, 2 * SCAN_BUDGET_MS);

    it('reads the title, the steps and the ingredient lines, marked as a scan with a stock image suggested', () => {
      const recipe = SAMPLE_RECIPES[2];
      // OCR may miss a capital letter: the review step is there to fix it.
      expect([printed.recipe.title.toLowerCase(), printed.recipe.instructions.length, printed.recipe.source, printed.recipe.suggestedImage]).toEqual([
        recipe.title.toLowerCase(),
        recipe.method.length,
        'Scan',
        'asian-stir-fry',
      ]);
      const missed = missedLines(recipe.ingredients, printed.recipe.ingredients).map(({ line }) => line);
      expect({ recoveredAtLeast90Percent: 1 - missed.length / recipe.ingredients.length >= 0.9, missed }).toEqual({ recoveredAtLeast90Percent: true, missed });
    });

    it('reads every ingredient line and the title of a page with a shadow across its top', () => {
      expect({ title: shadowed.recipe.title, missed: missedLines(SAMPLE_RECIPES[0].ingredients, shadowed.recipe.ingredients) }).toEqual({ title: SAMPLE_RECIPES[0].title, missed: [] });
    });
  });

  it('answers 422 for a photo with no recipe in it', () => {
    expect(blankPage).toEqual({ error: SCAN_MESSAGES.noRecipe });
  });

  it('answers 422 for files that start like images but cannot be decoded, and keeps scanning', async () => {
    const broken = [
      ['starts like a JPEG', Buffer.concat([JPEG_HEAD, Buffer.alloc(2048, 0x5a)])],
      ['is a photo cut short', recipePhoto(SAMPLE_RECIPES[0]).subarray(0, 4_000)],
      ['has a PNG header and no image data', Buffer.concat([PNG_HEAD, Buffer.alloc(512, 0x5a)])],
    ] as const;
    for (const [what, file] of broken) expect({ what, answer: (await scan({ image: base64(file) }).expect(422)).body }).toEqual({ what, answer: { error: SCAN_MESSAGES.unreadable } });
    // After all three, the worker still reads a photo (one OCR run for the three: each costs seconds).
    expect((await scan({ image: BLANK_PAGE }).expect(422)).body).toEqual({ error: SCAN_MESSAGES.noRecipe });
  }, SCAN_BUDGET_MS);

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
    const recipeBody = { title: 'Too long', ingredients: ['salt'], instructions: ['x'.repeat(RECIPE_BODY_LIMIT)] };
    await request(app.server).post('/api/recipes').set(bearer(token)).send(recipeBody).expect(413);
  });

  it('needs a signed-in user', async () => {
    await request(app.server).post('/api/recipes/scan').send({ image: base64(JPEG_HEAD) }).expect(401);
  });
});
