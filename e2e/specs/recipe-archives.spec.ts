import { gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { expectAccessible } from '../fixtures/accessibility';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { RecipesPage } from '../pages/recipes.page';

// An account of its own: the imported recipes are its only ones.
test.use({ storageState: storedStateOfRound('recipe-archives') });

// A 1x1 lossless WebP: Mealie keeps each recipe's photo as images/original.webp.
const WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f0000001007101111888808', 'hex');
// A 1x1 PNG: Paprika carries its photo inside the recipe (base64), Nextcloud Cookbook beside it as full.jpg.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a1c00000000049454e44ae426082',
  'hex',
);

/** A small Mealie export, written from its documented layout (recipes/<slug>/<slug>.json): no one's real data. */
function mealieExport(): Buffer {
  const recipe = (name: string, slug: string, ingredients: string[], step: string) => ({
    name,
    slug,
    recipe_yield: '2 servings',
    prep_time: '10 minutes',
    recipe_category: [{ name: 'Dinner', slug: 'dinner' }],
    tags: [],
    recipe_ingredient: ingredients.map((note) => ({ quantity: 1, unit: null, food: null, note, disable_amount: true })),
    recipe_instructions: [{ title: '', text: step }],
    settings: { disable_amount: true },
  });
  const files = {
    'recipes/miso-soup/miso-soup.json': strToU8(JSON.stringify(recipe('Miso soup', 'miso-soup', ['750 ml dashi', '3 tbsp white miso', '150 g silken tofu'], 'Warm the dashi, whisk in the miso and add the tofu.'))),
    'recipes/miso-soup/images/original.webp': WEBP,
    'recipes/fried-rice/fried-rice.json': strToU8(JSON.stringify(recipe('Egg fried rice', 'fried-rice', ['300 g cooked rice', '2 eggs', '2 spring onions'], 'Fry the rice, push it aside, scramble the eggs and mix.'))),
  };
  return Buffer.from(zipSync(files));
}

const JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Overnight oats',
  recipeYield: '1',
  recipeIngredient: ['50 g rolled oats', '120 ml milk', '1 tbsp honey'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir everything together and chill overnight.' }],
};

/** The account's Recipes screen, then Add recipe > Import from another app: the dialog it opens. */
async function openArchiveImport(page: Page) {
  const app = new AppPage(page);
  const recipes = new RecipesPage(page);
  await app.open(STORED_ACCOUNTS['recipe-archives']);
  await app.goTo('Recipes');
  await expect(recipes.heading).toBeVisible();
  await page.getByRole('button', { name: 'Add recipe' }).click();
  await page.getByRole('menu', { name: 'Add recipe' }).getByRole('menuitem', { name: 'Import from another app' }).click();
  return { recipes, dialog: page.getByRole('dialog', { name: 'Import from another app' }) };
}

test('a user brings recipes from Mealie and a JSON-LD file, sees the report, and finds them in the list', async ({ page }) => {
  const { recipes, dialog } = await openArchiveImport(page);
  const choose = dialog.getByText('Choose files');
  await expect(choose).toBeVisible();
  await expectAccessible(page, 'Recipes: Import from another app', { ready: [choose] });
  await screenshotBothThemes(page, 'recipes-archive-choose', { ready: choose });

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recipes/import/archive');
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'mealie.zip', mimeType: 'application/zip', buffer: mealieExport() },
    { name: 'oats.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(JSON_LD)) },
    { name: 'oats-again.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(JSON_LD)) },
  ]);
  expect((await answered).status()).toBe(200);
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Imported 3 recipes');
  const skipped = dialog.getByRole('region', { name: '1 entry skipped' });
  await expect(skipped.getByRole('listitem')).toHaveText(['oats-again.jsonAppears twice in the upload (same title and ingredients)']);
  const done = dialog.getByRole('button', { name: 'Done' });
  await expectAccessible(page, 'Recipes: import report', { ready: [done] });
  await screenshotBothThemes(page, 'recipes-archive-report', { ready: done });

  await done.click();
  await expect(dialog).toBeHidden();
  for (const title of ['Miso soup', 'Egg fried rice', 'Overnight oats']) await expect(recipes.card(title)).toBeVisible();
  await expectAccessible(page, 'Recipes: list after an import', { ready: [recipes.card('Miso soup')] });
  await screenshotBothThemes(page, 'recipes-archive-list', { ready: recipes.card('Miso soup') });
});

/** A Paprika bulk export (.paprikarecipes: a zip of gzipped JSON, one per recipe), with Markdown in its texts. */
function paprikaExport(): Buffer {
  const shortbread = {
    name: 'Shortbread',
    description: 'From [the bakery](https://bakery.example.com/shortbread), **three** ingredients.',
    ingredients: '250 g plain flour\n175 g butter\n75 g caster sugar',
    directions: 'Rub the butter into the flour and sugar.\nShaping:\nPress into a tin and prick all over.\nBake at 160°C for 30 minutes.',
    notes: 'Keeps a week:\n\n- in a tin\n- away from the bread',
    servings: '12',
    prep_time: '15 mins',
    cook_time: '30 mins',
    categories: ['Baking'],
    source_url: 'https://bakery.example.com/shortbread',
    photo_data: PNG.toString('base64'),
    rating: 5,
  };
  const flapjack = { name: 'Quick flapjacks', ingredients: '200 g oats\n100 g butter\n3 tbsp golden syrup', directions: 'Melt the butter with the syrup.\nStir in the oats and bake.', servings: '8', categories: [] };
  return Buffer.from(zipSync({ 'Shortbread.paprikarecipe': gzipSync(JSON.stringify(shortbread)), 'Quick flapjacks.paprikarecipe': gzipSync(JSON.stringify(flapjack)) }));
}

/** A Nextcloud Cookbook export: a folder per recipe with its schema.org recipe.json and full.jpg. */
function nextcloudExport(): Buffer {
  const recipe = {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    name: 'Chickpea salad',
    recipeYield: 2,
    prepTime: 'PT0H10M0S',
    recipeIngredient: ['1 tin chickpeas, drained', '1 red onion, sliced', '2 tbsp olive oil'],
    recipeInstructions: ['Toss everything together.', 'Season and serve.'],
    keywords: 'salad,quick',
  };
  return Buffer.from(zipSync({ 'Recipes/Chickpea salad/recipe.json': strToU8(JSON.stringify(recipe)), 'Recipes/Chickpea salad/full.jpg': PNG }));
}

test('a user brings Paprika and Nextcloud exports, watches them import, and reads a Markdown recipe in the detail screen and cook mode', async ({ page }) => {
  const { recipes, dialog } = await openArchiveImport(page);
  await expect(dialog.getByText(/Paprika/)).toBeVisible();

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recipes/import/archive');
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'My Recipes.paprikarecipes', mimeType: 'application/octet-stream', buffer: paprikaExport() },
    { name: 'nextcloud.zip', mimeType: 'application/zip', buffer: nextcloudExport() },
  ]);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  // the app asked for the import's progress: a line after each recipe, then the report
  const lines = (await answer.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string });
  expect(lines).toEqual([
    { type: 'progress', done: 0, total: 3 },
    { type: 'progress', done: 1, total: 3 },
    { type: 'progress', done: 2, total: 3 },
    { type: 'progress', done: 3, total: 3 },
    { type: 'report', imported: 3, skipped: [] },
  ]);
  await expect(dialog.getByRole('status')).toContainText('Imported 3 recipes');
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (const title of ['Shortbread', 'Quick flapjacks', 'Chickpea salad']) await expect(recipes.card(title)).toBeVisible();

  // The detail screen renders the Markdown: a link that opens outside, a list, a section heading among the steps.
  await recipes.card('Shortbread').click();
  await expect(page.getByRole('heading', { name: 'Shortbread', level: 1 })).toBeVisible();
  const link = page.getByRole('link', { name: 'the bakery' });
  await expect(link).toHaveAttribute('href', 'https://bakery.example.com/shortbread');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText('three', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.getByRole('heading', { name: 'Shaping', level: 3 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'away from the bread' })).toBeVisible();
  await expectAccessible(page, 'Recipe detail with Markdown', { ready: [link] });
  await screenshotBothThemes(page, 'recipes-markdown-detail', { ready: link });

  // Cook mode counts the steps only; the section's title stands above the steps it heads.
  await page.getByRole('button', { name: 'Start cooking' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const step = page.getByRole('region', { name: 'Step 2 of 3' });
  const section = step.getByText('Shaping', { exact: true });
  await expect(section).toBeVisible();
  await expect(step.getByText('Press into a tin and prick all over.')).toBeVisible();
  await expectAccessible(page, 'Cook mode under a section', { ready: [section] });
  await screenshotBothThemes(page, 'cooking-section', { ready: section });
});
