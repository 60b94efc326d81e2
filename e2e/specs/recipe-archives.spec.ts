import { strToU8, zipSync } from 'fflate';
import { expectAccessible } from '../fixtures/accessibility';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { RecipesPage } from '../pages/recipes.page';

// An account of its own: the imported recipes are its only ones.
test.use({ storageState: storedStateOfRound('recipe-archives') });

// A 1x1 lossless WebP: Mealie keeps each recipe's photo as images/original.webp.
const WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f0000001007101111888808', 'hex');

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

test('a user brings recipes from Mealie and a JSON-LD file, sees the report, and finds them in the list', async ({ page }) => {
  const app = new AppPage(page);
  const recipes = new RecipesPage(page);
  await app.open(STORED_ACCOUNTS['recipe-archives']);
  await app.goTo('Recipes');
  await expect(recipes.heading).toBeVisible();

  await page.getByRole('button', { name: 'Add recipe' }).click();
  await page.getByRole('menu', { name: 'Add recipe' }).getByRole('menuitem', { name: 'Import from another app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from another app' });
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
