import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// Its own new account, signed in here: the journey starts from the spec defaults.
test.use({ storageState: { cookies: [], origins: [] } });

/** Waits for the save whose body holds `fields` to be answered OK. */
const saved = (page: Page, fields: Record<string, unknown>) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/preferences') || response.request().method() !== 'POST' || !response.ok()) return false;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    return Object.entries(fields).every(([key, value]) => JSON.stringify(body[key]) === JSON.stringify(value));
  });

/** The AI tab's recommendations, as their titles, once they have loaded. */
async function aiTitles(page: Page): Promise<string[]> {
  const cards = page.getByTestId('ai-recipe-card');
  await expect(cards.first()).toBeVisible();
  return cards.getByRole('heading').allTextContents();
}

test('a user picks Vegan, a nut allergy and a longer cooking time, finds them kept after a reload, and the AI tab changes', async ({ page, request }) => {
  const account = newAccount('Penny Palate');
  await registerViaApi(request, account);
  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Penny');

  // Home's card counts the suggestions for the defaults, and leads to them, each with its reason.
  await page.getByRole('link', { name: /^AI Recommendations \d+ personalized suggestions\b/ }).click();
  await expect(page).toHaveURL(/\/recipes\?tab=ai$/);
  const before = await aiTitles(page);
  await expect(page.getByTestId('ai-recipe-card').first()).toContainText('% match');
  await expectAccessible(page, 'AI recommendations, defaults', { ready: page.getByTestId('ai-recipe-card').first() });

  await app.openSettings();
  await page.getByRole('link', { name: /Dietary Preferences/ }).click();
  await expect(page).toHaveURL(/\/preferences$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Your Preferences' })).toBeVisible();
  const vegan = page.getByRole('checkbox', { name: 'Vegan' });
  const nuts = page.getByRole('switch', { name: 'Nuts' });
  const slider = page.getByRole('slider', { name: 'Maximum cooking time' });
  await expect(vegan).not.toBeChecked();
  await expect(slider).toHaveValue('30');
  await expectAccessible(page, 'Preferences, defaults', { ready: vegan });

  const veganSaved = saved(page, { dietaryRestrictions: ['Vegan'] });
  await vegan.check();
  await veganSaved;
  const nutsSaved = saved(page, { allergies: { nuts: true, shellfish: false, eggs: false, fish: false } });
  await nuts.click();
  await nutsSaved;
  const timeSaved = saved(page, { maxCookingTime: 60 });
  await slider.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await timeSaved;
  await expect(page.getByText('60 minutes')).toBeVisible();
  await expect(page.getByText('Saving preferences...')).toBeHidden();
  await expect(page.getByText('Failed to save preferences')).toBeHidden();
  await expectAccessible(page, 'Preferences, picked', { ready: vegan });
  await screenshotBothThemes(page, 'preferences', { ready: vegan });

  // The server's copy, not this device's, comes back after the reload.
  await page.evaluate(() => localStorage.removeItem('userPreferences'));
  await page.reload();
  await expect(vegan).toBeChecked();
  await expect(nuts).toHaveAttribute('aria-checked', 'true');
  await expect(slider).toHaveValue('60');
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();

  // The recommendations follow: a vegan, nut-free list, each with its reason.
  await page.goto('/recipes?tab=ai');
  const after = await aiTitles(page);
  expect(after).not.toEqual(before);
  await screenshotBothThemes(page, 'ai-recommendations', { ready: page.getByTestId('ai-recipe-card').first() });
});
