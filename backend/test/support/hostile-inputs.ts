import { SAFE_FETCH_DEFAULTS } from '../../src/common/safe-fetch/safe-fetch.js';
import { mealieShakshuka, mealieToast, json, WEBP, zip } from './exports.js';

// Inputs built to hold a server that reads them on its event loop (issue 33, finding 6 and 7):
// shared by the security tests and the bench (bench/untrusted.mjs reads the built copies' shapes).

/** A recipe in JSON-LD, so a page that survives its hostile part has something to import. */
const RECIPE_HEAD = `<title>Stew</title><script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Stew',
  recipeIngredient: ['1 onion', '2 carrots'],
  recipeInstructions: 'Chop.\nSimmer.',
})}</script>`;

/** A page of `depth` nested <div>s (1.1 MB at 100,000): the page that held the event loop for 14 s. */
export function nestedDivsPage(depth = 100_000): Buffer {
  return Buffer.from(`<html><head>${RECIPE_HEAD}</head><body>${'<div>'.repeat(depth)}Stew${'</div>'.repeat(depth)}</body></html>`);
}

/** As large as a fetched page may be (5 MB), every byte of it an opening <div>: nested to the bottom. */
export function deepestPage(): Buffer {
  const open = `<html><head>${RECIPE_HEAD}</head><body>`;
  return Buffer.from(open + '<div>'.repeat(Math.floor((SAFE_FETCH_DEFAULTS.maxBytes - open.length) / 5)));
}

/**
 * A page of "Ingredients" headings each before a list: no JSON-LD, so the headings are read, and
 * the reader looks for a list in the rest of the page from each one. Read on the event loop it took
 * 17 s; it stands for whatever page the readers take too long on.
 */
export function manyHeadingsPage(bytes = SAFE_FETCH_DEFAULTS.maxBytes - 1024): Buffer {
  const unit = '<strong>Ingredients</strong><ul><li>1 a</li></ul>';
  return Buffer.from(`<html><head><title>Headings</title></head><body><h1>Headings</h1>${unit.repeat(Math.floor(bytes / unit.length))}</body></html>`);
}

const MB = 1024 * 1024;

/**
 * Mealie's export of two valid recipes, one whose photo inflates to 100 MB from about 100 KB
 * (1000 to 1): larger than a photo may be, so reading stopped at the photo's size before the
 * ratio was checked, and the upload was imported.
 */
export function archiveBomb(inflatedBytes = 100 * MB): Buffer {
  return zip({
    'recipes/shakshuka/shakshuka.json': json(mealieShakshuka),
    'recipes/shakshuka/images/original.webp': new Uint8Array(inflatedBytes),
    'recipes/toast/toast.json': json(mealieToast),
    'recipes/toast/images/original.webp': WEBP,
  });
}
