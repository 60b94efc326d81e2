import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expectAccessible } from '../fixtures/accessibility';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { PantryPage } from '../pages/pantry.page';
import { RecipesPage } from '../pages/recipes.page';

// An account of its own: the three imported recipes are its only ones, matched against its pantry.
test.use({ storageState: storedStateOfRound('recipe-import') });

const PASTED = `Garlic Butter Toast
A quick snack for two.

Ingredients
4 slices sourdough bread
2 tbsp butter, softened
2 cloves garlic, minced
1 tbsp chopped parsley

Method
1. Toast the bread until golden.
2. Mix the butter, garlic and parsley.
3. Spread over the hot toast and serve.

Serves 2 | Prep 5 mins | Cook 5 mins`;

// A real recipe page (BBC Food, JSON-LD in @graph, two ingredient groups), served on the loopback:
// the e2e server runs with OUTBOUND_ALLOW_LOOPBACK=true, the only setting that lets it fetch from here.
const PAGE = join(__dirname, '../../fixtures/recipe-pages/dev/bbc.com.html');
const PAGE_TITLE = 'Lemon posset with lemon shortbread';

async function servePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = readFileSync(PAGE);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/food/recipes/lemon-posset`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a user pastes a recipe, imports one from a web page and scans a printed one; each lands matched against the pantry', async ({ page }, testInfo) => {
  // Three imports, OCR among them, and every screen scanned in both themes.
  test.slow();
  const app = new AppPage(page);
  const recipes = new RecipesPage(page);
  const pantry = new PantryPage(page);
  const addMenu = page.getByRole('menu', { name: 'Add recipe' });
  const openAddWay = async (way: string) => {
    await page.getByRole('button', { name: 'Add recipe' }).click();
    await addMenu.getByRole('menuitem', { name: way }).click();
  };
  const saveReview = async (review: ReturnType<typeof page.getByRole>) => {
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recipes' && r.request().method() === 'POST');
    await review.getByRole('button', { name: 'Save Recipe' }).click();
    expect((await saved).status()).toBe(201);
    await expect(review).toBeHidden();
  };

  // What the pantry holds decides what each imported recipe shows as missing.
  await app.open(STORED_ACCOUNTS['recipe-import']);
  await app.goTo('Pantry');
  await expect(pantry.heading).toBeVisible();
  await pantry.quickAdd('Butter');
  await pantry.quickAdd('Onions');
  await pantry.addBySuggestion('garl', 'Garlic');
  await expect(pantry.item('Garlic')).toBeVisible();
  await app.goTo('Recipes');
  await expect(recipes.heading).toBeVisible();

  // 1. Paste & Parse: the button waits for text; a parse fills the form and returns to Fill Form.
  await openAddWay('Create Manually');
  await expect(recipes.form).toBeVisible();
  await recipes.form.getByRole('tab', { name: 'Paste & Parse' }).click();
  const parseButton = recipes.form.getByRole('button', { name: 'Parse Recipe' });
  await expect(parseButton).toBeDisabled();
  await recipes.form.getByLabel('Recipe text').fill(PASTED);
  await expect(parseButton).toBeEnabled();
  await expectAccessible(page, 'Recipes: Paste & Parse tab', { ready: [parseButton] });
  await screenshotBothThemes(page, 'recipes-paste', { ready: parseButton });
  await parseButton.click();
  await expect(recipes.form.getByRole('tab', { name: 'Fill Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(recipes.form.getByLabel('Title')).toHaveValue('Garlic Butter Toast');
  await expect(recipes.form.getByLabel('Ingredient 3 name')).toHaveValue('garlic');
  await expect(recipes.form.getByLabel('Ingredient 3 notes')).toHaveValue('minced');
  await expect(recipes.form.getByLabel('Step 3', { exact: true })).toHaveValue('Spread over the hot toast and serve.');
  await expect(recipes.form.getByLabel('Servings')).toHaveValue('2');
  await recipes.saveForm();
  await expect(recipes.status('Garlic Butter Toast')).toHaveText(/Missing 2 ingredient\(s\)$/);

  // 2. Import from URL: a bad address is named; the page is fetched by the server and reviewed.
  const site = await servePage();
  try {
    await openAddWay('Import from URL');
    const urlDialog = page.getByRole('dialog', { name: 'Import from URL' });
    await expect(urlDialog).toBeVisible();
    const importButton = urlDialog.getByRole('button', { name: 'Import' });
    await expect(importButton).toBeDisabled();
    await urlDialog.getByLabel('Recipe URL').fill('not a web address');
    await importButton.click();
    await expect(urlDialog.getByText('Please enter a valid URL')).toBeVisible();
    await urlDialog.getByLabel('Recipe URL').fill(site.url);
    await expectAccessible(page, 'Recipes: Import from URL dialog', { ready: [importButton] });
    await screenshotBothThemes(page, 'recipes-import-url', { ready: importButton });
    await importButton.click();
    const review = page.getByRole('dialog', { name: 'Imported Recipe' });
    await expect(review.getByText(PAGE_TITLE)).toBeVisible({ timeout: 20_000 });
    await expect(review.getByText('Review and edit before saving')).toBeVisible();
    await expect(review.getByText('Imports are not guaranteed to be 100% accurate. Please verify all details.')).toBeVisible();
    await expect(review.getByRole('listitem').filter({ hasText: 'caster sugar' }).first()).toBeVisible();
    await expectAccessible(page, 'Recipes: Imported Recipe review', { ready: [review.getByRole('button', { name: 'Save Recipe' })] });
    await screenshotBothThemes(page, 'recipes-import-review', { ready: review });
    await saveReview(review);
  } finally {
    await site.close();
  }
  await expect(recipes.card(PAGE_TITLE)).toBeVisible();
  await recipes.openDetail(PAGE_TITLE);
  await expect(recipes.ingredients.filter({ hasText: /^In your pantry: .*butter/ })).toHaveCount(1);
  await page.goBack();
  await expect(recipes.heading).toBeVisible();

  // 3. Scan: a photo of a printed page (turned, grainy, JPEG) is shrunk, read on the server and reviewed.
  const photoPath = testInfo.outputPath('recipe-page.jpg');
  const printed = JSON.parse(execFileSync(process.execPath, [join(__dirname, '../../tools/recipe-photo.mjs'), photoPath, '0'], { encoding: 'utf8' })) as { title: string };
  await openAddWay('Scan Recipe');
  const scanDialog = page.getByRole('dialog', { name: 'Scan Recipe' });
  await expect(scanDialog).toBeVisible();
  await expectAccessible(page, 'Recipes: Scan Recipe dialog', { ready: [scanDialog.getByText('Take Photo')] });
  await screenshotBothThemes(page, 'recipes-scan', { ready: scanDialog });
  await scanDialog.locator('input[type="file"]').setInputFiles(photoPath);
  const scanned = page.getByRole('dialog', { name: 'Scanned Recipe' });
  await expect(scanned.getByText(printed.title)).toBeVisible({ timeout: 60_000 });
  await expect(scanned.getByRole('listitem').filter({ hasText: 'chickpeas' }).first()).toBeVisible();
  await expectAccessible(page, 'Recipes: Scanned Recipe review', { ready: [scanned.getByRole('button', { name: 'Save Recipe' })] });
  await screenshotBothThemes(page, 'recipes-scan-review', { ready: scanned });
  await saveReview(scanned);
  await expect(recipes.card(printed.title)).toBeVisible();
  await recipes.openDetail(printed.title);
  await expect(recipes.ingredients.filter({ hasText: /^In your pantry: .*onion/ })).toHaveCount(1);
  await expect(recipes.ingredients.filter({ hasText: /^In your pantry: .*garlic/ })).toHaveCount(1);
});
