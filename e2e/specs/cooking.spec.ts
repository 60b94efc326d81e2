import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { bearer, signInViaApi } from '../fixtures/households';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';
import { RecipesPage } from '../pages/recipes.page';
import { ShoppingPage } from '../pages/shopping.page';
import { e2eTimeZone, e2eToday } from '../time-zone';

// An account of its own, seeded through the API: a recipe for 4, a pantry, and tonight's dinner planned.
test.use({ storageState: { cookies: [], origins: [] } });

const TITLE = 'Veggie Fried Rice';
const RECIPE = {
  title: TITLE,
  servings: 4,
  cookTime: 30,
  ingredients: [
    { amount: '2', unit: 'cups', name: 'rice' },
    { amount: '1', name: 'onion' },
    { amount: '2', unit: 'tbsp', name: 'soy sauce' },
    { amount: '1', unit: 'cup', name: 'peas' },
    { amount: '1', name: 'egg' },
  ],
  instructions: [
    'Cook the rice and let it cool.',
    'Fry the onion in a little oil.',
    'Add the peas and simmer for 20 minutes.',
    'Scramble in the egg, then season with soy sauce.',
  ],
};

/** The notifications the service worker is showing, as the page's registration lists them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({ title: notice.title, body: notice.body })));

/** The page as a locked phone or a background tab has it: hidden, or shown again. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('a cook scales a recipe to 6, shops for it, cooks it with a timer while the phone is locked, and records it: pantry and plan follow', async ({ page, context, request, baseURL }) => {
  test.slow();
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  await page.clock.install();

  const account = newAccount('Cora Cook');
  await registerViaApi(request, account);
  const auth = { headers: bearer(await signInViaApi(request, account)) };
  const created = await request.post('/api/recipes', { ...auth, data: RECIPE });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [name, status] of [['Rice', 'In Stock'], ['Onion', 'In Stock'], ['Soy sauce', 'Low Stock']]) {
    expect((await request.post('/api/pantry', { ...auth, data: { name, status } })).status()).toBe(201);
  }
  const plan = await request.post('/api/meal-plans', { ...auth, data: { date: e2eToday(), mealType: 'dinner', type: 'recipe', recipeId: id, timeZone: e2eTimeZone } });
  expect(plan.status(), await plan.text()).toBe(201);

  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Cora');
  // The worker rings the timers; it is active once the app is precached.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // 1. Scaled from 4 to 6 servings: readable fractions, eggs rounded and saying so.
  const recipes = new RecipesPage(page);
  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  await expect(recipes.ingredients).toHaveText([/3 cups rice/, /1 1\/2 onions/, /3 tbsp soy sauce/, /1 1\/2 cups peas/, /2 eggs \(rounded from 1 1\/2\)/]);
  await expectAccessible(page, 'Recipe scaled to 6 servings', { ready: recipes.ingredients.first() });
  await screenshotBothThemes(page, 'cooking-servings', { ready: recipes.statusCard });

  // 2. Add Needed sends the servings: the list holds the scaled amounts of what is missing or low.
  const added = page.waitForResponse((response) => /\/api\/recipes\/\d+\/shopping$/.test(response.url()) && response.status() === 200);
  await recipes.statusCard.getByRole('button', { name: 'Add Needed to Shopping List' }).click();
  expect((await added).request().postDataJSON()).toEqual({ scope: 'needed', servings: 6 });
  await app.goTo('Shopping');
  const shopping = new ShoppingPage(page);
  await expect(shopping.heading).toBeVisible();
  await expect(shopping.checkbox('peas')).toHaveAccessibleName('peas 1 1/2 cups');
  await expect(shopping.checkbox('soy sauce')).toHaveAccessibleName('soy sauce 3 tbsp');
  await expect(shopping.checkbox('eggs')).toHaveAccessibleName('eggs 2');
  await expectAccessible(page, 'Shopping list with scaled amounts', { ready: shopping.checkbox('peas') });

  // 3. Cook mode at 6 servings: ingredients ticked off, the step's own ingredients beside it.
  await page.goto(`/recipes/${id}`);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'Start cooking' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}/cook\\?servings=6$`));
  await expect(page.getByRole('heading', { name: 'Step 1 of 4', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /3 cups rice/ }).check();
  await page.getByRole('checkbox', { name: /1 1\/2 onions/ }).check();
  await expectAccessible(page, 'Cook mode, step 1', { ready: page.getByRole('list', { name: 'In this step' }) });
  await screenshotBothThemes(page, 'cooking-step', { ready: page.getByRole('list', { name: 'In this step' }) });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'In this step' }).getByRole('listitem')).toHaveText(['1 1/2 cups peas']);

  // 4. A 20 minute timer; the phone locks; the timer rings through the service worker, and in the app on return.
  await page.getByRole('button', { name: 'Start 20 min timer' }).click();
  const clock = page.getByRole('timer', { name: 'Step 3, 20 min: time left' });
  await expect(clock).toHaveText('20:00');
  await expectAccessible(page, 'Cook mode, a timer running', { ready: clock });
  await screenshotBothThemes(page, 'cooking-timer', { ready: clock });
  await setVisibility(page, 'hidden');
  await page.clock.fastForward('20:01');
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: 'Timer done: Step 3, 20 min', body: TITLE }]);
  await setVisibility(page, 'visible');
  const rang = page.getByRole('alert').filter({ hasText: 'Timer done: Step 3, 20 min' });
  await expect(rang).toBeVisible();
  await expectAccessible(page, 'Cook mode, a timer done', { ready: rang });
  await screenshotBothThemes(page, 'cooking-timer-done', { ready: rang });
  await rang.getByRole('button', { name: /^Dismiss/ }).click();

  // 5. Finish: recorded, and the pantry changes offered; only the ticked ones are made.
  await page.getByRole('button', { name: 'Next' }).click();
  const cooked = page.waitForResponse((response) => /\/api\/recipes\/\d+\/cooked$/.test(response.url()) && response.status() === 201);
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await cooked).request().postDataJSON()).toEqual({ servings: 6, timeZone: expect.any(String) });
  const dialog = page.getByRole('dialog', { name: 'I cooked this' });
  const offers = dialog.getByRole('checkbox');
  await expect(offers).toHaveCount(3);
  for (const offer of await offers.all()) await expect(offer).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /^Rice: mark Low Stock/ }).check();
  await dialog.getByRole('checkbox', { name: /^Soy sauce: mark Out of Stock/ }).check();
  await expectAccessible(page, 'I cooked this: pantry changes', { ready: dialog });
  await screenshotBothThemes(page, 'cooking-pantry-changes', { ready: dialog });
  await dialog.getByRole('button', { name: 'Update pantry' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Recorded as cooked. Pantry updated (2 items)')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  const pantry = (await (await request.get('/api/pantry', auth)).json()) as Array<{ name: string; status: string }>;
  expect(Object.fromEntries(pantry.map((item) => [item.name, item.status]))).toEqual({ Rice: 'Low Stock', Onion: 'In Stock', 'Soy sauce': 'Out of Stock' });

  // 6. Tonight's dinner is marked cooked on the planner.
  await app.goTo('Planner');
  // This week's tiles start from today.
  await page.getByRole('list', { name: 'This Week' }).getByRole('button').first().click();
  const dinner = page.getByRole('group', { name: 'Dinner' });
  await expect(dinner.getByText(TITLE)).toBeVisible();
  await expect(dinner.getByText('Cooked', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Planner, dinner cooked', { ready: dinner.getByText('Cooked', { exact: true }) });
  await screenshotBothThemes(page, 'cooking-planner-cooked', { ready: dinner });
});
