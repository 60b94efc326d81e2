import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi, type Account } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// Its own new account, signed in here: the journey ends by deleting it.
test.use({ storageState: { cookies: [], origins: [] } });

async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

test('a user exports their data, loses some, imports the file and sees it back, then deletes the account', async ({ page, request }, testInfo) => {
  // Seven screens and dialogs, each scanned in both themes: longer than the 60 s a shorter journey gets.
  test.slow();
  const account = newAccount('Dana Export');
  await registerViaApi(request, account);
  const headers = {
    Authorization: `Bearer ${await apiToken(request, account)}`,
  };
  for (const name of ['Basmati rice', 'Olive oil']) {
    expect(
      (
        await request.post('/api/pantry', {
          headers,
          data: { name, status: 'In Stock' },
        })
      ).status(),
    ).toBe(201);
  }

  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting('Dana');

  await app.openSettings();
  const exportRow = page.getByRole('button', { name: /Export my data/ });
  await expect(exportRow).toBeVisible();
  await expectAccessible(page, 'Settings with Your Data', { ready: exportRow });
  await screenshotBothThemes(page, 'settings-your-data', { ready: exportRow });

  const downloading = page.waitForEvent('download');
  await exportRow.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meal-planner-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.getByText('Your data was downloaded')).toBeVisible();

  // The rice goes, after the export.
  const pantry = (await (await request.get('/api/pantry', { headers })).json()) as Array<{ id: number; name: string }>;
  const rice = pantry.find((item) => item.name === 'Basmati rice')!;
  expect((await request.delete(`/api/pantry/${rice.id}`, { headers })).ok()).toBe(true);

  await page.getByRole('button', { name: /^Import/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import your data' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Import dialog', { ready: dialog });
  await dialog.getByLabel('Choose the export file').setInputFiles(file);
  const result = dialog.getByRole('table', { name: 'Import finished' });
  await expect(result.getByRole('row', { name: 'Pantry items 1 1' })).toBeVisible();
  await expectAccessible(page, 'Import result', { ready: result });
  await screenshotBothThemes(page, 'import-result', { ready: result });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await app.goTo('Pantry');
  const riceRow = page.getByText('Basmati rice');
  await expect(riceRow).toBeVisible();
  await expect(page.getByText('Olive oil')).toHaveCount(1);
  await expectAccessible(page, 'Pantry after the import', { ready: riceRow });

  await app.openSettings();
  await page.getByRole('button', { name: /Delete account/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  const fates = confirm.getByRole('list', { name: 'Your households' });
  await expect(fates).toContainText("Dana's household is deleted, with everything in it.");
  await expectAccessible(page, 'Delete account dialog', { ready: fates });
  await screenshotBothThemes(page, 'delete-account', { ready: fates });

  const password = confirm.getByLabel('Your password');
  await password.fill('not-the-password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('Current password is incorrect')).toBeVisible();
  await expect(password).toHaveValue('not-the-password');
  await expectAccessible(page, 'Delete account refused', { ready: password });

  await password.fill(account.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expectAccessible(page, 'Onboarding after deletion');
  expect(
    (
      await request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      })
    ).status(),
  ).toBe(401);
});
