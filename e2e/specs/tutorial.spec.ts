import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test, TUTORIAL_SEEN_KEY } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// A new user on a new device: no stored sign-in, and the tour not yet seen (the default marks it seen).
test.use({ storageState: { cookies: [], origins: [] }, tutorialSeen: false });

/** spec part 2 §2 "Tutorial overlay": the steps, their routes, and the element each one rings. */
const STEPS = [
  { target: 'nav', url: /\/home$/, title: 'Getting around' },
  { target: 'pantry-list', url: /\/pantry$/, title: 'Your pantry' },
  { target: 'pantry-add', url: /\/pantry$/, title: 'Add to your pantry' },
  { target: 'shopping-list', url: /\/shopping-list$/, title: 'Shopping list' },
  { target: 'planner', url: /\/planner$/, title: 'Meal planner' },
  { target: 'recipes-list', url: /\/recipes$/, title: 'Recipes' },
  { target: 'recipe-view', url: /\/recipes\/1$/, title: 'A recipe' },
  { target: 'settings', url: /\/settings$/, title: 'Settings' },
] as const;

const tourCard = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const offer = (page: Page) => page.getByRole('region', { name: 'New here?' });
const seenFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TUTORIAL_SEEN_KEY);

/** The ring is drawn around the step's element, where that element shows on screen. */
async function expectRinged(page: Page, target: string) {
  const ring = page.locator(`[data-tutorial-highlight="${target}"]`);
  await expect(ring).toBeVisible();
  const element = page.locator(`[data-tutorial="${target}"]`).first();
  await expect(element).toBeVisible();
  await expect
    .poll(async () => {
      const [r, e] = await Promise.all([ring.boundingBox(), element.boundingBox()]);
      const view = page.viewportSize()!;
      if (!r || !e) return false;
      const slack = 3;
      return (
        r.x <= Math.max(e.x, 0) + slack &&
        r.y <= Math.max(e.y, 0) + slack &&
        r.x + r.width >= Math.min(e.x + e.width, view.width) - slack &&
        r.y + r.height >= Math.min(e.y + e.height, view.height) - slack
      );
    }, { message: `the ring surrounds [data-tutorial="${target}"]` })
    .toBe(true);
}

/** Step `index` shows: its route, its card with focus on the main action, the announcement, the ring. */
async function expectStep(page: Page, index: number) {
  const step = STEPS[index];
  const card = tourCard(page, step.title);
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(step.url);
  await expect(card).toContainText(`Step ${index + 1} of 8`);
  await expect(card.getByRole('button', { name: index === STEPS.length - 1 ? 'Finish' : 'Next' })).toBeFocused();
  await expect(page.locator('[role="status"][aria-live="polite"]', { hasText: `Step ${index + 1} of 8: ${step.title}` })).toBeAttached();
  await expectRinged(page, step.target);
  return card;
}

test('a new user is offered the tour on Home, walks its eight steps by keyboard, and can take it again from Settings', async ({ page, request }) => {
  test.slow(); // sign-up, eight routes and four axe scans in both themes
  const account = newAccount('Tess Tour');
  await registerViaApi(request, account);
  // Something in the pantry and on the list before Home first loads them, so their steps ring a
  // list (an empty one shows a message instead).
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  expect((await request.post('/api/pantry', { headers, data: { name: 'Milk', status: 'In Stock' } })).ok()).toBe(true);
  expect((await request.post('/api/shopping', { headers, data: { name: 'Eggs', quantity: '12' } })).ok()).toBe(true);
  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Tess');

  // First run: a card on Home, not a dialog; the app stays usable around it.
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText('Take a 1-minute tour');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seenFlag(page)).toBeNull();
  await offer(page).getByRole('button', { name: 'Start tour' }).press('Enter');

  const first = await expectStep(page, 0);
  await expect(offer(page)).toBeHidden();
  await expectAccessible(page, 'Tutorial: step 1, the bottom navigation', { ready: first });
  await screenshotBothThemes(page, 'tutorial-step-1', { ready: first });

  await page.keyboard.press('ArrowRight');
  await expectStep(page, 1);
  await page.keyboard.press('Enter');
  await expectStep(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 3);
  // One step back, to the pantry's add button, and on again.
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 3);
  await page.keyboard.press('Enter');
  await expectStep(page, 4);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 5);
  await page.keyboard.press('ArrowRight');
  const recipe = await expectStep(page, 6);
  await expectAccessible(page, 'Tutorial: step 7, a recipe', { ready: [recipe, page.locator('[data-tutorial="recipe-view"]')] });
  await screenshotBothThemes(page, 'tutorial-step-7', { ready: recipe });
  await page.keyboard.press('ArrowRight');
  const last = await expectStep(page, 7);
  await expect(last.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.keyboard.press('Enter'); // Finish

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-tutorial-highlight]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
  expect(await seenFlag(page)).toBe('true');

  // Seen: after a reload Home offers it no more.
  await app.goTo('Home');
  await app.expectGreeting('Tess');
  await page.reload();
  await app.expectGreeting('Tess');
  await expect(page.getByText('Premium Features Active')).toBeVisible();
  await expect(offer(page)).toBeHidden();

  // Settings > Start Tutorial takes it again; Escape ends it.
  await app.openSettings();
  await page.getByRole('button', { name: 'Start Tutorial' }).click();
  await expectStep(page, 0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-tutorial-highlight]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  // The Settings button is gone with its page: focus is on the page's heading, not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Tess!' })).toBeFocused();
  expect(await seenFlag(page)).toBe('true');
});
