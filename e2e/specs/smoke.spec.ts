import { expect, test } from '@playwright/test';

test('the shell loads a feature app at runtime', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Smart Pantry' })).toBeVisible();
});
