import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { bearer, joinHouseholdOf, signInViaApi } from '../fixtures/households';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// Two new accounts made into one household through the API; Ada signs in here.
test.use({ storageState: { cookies: [], origins: [] } });

const answered = (page: Page, method: string) =>
  page.waitForResponse((response) => response.url().includes('/api/meal-plans') && response.request().method() === method && response.status() < 300);

test('in a household of two, Ada plans a dinner and names Bo to cook it; Bo reads it', async ({ page, request }) => {
  const ada = newAccount('Ada Lovelace');
  const bo = newAccount('Bo Peep');
  await registerViaApi(request, ada);
  await registerViaApi(request, bo);
  const boToken = await signInViaApi(request, bo);
  await joinHouseholdOf(request, await signInViaApi(request, ada), boToken);

  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(ada.email, ada.password);
  await new AppPage(page).goTo('Planner');
  await page.getByRole('list', { name: 'This Week' }).getByRole('button').first().click();
  const dinner = page.getByRole('group', { name: 'Dinner' });

  await dinner.getByRole('button', { name: '+ Add meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Recipe' });
  await dialog.getByLabel('Or add a custom meal:').fill('Leftover soup');
  const planned = answered(page, 'POST');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await planned;

  const cook = dinner.getByRole('combobox', { name: 'Who cooks Dinner' });
  await expect(cook.locator('option:checked')).toHaveText('Who cooks?');
  const saved = answered(page, 'PATCH');
  await cook.selectOption({ label: 'Bo Peep cooks' });
  const entry = (await (await saved).json()) as { date: string; cook: unknown };
  await expect(cook.locator('option:checked')).toHaveText('Bo Peep cooks');
  await expectAccessible(page, 'Planner, who cooks', { ready: cook });
  await screenshotBothThemes(page, 'planner-who-cooks', { ready: cook });

  const seenByBo = await request.get(`/api/meal-plans?startDate=${entry.date}&endDate=${entry.date}`, { headers: bearer(boToken) });
  expect(((await seenByBo.json()) as Array<{ cook: unknown }>).map((meal) => meal.cook)).toEqual([{ id: expect.any(Number), name: 'Bo Peep' }]);
});
