import { recipePhoto, SAMPLE_RECIPES } from '@mealapp/build-tools/recipe-photo-image';
import { cleanUpPage, flattenPage, readPage, skewAngle, type Grey } from './page-cleanup.js';

/** The brightest tenth of a patch (fractions of the photo's width and height): the paper there, not the print. */
function paperLevel(page: Grey, [left, top, right, bottom]: [number, number, number, number]): number {
  const values: number[] = [];
  for (let y = Math.round(top * page.height); y < bottom * page.height; y++) {
    for (let x = Math.round(left * page.width); x < right * page.width; x++) values.push(page.data[y * page.width + x]);
  }
  return values.sort((a, b) => a - b)[Math.floor(values.length * 0.9)];
}

// Each test draws a 1200 px photo and cleans it up: a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('page clean-up', () => {
  it.each([-5, -2.5, 0, 1.5, 4])('reads the lean of a page turned %p° within half a degree', async (degrees) => {
    const page = await flattenPage(await readPage(recipePhoto(SAMPLE_RECIPES[0], { rotateDegrees: degrees, quality: 0.6 })));
    expect(Math.abs((await skewAngle(page)) - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('reads the lean of a shadowed, blurred page too', async () => {
    const photo = recipePhoto(SAMPLE_RECIPES[2], { rotateDegrees: -3.5, shadow: 'diagonal', blur: 1.2, specks: 60, quality: 0.6 });
    expect(Math.abs((await skewAngle(await flattenPage(await readPage(photo)))) + 3.5)).toBeLessThanOrEqual(0.5);
  });

  it('flattens a page with a shadow across its top: the paper comes out as light under the shadow as beside it', async () => {
    const page = await readPage(recipePhoto(SAMPLE_RECIPES[1], { rotateDegrees: 0, shadow: 'top', lightFalloff: 0, quality: 0.6 }));
    const [shadowed, lit] = [[0.3, 0.08, 0.7, 0.2], [0.3, 0.7, 0.7, 0.85]] as const;
    expect(paperLevel(page, [...shadowed])).toBeLessThan(0.5 * paperLevel(page, [...lit]));
    const flat = await flattenPage(page);
    expect(Math.abs(paperLevel(flat, [...shadowed]) - paperLevel(flat, [...lit]))).toBeLessThanOrEqual(8);
    expect(paperLevel(flat, [...lit])).toBeGreaterThanOrEqual(245);
  });

  it('keeps the print dark on the flattened page', async () => {
    const flat = await flattenPage(await readPage(recipePhoto(SAMPLE_RECIPES[1], { rotateDegrees: 0, shadow: 'top', quality: 0.6 })));
    const ink = flat.data.filter((value) => value < 100).length / flat.data.length;
    expect(ink).toBeGreaterThan(0.01);
  });

  it('turns the table around the page white, so its grain is not read as letters', async () => {
    const flat = await flattenPage(await readPage(recipePhoto(SAMPLE_RECIPES[3], { rotateDegrees: 0, noise: 0.1 })));
    // The photo's outer 2% is table on every side.
    expect(paperLevel(flat, [0, 0, 0.02, 1])).toBe(255);
    expect(flat.data.subarray(0, flat.width * 10).every((value) => value === 255)).toBe(true);
  });

  it('makes the grain of a page with no print white, leaving Tesseract nothing to split into letters', async () => {
    const flat = await flattenPage(await readPage(recipePhoto({ title: '', ingredients: [], method: [] }, { shadow: 'diagonal', quality: 0.6 })));
    // Left as grain, a third of it is below white.
    expect(flat.data.filter((value) => value < 255).length / flat.data.length).toBeLessThan(0.1);
  });

  it('refuses bytes that are no image it can read', async () => {
    const truncated = recipePhoto(SAMPLE_RECIPES[0]).subarray(0, 2_000);
    await expect(cleanUpPage(truncated)).rejects.toThrow();
    await expect(cleanUpPage(Buffer.from('not an image at all'))).rejects.toThrow();
  });

  it('answers a one-channel PNG of the page as it was photographed', async () => {
    const cleaned = await readPage(await cleanUpPage(recipePhoto(SAMPLE_RECIPES[0], { longestSide: 800 })));
    expect(Math.max(cleaned.width, cleaned.height)).toBeGreaterThanOrEqual(800);
  });
});
