import { axeViolations } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { SHOTS_DIR } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// A fresh phone; the app's scripts are held back below at the network, which a service worker would answer instead.
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

test("Home greets from the last-seen profile before any of the app's scripts runs, then the app takes over", async ({ page, request }) => {
  const ada = newAccount('Ada Lovelace');
  await registerViaApi(request, ada);
  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(ada.email, ada.password);
  await new AppPage(page).expectGreeting('Ada');

  // No script of the app arrives: the page's own first paint greets, with the cards outlined.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.reload();
  const greeting = page.getByRole('heading', { name: 'Hi Ada!' });
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dashboard' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page, `Home's first paint (${colorScheme})`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/first-paint-${colorScheme}.png` });
  }

  // With its scripts, the app replaces the paint with Home itself, greeting the same.
  await page.unroute('**/static/js/**');
  await page.reload();
  await new AppPage(page).expectGreeting('Ada');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
