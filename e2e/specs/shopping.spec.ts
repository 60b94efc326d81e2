import { expectAccessible } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { AppPage } from '../pages/app.page';
import { ShoppingPage } from '../pages/shopping.page';

// An account of its own: the journey starts from an empty list and an empty pantry, and counts both.
test.use({ storageState: storedStateOfRound('shopping') });

test('a user writes a list, ticks items into the pantry, combines, clears and swipes, and Home reflects it', async ({ page }) => {
  const app = new AppPage(page);
  const shopping = new ShoppingPage(page);
  const pantryItem = (name: string) => page.getByRole('group', { name, exact: true });

  await app.open(STORED_ACCOUNTS.shopping);
  await app.goTo('Shopping');
  await expect(shopping.heading).toBeVisible();
  await expect(page.getByText('Auto-generated & categorized')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
  await expect(page.getByText('Add items to get started!')).toBeVisible();
  await expectAccessible(page, 'Shopping, empty', { ready: page.getByRole('heading', { name: 'Your shopping list is empty' }) });

  // autocomplete fills the category; a quantity suggestion from the catalogue
  await shopping.addBySuggestion('mil', 'Milk', '1 gallon');
  await expect(shopping.section('DAIRY & EGGS').getByRole('checkbox', { name: 'Milk 1 gallon' })).toBeVisible();
  // quick add
  await shopping.quickAdd('Bananas');
  await expect(shopping.section('PRODUCE').getByRole('checkbox', { name: 'Bananas' })).toBeVisible();
  await expect(shopping.footer).toHaveText('Showing 2 of 2 items');
  await expectAccessible(page, 'Shopping, list', { ready: [shopping.item('Milk'), shopping.item('Bananas')] });

  // tick: struck through, Completed badge when sorted by status, footer
  await shopping.toggle('Milk');
  await expect(shopping.checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  await expect(shopping.item('Milk').getByTestId('shopping-item-text')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(shopping.item('Milk').getByTestId('shopping-item-text')).toHaveCSS('opacity', '0.55');
  await shopping.sortBy('Pending First');
  await expect(shopping.section('SORTED BY STATUS')).toBeVisible();
  await expect(shopping.item('Milk').getByText('Completed', { exact: true })).toBeVisible();
  await expect(shopping.item('Bananas').getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Shopping, sorted by status', { ready: [shopping.item('Milk'), shopping.item('Bananas')] });
  await page.getByRole('checkbox', { name: 'Show completed items' }).uncheck();
  await expect(shopping.footer).toHaveText('Showing 1 of 2 items');
  await page.getByRole('checkbox', { name: 'Show completed items' }).check();
  await expect(shopping.footer).toHaveText('Showing 2 of 2 items');

  // the ticked item is in the pantry, without a reload
  await app.goTo('Pantry');
  await expect(pantryItem('Milk').getByText('In Stock')).toBeVisible();
  await expectAccessible(page, 'Pantry, shopped item', { ready: pantryItem('Milk') });

  // untick: the pantry item goes Out of Stock
  await app.goTo('Shopping');
  await shopping.toggle('Milk');
  await expect(shopping.checkbox('Milk')).toHaveAttribute('aria-checked', 'false');
  await app.goTo('Pantry');
  await expect(pantryItem('Milk').getByText('Out of Stock')).toBeVisible();

  // combine similar
  await app.goTo('Shopping');
  await shopping.addTyped('Tomatoes', '2');
  await shopping.addTyped('tomato', '3');
  await expect(shopping.footer).toHaveText('Showing 4 of 4 items');
  await shopping.combineSimilar();
  const result = page.getByRole('dialog', { name: 'Items Combined' });
  await expect(result).toBeVisible();
  await expect(result.getByText('Tomatoes + tomato')).toBeVisible();
  await expect(result.getByText(/Tomatoes\s*·\s*5/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Successfully combined 4 items into 3 items!')).toBeVisible();
  await expectAccessible(page, 'Shopping: Items Combined modal', { ready: result.getByText('Tomatoes + tomato') });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(shopping.checkbox('Tomatoes')).toHaveAccessibleName('Tomatoes 5');
  await expect(shopping.checkbox('tomato')).toHaveCount(0);
  await expect(shopping.footer).toHaveText('Showing 3 of 3 items');

  // clear completed
  await shopping.toggle('Bananas');
  await shopping.clearCompleted(1);
  await expect(shopping.checkbox('Bananas')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Completed (0)' })).toBeDisabled();

  // swipe to delete, with real pointer events
  await shopping.swipeToDelete('Milk');
  await expect(shopping.footer).toHaveText('Showing 1 of 1 items');

  // after a reload the server holds the same list
  await page.reload();
  await expect(shopping.checkbox('Tomatoes')).toBeVisible();
  await expect(shopping.footer).toHaveText('Showing 1 of 1 items');

  await app.goTo('Home');
  await expect(page.getByRole('link', { name: 'Shopping List 1 item needed Action needed' })).toBeVisible();
  await expect(page.getByText('Action needed')).toBeVisible();
  await expectAccessible(page, 'Home, shopping figures', { ready: app.dashboard });
});
