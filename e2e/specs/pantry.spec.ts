import { expectAccessible } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { AppPage } from '../pages/app.page';
import { PantryPage } from '../pages/pantry.page';
import { dragLeft } from '../pages/swipe';

// Light theme colours of the expiry notes (libs/ui theme: orange, amber).
const ORANGE = 'rgb(194, 65, 12)';
const AMBER = 'rgb(156, 107, 0)';

// Each test its own account: the journey starts from an empty pantry and counts what it holds.
test.use({ storageState: storedStateOfRound('pantry') });

test('a user fills the pantry, edits, filters, searches, swipes an item away, and Home reflects it', async ({ page }) => {
  const app = new AppPage(page);
  const pantry = new PantryPage(page);
  await app.open(STORED_ACCOUNTS.pantry);
  await app.goTo('Pantry');
  await expect(pantry.heading).toBeVisible();
  await expect(page.getByText('Track ingredients & expiration dates')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your pantry is empty' })).toBeVisible();
  await expect(page.getByText('Add some items to get started!')).toBeVisible();
  await expectAccessible(page, 'Pantry, empty', { ready: page.getByRole('heading', { name: 'Your pantry is empty' }) });

  // by quick-add chip: milk keeps 7 days, an amber note
  await pantry.quickAdd('Milk');
  await expect(pantry.section('Dairy & Eggs').getByRole('group', { name: 'Milk' })).toBeVisible();
  const milkNote = pantry.item('Milk').getByText('Expires in 7 days');
  await expect(milkNote).toBeVisible();
  await expect(milkNote).toHaveCSS('color', AMBER);
  await expect(pantry.item('Milk').getByText('In Stock')).toBeVisible();

  // by suggestion, keyboard: chicken breast keeps 2 days, an orange note
  const inTwoDays = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 2);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await pantry.addBySuggestion('chick', 'Chicken Breast', { expectExpiry: inTwoDays });
  const chickenNote = pantry.item('Chicken Breast').getByText('Expires in 2 days');
  await expect(chickenNote).toBeVisible();
  await expect(chickenNote).toHaveCSS('color', ORANGE);
  await expect(pantry.section('Meat')).toBeVisible();

  // a long shelf life fills no date
  await pantry.addBySuggestion('ric', 'Rice', { status: 'Low Stock', expectExpiry: null });
  await expect(pantry.item('Rice').getByText('Low Stock')).toBeVisible();
  await expect(page.getByText('3 items')).toBeVisible();
  await expectAccessible(page, 'Pantry, list', { ready: [pantry.item('Milk'), pantry.item('Chicken Breast'), pantry.item('Rice')] });

  // edit
  await pantry.editStatus('Rice', 'Out of Stock');
  await expect(pantry.item('Rice').getByText('Out of Stock')).toBeVisible();

  // filter
  await pantry.filterByStatus('Out of Stock');
  await expect(pantry.item('Rice')).toBeVisible();
  await expect(pantry.item('Milk')).toBeHidden();
  await expect(page.getByText('1 of 3 items')).toBeVisible();
  await expectAccessible(page, 'Pantry, filtered', { ready: pantry.item('Rice') });
  await pantry.filterByStatus('All');

  // search down to the empty state
  await pantry.search('chi');
  await expect(pantry.item('Chicken Breast')).toBeVisible();
  await expect(pantry.item('Rice')).toBeHidden();
  await pantry.search('chiz');
  await expect(page.getByRole('heading', { name: 'No items match your search' })).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();
  await expectAccessible(page, 'Pantry, no search results', { ready: page.getByRole('heading', { name: 'No items match your search' }) });
  await pantry.search('');

  // swipe left to delete
  await pantry.swipeToDelete('Milk');
  await expect(page.getByText('2 items')).toBeVisible();

  // the same pantry after a reload
  await page.reload();
  await expect(pantry.item('Chicken Breast')).toBeVisible();
  await expect(pantry.item('Rice').getByText('Out of Stock')).toBeVisible();
  await expect(pantry.item('Milk')).toHaveCount(0);

  // Home's card
  await app.goTo('Home');
  const card = page.getByRole('link', { name: /Pantry Status/ });
  await expect(card.getByText('1 expiring soon • 0 running low • 1 out of stock')).toBeVisible();
  await expect(card.getByText('1 expiring', { exact: true })).toBeVisible();
  await expect(card.getByText('1 out', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Home, pantry figures', { ready: app.dashboard });
  await card.click();
  await expect(page).toHaveURL(/\/pantry$/);
  await expect(pantry.item('Chicken Breast')).toBeVisible();
});

test.describe(() => {
  test.use({ storageState: storedStateOfRound('pantry-swipe') });

  test('a swipe that stops short springs back and deletes nothing', async ({ page }) => {
    const pantry = new PantryPage(page);
    await pantry.open();
    await pantry.quickAdd('Eggs');
    const row = pantry.item('Eggs');
    await expectAccessible(page, 'Pantry, one item', { ready: row });
    let deletes = 0;
    page.on('request', (r) => r.method() === 'DELETE' && deletes++);
    await dragLeft(page, row, { fromRight: 60, distance: 100 });
    await page.mouse.up();
    await expect(row).toBeVisible();
    await page.reload();
    await expect(pantry.item('Eggs')).toBeVisible();
    expect(deletes).toBe(0);
  });
});
