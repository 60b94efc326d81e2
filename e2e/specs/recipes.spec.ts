import { expectAccessible } from '../fixtures/accessibility';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { PantryPage } from '../pages/pantry.page';
import { RecipesPage } from '../pages/recipes.page';
import { ShoppingPage } from '../pages/shopping.page';

// An account of its own (a new one each --repeat-each round): the journey starts with no recipe,
// an empty pantry and an empty shopping list, and counts all three.
test.use({ storageState: storedStateOfRound('recipes') });

const TITLE = 'Garlic Onion Rice';
const CATEGORY = 'Weeknight Meals';

test('a user creates a recipe, cooks it from the pantry, shops for it, favorites, filters and deletes it, and plans a demo recipe', async ({ page }) => {
  // Eight screens, each scanned in both themes: longer than the 60 s a shorter journey gets.
  test.slow();
  const app = new AppPage(page);
  const recipes = new RecipesPage(page);
  const pantry = new PantryPage(page);
  const shopping = new ShoppingPage(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });

  // 1. No recipe of one's own yet: the empty state above the shared starter library.
  await app.open(STORED_ACCOUNTS.recipes);
  await expect(app.cookTonight).toHaveAccessibleName(/^Cook Tonight Add pantry items to see available recipes /);
  await app.goTo('Recipes');
  await expect(recipes.heading).toBeVisible();
  await expect(recipes.emptyMine).toBeVisible();
  await expect(recipes.group('Starter recipes')).toBeVisible();
  await expect(recipes.tab('All')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'Recipes, no recipe of ones own', { ready: [recipes.emptyMine, recipes.group('Starter recipes')] });

  // 2. A category from the Add Cat. sheet, then the form; Save without a title keeps the input.
  await recipes.addCategory(CATEGORY);
  await recipes.openCreateForm();
  await recipes.fillForm({
    category: CATEGORY,
    cookTime: '25',
    servings: '4',
    tags: ['Weeknight', 'Budget'],
    ingredients: ['2 cups rice', '1 onion, chopped', '2 cloves garlic'],
    instructions: ['Soften the onion and garlic in a little oil.', 'Stir in the rice, add water and simmer until tender.'],
  });
  // A line is parsed into amount, unit and name once it loses focus.
  await expect(recipes.form.getByLabel('Ingredient 1 amount')).toHaveValue('2');
  await expect(recipes.form.getByLabel('Ingredient 1 unit')).toHaveValue('cups');
  await expect(recipes.form.getByLabel('Ingredient 1 name')).toHaveValue('rice');
  await expect(recipes.form.getByLabel('Ingredient 2 notes')).toHaveValue('chopped');
  await recipes.form.getByRole('button', { name: 'Save Recipe' }).click();
  const title = recipes.form.getByLabel('Title');
  await expect(title).toHaveAccessibleDescription('Recipe title is required');
  await expect(title).toBeFocused();
  await expect(recipes.form.getByLabel('Category')).toHaveValue(/\d+/);
  await expect(recipes.form.getByLabel('Cook (min)')).toHaveValue('25');
  await expect(recipes.form.getByLabel('Ingredient 3 name')).toHaveValue('garlic');
  await expect(recipes.form.getByLabel('Step 2', { exact: true })).toHaveValue('Stir in the rice, add water and simmer until tender.');
  await expect(recipes.form.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Weeknight✕', 'Budget✕']);
  await expectAccessible(page, 'Recipes: Add Recipe Manually dialog, title required', { ready: [recipes.form, title] });
  await screenshotBothThemes(page, 'recipes-form', { ready: recipes.form });
  await recipes.fillForm({ title: TITLE });
  await recipes.saveForm();
  await expect(toasts.getByText('Recipe created successfully!')).toBeVisible();

  // Grouped under its category, with its tags and its status; the starter library folds away.
  await expect(recipes.emptyMine).toBeHidden();
  const card = recipes.group(CATEGORY).getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(recipes.group(CATEGORY).getByRole('button', { name: CATEGORY })).toHaveAttribute('aria-expanded', 'true');
  await expect(recipes.group('Starter recipes').getByRole('button', { name: /Starter recipes/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(recipes.status(TITLE)).toHaveText('Ready in 25 min • Missing 3 ingredient(s)');
  await expect(card.getByText('3 Missing', { exact: true })).toBeVisible();
  // Its own tags first, then what the recipe says of itself (2 steps: Beginner), 3 shown and +N.
  await expect(recipes.tags(TITLE)).toHaveText(['Weeknight', 'Budget', 'Beginner', /^\+\d+$/]);
  await expectAccessible(page, 'Recipes, one recipe of ones own', { ready: card });
  await screenshotBothThemes(page, 'recipes-list', { ready: card });

  // 3. Its ingredients into the pantry: the recipe is ready to cook.
  await app.goTo('Pantry');
  await expect(pantry.heading).toBeVisible();
  await pantry.addBySuggestion('ric', 'Rice');
  await pantry.addBySuggestion('oni', 'Onions');
  await pantry.addBySuggestion('garl', 'Garlic');
  await expect(pantry.item('Garlic')).toBeVisible();
  await app.goTo('Recipes');
  await expect(recipes.status(TITLE)).toHaveText('Ready in 25 min • All ingredients available');
  await expect(card.getByText('3 Missing', { exact: true })).toBeHidden();
  // Home counts it, and its card opens the list filtered on Ready to Cook.
  await app.goTo('Home');
  await expect(app.cookTonight).toHaveAccessibleName('Cook Tonight 1 recipe ready to cook Ready to cook');
  await expect(app.cookTonight.getByText('Ready to cook', { exact: true })).toBeVisible();
  await app.cookTonight.click();
  await expect(page).toHaveURL(/\/recipes\?tag=Ready%20to%20Cook$/);
  await expect(recipes.filtersButton).toHaveAccessibleName('Filters 1 selected');
  await expect(recipes.card(TITLE)).toBeVisible();
  await expect(recipes.cards).toHaveCount(1);

  // 4. The detail: everything is in the pantry.
  await recipes.openDetail(TITLE);
  await expect(recipes.statusCard.getByText('100%', { exact: true })).toBeVisible();
  await expect(recipes.statusCard.getByText('of ingredients available (3 of 3)')).toBeVisible();
  await expect(recipes.ingredients).toHaveText(['In your pantry: 2 cups rice', 'In your pantry: 1 onion, chopped', 'In your pantry: 2 cloves garlic']);
  await expect(recipes.statusCard.getByRole('button', { name: 'Add Needed to Shopping List' })).toBeHidden();

  // The garlic runs low: '(Low Stock)' on its line, the card asks to check it.
  await app.goTo('Pantry');
  await pantry.editStatus('Garlic', 'Low Stock');
  await expect(pantry.item('Garlic').getByText('Low Stock')).toBeVisible();
  await app.goTo('Recipes');
  await expect(recipes.status(TITLE)).toHaveText('Ready in 25 min • Check 1 low stock item(s)');
  await expect(recipes.card(TITLE).getByText('1 Low Stock', { exact: true })).toBeVisible();
  await recipes.openDetail(TITLE);
  await expect(recipes.ingredients.nth(2)).toHaveText('Low stock: 2 cloves garlic (Low Stock)');
  await expect(recipes.statusCard.getByRole('heading', { name: 'Low Stock (1)' })).toBeVisible();
  await expect(recipes.statusCard.getByRole('list', { name: 'Low stock ingredients' })).toHaveText('garlic');
  await expect(recipes.statusCard.getByText('100%', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Recipe detail, one ingredient low', { ready: [recipes.statusCard, recipes.ingredients.nth(2)] });
  // The status card at the top, the ingredient lines below it.
  await recipes.statusCard.evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await screenshotBothThemes(page, 'recipes-detail', { ready: recipes.statusCard });

  // Add Needed: the low item goes to the shopping list.
  await recipes.addToShoppingList('Needed');
  await expect(toasts.getByText('Added 1 needed ingredient(s) to shopping list!')).toBeVisible();
  await app.goTo('Shopping');
  await expect(shopping.heading).toBeVisible();
  await expect(shopping.section('PRODUCE').getByRole('checkbox', { name: 'garlic 2 cloves' })).toBeVisible();
  await expect(shopping.footer).toHaveText('Showing 1 of 1 items');

  // 5. Favorite it, then the Fav tab and the filter panel.
  await app.goTo('Recipes');
  const heart = recipes.card(TITLE).getByRole('button', { name: `Favorite ${TITLE}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await recipes.toggleFavorite(TITLE);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await recipes.tab('Fav').click();
  await expect(recipes.tab('Fav')).toHaveAttribute('aria-selected', 'true');
  await expect(recipes.card(TITLE)).toBeVisible();
  await expect(recipes.cards).toHaveCount(1);
  await recipes.filtersButton.click();
  await expect(recipes.filterPanel).toBeVisible();
  await expect(recipes.filterPanel.getByText('0 selected')).toBeVisible();
  await recipes.filter('Check Quantities').click();
  await expect(recipes.filter('Check Quantities')).toHaveAttribute('aria-pressed', 'true');
  await expect(recipes.filterPanel.getByText('1 selected')).toBeVisible();
  await expect(recipes.filtersButton).toHaveAccessibleName('Filters 1 selected');
  await expect(recipes.card(TITLE)).toBeVisible();
  // AND across groups: a 25-minute recipe is not Long.
  await recipes.filter('Long (> 60 min)').click();
  await expect(recipes.filterPanel.getByText('2 selected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recipes match your search and filters.' })).toBeVisible();
  await expect(recipes.cards).toHaveCount(0);
  await expectAccessible(page, 'Recipes: filter panel, 2 selected', { ready: recipes.filterPanel });
  await recipes.filterPanel.getByRole('button', { name: 'Clear' }).click();
  await expect(recipes.filterPanel.getByText('0 selected')).toBeVisible();
  await expect(recipes.card(TITLE)).toBeVisible();
  await recipes.filterPanel.getByRole('button', { name: 'Done' }).click();
  await expect(recipes.filterPanel).toBeHidden();
  await expect(recipes.filtersButton).toBeFocused();

  // 6. Swipe the card away, confirmed: the empty state returns.
  await recipes.tab('All').click();
  await recipes.swipeToDelete(TITLE);
  await expectAccessible(page, 'Recipes: Delete Recipe confirmation', { ready: recipes.deleteDialog });
  await recipes.confirmDelete();
  await expect(recipes.card(TITLE)).toBeHidden();
  await expect(recipes.group(CATEGORY)).toBeHidden();
  await expect(recipes.emptyMine).toBeVisible();
  await expect(recipes.group('Starter recipes')).toBeVisible();
  await recipes.tab('Fav').click();
  await expect(recipes.emptyFavorites).toBeVisible();

  // 7. A demo recipe: shared, so a banner, no Edit, and a copy to make it one's own.
  await page.goto('/recipes/1');
  const demo = page.getByRole('region', { name: 'Demo Mode' });
  await expect(demo).toBeVisible();
  await expect(demo.getByText('This is a shared sample recipe. Save a copy to make it your own.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as my copy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit recipe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit image' })).toHaveCount(0);
  await expect(recipes.statusCard.getByText(/^\d+%$/)).toBeVisible();
  await expectAccessible(page, 'Recipe detail, demo recipe', { ready: [demo, recipes.statusCard.getByText(/^\d+%$/)] });
  await screenshotBothThemes(page, 'recipes-demo', { ready: demo });

  // 8. A shared recipe goes on tomorrow's dinner: the picker starts at today, Add waits for a day.
  const demoTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  const date = plan.getByLabel('Date');
  await expect(date).toBeFocused();
  await expect(plan.getByRole('button', { name: 'Add' })).toBeDisabled();
  const today = await date.getAttribute('min');
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await date.fill(tomorrow);
  await plan.getByLabel('Meal Type').selectOption({ label: 'Dinner' });
  await expectAccessible(page, 'Recipe detail: Add to Meal Plan dialog', { ready: [plan, date] });
  await screenshotBothThemes(page, 'recipes-meal-plan', { ready: plan });
  const planned = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/meal-plans');
  await plan.getByRole('button', { name: 'Add' }).click();
  expect((await planned).status()).toBe(201);
  await expect(toasts.getByText(`Successfully added "${demoTitle}" to dinner on ${tomorrow}!`)).toBeVisible();
  await expect(plan).toBeHidden();
});
