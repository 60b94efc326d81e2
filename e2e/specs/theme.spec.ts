import { currentTheme } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { OnboardingPage } from '../pages/onboarding.page';

// A phone in dark mode, on which no theme was ever picked.
test.use({ storageState: { cookies: [], origins: [] }, colorScheme: 'dark' });

test('with no theme picked, the app follows the phone, also when the phone changes', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  // The browser's colour for each theme: libs/ui theme.ts, the page's background.
  const themeColors = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => [...new Set(metas.map((meta) => meta.getAttribute('content')))]);

  await onboarding.open();
  expect(await currentTheme(page)).toBe('dark');
  await expect.poll(themeColors).toEqual(['#0f1114']);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => currentTheme(page)).toBe('light');
  await expect.poll(themeColors).toEqual(['#f5f6f8']);
});
