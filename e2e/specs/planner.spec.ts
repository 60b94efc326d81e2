import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// Its own new account, signed in here: the planner starts empty.
test.use({ storageState: { cookies: [], origins: [] } });

/** Waits for the meal-plan call `method` to be answered with `status`. */
const answered = (page: Page, method: string, status: number) =>
  page.waitForResponse((response) => response.url().includes('/api/meal-plans') && response.request().method() === method && response.status() === status);

/** A real horizontal pointer drag across the week grid, `dx` px (negative: to the left). */
async function swipe(page: Page, dx: number) {
  const box = (await page.getByRole('list', { name: /Week$/ }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y);
  await page.mouse.up();
}

test("a user plans a recipe meal and a custom meal for today, shops for the week, swipes to next week and back, removes one, sees Home's week, plans two more days and sees Home's status change", async ({ page, request }) => {
  const account = newAccount('Paula Planner');
  await registerViaApi(request, account);
  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Paula');
  await app.goTo('Planner');

  await expect(page.getByText('Plan your next two weeks')).toBeVisible();
  const prompt = page.getByRole('heading', { name: 'Select a day to view or edit meals' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'Planner, no day picked', { ready: prompt });
  await screenshotBothThemes(page, 'planner-week', { ready: prompt });

  const today = page.getByRole('list', { name: 'This Week' }).getByRole('button').first();
  await expect(today).toHaveAccessibleName(/, 0 of 3 meals planned$/);
  await today.click();
  const slot = (name: string) => page.getByRole('group', { name });

  await slot('Breakfast').getByRole('button', { name: '+ Add meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Recipe' });
  const omelette = dialog.getByRole('button', { name: /Vegetable Omelette/ });
  await expect(omelette).toBeVisible();
  await expectAccessible(page, 'Select Recipe', { ready: omelette });
  await screenshotBothThemes(page, 'planner-select-recipe', { ready: omelette });
  const recipeSaved = answered(page, 'POST', 201);
  await omelette.click();
  await recipeSaved;
  await expect(dialog).toBeHidden();
  await expect(slot('Breakfast')).toContainText('Vegetable Omelette');
  await expect(slot('Breakfast')).toContainText(/\d+ min/);

  await slot('Dinner').getByRole('button', { name: '+ Add meal' }).click();
  await dialog.getByLabel('Or add a custom meal:').fill('Leftover soup');
  const customSaved = answered(page, 'POST', 201);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await customSaved;
  await expect(slot('Dinner')).toContainText('Leftover soup');
  await expect(slot('Dinner')).toContainText('Custom meal');
  await expect(page.getByText('2 planned')).toBeVisible();
  await expect(today).toHaveAccessibleName(/, 2 of 3 meals planned$/);
  await expectAccessible(page, 'Planner, a day with two meals', { ready: slot('Dinner') });
  await screenshotBothThemes(page, 'planner-day', { ready: slot('Dinner') });

  // The omelette's ingredients, none in this new pantry, go onto the shopping list in one action.
  const shopped = page.waitForResponse((response) => response.url().endsWith('/api/meal-plans/shopping') && response.status() === 200);
  await page.getByRole('button', { name: "Add this week's missing ingredients to the shopping list" }).click();
  await shopped;
  await expect(page.getByText(/^Added \d+ items? to your shopping list$/)).toBeVisible();

  await swipe(page, -120);
  await expect(page.getByRole('list', { name: 'Next Week' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'Planner, next week', { ready: prompt });
  await swipe(page, 120);
  await expect(page.getByRole('list', { name: 'This Week' })).toBeVisible();

  await today.click();
  const removed = answered(page, 'DELETE', 204);
  await slot('Breakfast').getByRole('button', { name: 'Remove' }).click();
  await removed;
  await expect(slot('Breakfast').getByRole('button', { name: '+ Add meal' })).toBeVisible();
  await expect(page.getByText('1 planned')).toBeVisible();

  // What the server holds, after a reload.
  await page.reload();
  await expect(today).toHaveAccessibleName(/, 1 of 3 meals planned$/);

  // Home's week counts it, and the shopping list has what the omelette needs.
  await app.goTo('Home');
  const week = page.getByRole('link', { name: /^This Week's Meals (?!Loading)/ });
  await expect(week).toHaveAccessibleName(/^This Week's Meals 1 of 21 meals planned • Add 20 more meals /);
  await expect(week).toContainText('Needs planning');
  await expectAccessible(page, 'Home with the week card', { ready: week });
  await screenshotBothThemes(page, 'home', { ready: week });

  // Six custom meals by tapping, over the next two days, take the week to 7 of 21: Home's status changes.
  await app.goTo('Planner');
  for (const dayIndex of [1, 2]) {
    await page.getByRole('list', { name: 'This Week' }).getByRole('button').nth(dayIndex).click();
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
      await slot(meal).getByRole('button', { name: '+ Add meal' }).click();
      await dialog.getByLabel('Or add a custom meal:').fill(`${meal} on day ${dayIndex + 1}`);
      const saved = answered(page, 'POST', 201);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await saved;
      await expect(slot(meal)).toContainText(`${meal} on day ${dayIndex + 1}`);
    }
    await expect(page.getByText('3 planned')).toBeVisible();
  }
  await app.goTo('Home');
  await expect(week).toHaveAccessibleName(/^This Week's Meals 7 of 21 meals planned • Add 14 more meals /);
  await expect(week).toContainText('Partially planned');
  await expect(week).toContainText('33%');

  await app.goTo('Shopping');
  await expect(page.getByTestId('shopping-item').filter({ hasText: /egg/i })).toHaveCount(1);
});
