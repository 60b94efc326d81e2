import { type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';
import { PantryPage } from '../pages/pantry.page';
import { ShoppingPage } from '../pages/shopping.page';

// An account of its own, signed in here; the browser keeps no worker or device data from another test.
test.use({ storageState: { cookies: [], origins: [] } });

/** The pending mark's accessible name (@mealapp/domain OFFLINE_TEXT). */
const PENDING = 'Not saved yet — will sync when online';
const OFFLINE_STATUS = "Offline — changes will sync when you're back online";

interface ShoppingRow {
  name: string;
  isShopped: boolean;
}
interface PantryRow {
  name: string;
  status: string;
}

/** The server's view, read as another client of the API would. */
function serverLists(request: APIRequestContext, token: string) {
  const get = async <T>(path: string) => {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T[];
  };
  return { shopping: () => get<ShoppingRow>('/api/shopping'), pantry: () => get<PantryRow>('/api/pantry') };
}

/** Adds through the modal without waiting for the server: offline, nothing answers. */
test('offline: ticks, adds and a pantry edit wait on the device, survive a reload, and reach the server exactly once', async ({ page, context, request }) => {
  const account = newAccount('Ollie Offline');
  await registerViaApi(request, account);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { headers: { Authorization: `Bearer ${accessToken}` } };
  for (const name of ['Milk', 'Apples']) expect((await request.post('/api/shopping', { ...auth, data: { name } })).status()).toBe(201);
  expect((await request.post('/api/pantry', { ...auth, data: { name: 'Rice', status: 'In Stock' } })).status()).toBe(201);
  const server = serverLists(request, accessToken);

  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Ollie');
  // The worker (shell/src/sw) has precached the app: a reload finds it with no network.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Seen once online: the lists are now last-seen data on the device.
  const shopping = new ShoppingPage(page);
  const pantry = new PantryPage(page);
  await app.goTo('Pantry');
  await expect(pantry.item('Rice')).toBeVisible();
  await app.goTo('Shopping');
  await expect(shopping.item('Milk')).toBeVisible();
  await expect(shopping.item('Apples')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_STATUS })).toBeVisible();
  await shopping.checkbox('Milk').click();
  await expect(shopping.checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  await shopping.addOffline('Bread');
  await shopping.addOffline('Eggs');
  for (const name of ['Milk', 'Bread', 'Eggs']) await expect(shopping.item(name).getByRole('img', { name: PENDING })).toBeVisible();
  await expect(shopping.item('Apples').getByRole('img', { name: PENDING })).toHaveCount(0);
  await expect(shopping.footer).toHaveText('Showing 4 of 4 items');
  await expectAccessible(page, 'Shopping, offline with changes not yet sent', {
    ready: [shopping.item('Bread').getByRole('img', { name: PENDING }), page.getByText(OFFLINE_STATUS)],
  });

  // One pantry edit, offline.
  await app.goTo('Pantry');
  await pantry.item('Rice').getByRole('button', { name: 'Edit Rice' }).click();
  const editor = page.getByRole('form', { name: 'Edit Rice' });
  await editor.getByLabel('Status').selectOption('Low Stock');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(pantry.item('Rice').getByText('Low Stock')).toBeVisible();
  await expect(pantry.item('Rice').getByRole('img', { name: PENDING })).toBeVisible();

  // A reload with no network: the app from the worker, the lists and the waiting changes from the device.
  await app.goTo('Shopping');
  await page.reload();
  await expect(shopping.heading).toBeVisible();
  await expect(shopping.checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  for (const name of ['Milk', 'Bread', 'Eggs']) await expect(shopping.item(name).getByRole('img', { name: PENDING })).toBeVisible();
  await expect(shopping.item('Apples')).toBeVisible();
  await expect(page.getByText(OFFLINE_STATUS)).toBeVisible();
  await app.goTo('Pantry');
  await expect(pantry.item('Rice').getByText('Low Stock')).toBeVisible();
  await expect(pantry.item('Rice').getByRole('img', { name: PENDING })).toBeVisible();
  await app.goTo('Shopping');
  expect(await server.shopping()).toEqual([expect.objectContaining({ name: 'Milk', isShopped: false }), expect.objectContaining({ name: 'Apples' })]);

  // Back online: the queue is sent, in order, and the marks clear.
  await context.setOffline(false);
  await expect(page.getByRole('img', { name: PENDING })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(OFFLINE_STATUS)).toHaveCount(0);
  await expect(shopping.checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  await expect(shopping.footer).toHaveText('Showing 4 of 4 items');

  // Every change stored once: one tick (Milk shopped, and added to the pantry once), one row per add, the edit.
  const stored = await server.shopping();
  expect(stored.map(({ name, isShopped }) => ({ name, isShopped }))).toEqual([
    { name: 'Milk', isShopped: true },
    { name: 'Apples', isShopped: false },
    { name: 'Bread', isShopped: false },
    { name: 'Eggs', isShopped: false },
  ]);
  const pantryRows = await server.pantry();
  expect(pantryRows.map(({ name, status }) => ({ name, status })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: 'Milk', status: 'In Stock' },
    { name: 'Rice', status: 'Low Stock' },
  ]);
});

/** The device's store of last-seen answers (libs/api-client/src/offline/device-store.ts). */
const LAST_SEEN_DATABASE = 'mealapp-last-seen';

/** In the page: whether the device's last-seen store holds an opened recipe. Never creates the database (that is the app's to make). */
async function recipeKept(database: string): Promise<boolean> {
  if (!(await indexedDB.databases()).some(({ name }) => name === database)) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open(database);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('entries')) {
        db.close();
        resolve(false);
        return;
      }
      const keys = db.transaction('entries').objectStore('entries').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.some((key) => typeof key === 'string' && key.includes('getRecipe(')));
      };
      keys.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

test('offline: a recipe opened once opens in cook mode after a reload with no network', async ({ page, context, request }) => {
  const account = newAccount('Olive Oven');
  await registerViaApi(request, account);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const recipe = {
    title: 'Tomato Soup',
    servings: 2,
    ingredients: [{ amount: '4', name: 'tomatoes' }],
    instructions: ['Chop the tomatoes.', 'Simmer for 15 minutes, then blend.'],
  };
  const created = await request.post('/api/recipes', { headers: { Authorization: `Bearer ${accessToken}` }, data: recipe });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  await new AppPage(page).expectGreeting('Olive');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Opened once online: the recipe is now last-seen data on the device.
  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { name: recipe.title, level: 1 })).toBeVisible();
  // The device keeps what was opened a moment after it shows (last-seen.ts saves 400 ms after the
  // last change, to IndexedDB): the network goes once the recipe is kept, or a reload races the save.
  // Polled from here: waitForFunction takes the promise an async check returns as its (truthy) answer.
  await expect.poll(() => page.evaluate(recipeKept, LAST_SEEN_DATABASE)).toBe(true);

  await context.setOffline(true);
  await page.goto(`/recipes/${id}/cook`);
  await expect(page.getByRole('heading', { name: 'Step 1 of 2', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Step 1 of 2/ }).getByText('Chop the tomatoes.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Start 15 min timer' })).toBeVisible();
  await expectAccessible(page, 'Cook mode, offline', { ready: page.getByRole('heading', { name: 'Step 2 of 2', level: 2 }) });
  await context.setOffline(false);
});
