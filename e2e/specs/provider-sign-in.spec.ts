import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { bearer, signInViaApi } from '../fixtures/households';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, prepareJourneyContext, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { oidcIssuer } from '../server-log';

// Signed out: each person comes in through the household's identity provider (serve.mjs runs it).
test.use({ storageState: { cookies: [], origins: [] } });

/** Who signs in at the provider next (it signs them in at once and consents, as a remembered session would). */
async function providerSignsIn(request: APIRequestContext, person: { sub: string; email: string; email_verified: boolean; name: string }) {
  const answer = await request.post(`${oidcIssuer}/test/person`, { data: person });
  expect(answer.status()).toBe(204);
}

test("a new person signs up with the household's identity provider from an invitation link, joins, and confirms there to delete her account; an existing account links once with its password", async ({ page, browser, request, tutorialSeen }) => {
  test.slow();
  // Ada, with a password, invites.
  const ada = newAccount('Ada Lovelace');
  await registerViaApi(request, ada);
  const adaToken = await signInViaApi(request, ada);
  const [home] = (await (await request.get('/api/households', { headers: bearer(adaToken) })).json()) as Array<{ id: number }>;
  const { code } = (await (await request.post(`/api/households/${home.id}/invitations`, { headers: bearer(adaToken) })).json()) as { code: string };

  // Ida has never been here: the invitation sends her to onboarding, where the provider's button is.
  const stamp = Date.now();
  await providerSignsIn(request, { sub: `ida-${stamp}`, email: `ida-${stamp}@example.org`, email_verified: true, name: 'Ida Provider' });
  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(/\/onboarding$/);
  const button = page.getByRole('button', { name: 'Sign in with Test ID' });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'Onboarding with the identity provider', { ready: button });
  await screenshotBothThemes(page, 'provider-onboarding', { ready: button });

  // There and back: the provider signs her in, and the invitation she came by opens.
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/join/${code}$`));
  const preview = page.getByRole('heading', { name: "Ada Lovelace invited you to join Ada's household" });
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText("You joined Ada's household")).toBeVisible();
  await new AppPage(page).expectGreeting('Ida');

  // Ida has no password: deleting her account asks her to sign in at the provider again (max_age=0).
  await new AppPage(page).openSettings();
  await page.getByRole('button', { name: /Delete account/ }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion.getByText('Your account signs in with Test ID. Confirm it is you by signing in there again.')).toBeVisible();
  await deletion.getByRole('button', { name: 'Confirm with Test ID' }).click();
  await expect(page).toHaveURL(/\/settings\?delete=confirmed$/);
  const ready = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(ready.getByText('Confirmed with Test ID. Delete your account now?')).toBeVisible();
  await expectAccessible(page, 'Delete account, confirmed at the provider', { ready: ready.getByText('Confirmed with Test ID. Delete your account now?') });
  await ready.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Pat has a password account; the provider vouches for the same address: a password, once.
  const pat = newAccount('Pat Password');
  await registerViaApi(request, pat);
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await prepareJourneyContext(other, tutorialSeen);
    const phone = await other.newPage();
    await providerSignsIn(request, { sub: `pat-${stamp}`, email: pat.email, email_verified: true, name: 'Pat at Test ID' });
    await phone.goto('/onboarding');
    await phone.getByRole('button', { name: 'Sign in with Test ID' }).click();
    const form = phone.getByRole('form', { name: 'Link your account' });
    await expect(form).toBeVisible();
    await expect(form.getByText(`An account for ${pat.email} already exists. Enter its password once to sign in with Test ID from now on.`)).toBeVisible();
    await expectAccessible(phone, 'Link your account', { ready: form });
    await screenshotBothThemes(phone, 'provider-link', { ready: form });
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(form.getByText('That password is not right for this account.')).toBeVisible();
    await expectAccessible(phone, 'Link your account: wrong password', { ready: form.getByText('That password is not right for this account.') });
    await form.getByLabel('Password', { exact: true }).fill(pat.password);
    await form.getByRole('button', { name: 'Link and sign in' }).click();
    await new AppPage(phone).expectGreeting('Pat');

    // Signed out, the provider alone signs Pat in now.
    await other.clearCookies();
    await phone.evaluate(() => localStorage.clear());
    await phone.goto('/onboarding');
    await phone.getByRole('button', { name: 'Sign in with Test ID' }).click();
    const app = new AppPage(phone);
    await app.expectGreeting('Pat');

    // Settings says so, and the account, having a password, may unlink the provider.
    await app.openSettings();
    const row = phone.getByText('Linked: you can sign in with Test ID or your password.');
    await expect(row).toBeVisible();
    await expectAccessible(phone, 'Settings with a linked provider', { ready: row });
    await row.scrollIntoViewIfNeeded();
    await screenshotBothThemes(phone, 'provider-settings', { ready: row });
    await phone.getByRole('button', { name: 'Unlink Test ID' }).click();
    await expect(phone.getByText('Not linked. Sign in with Test ID and give your password once to link it.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('someone who signed up at the identity provider sets a password after confirming there, and may then sign in with it', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `una-${stamp}@example.org`;
  await providerSignsIn(request, { sub: `una-${stamp}`, email, email_verified: true, name: 'Una Provider' });
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
  const app = new AppPage(page);
  await app.expectGreeting('Una');

  await app.openSettings();
  await expect(page.getByText('Linked: you sign in with Test ID. Set a password (Change Password) to be able to unlink it.')).toBeVisible();
  await page.getByRole('button', { name: /Change Password/ }).click();
  const asking = page.getByRole('dialog', { name: 'Set a Password' });
  await expect(asking.getByText('Your account signs in with Test ID. Confirm it is you by signing in there again, then choose a password.')).toBeVisible();
  await asking.getByRole('button', { name: 'Confirm with Test ID' }).click();

  await expect(page).toHaveURL(/\/settings\?password=confirmed$/);
  const setting = page.getByRole('dialog', { name: 'Set a Password' });
  const confirmed = setting.getByText('Confirmed with Test ID. Choose a password to sign in with besides Test ID.');
  await expect(confirmed).toBeVisible();
  await expectAccessible(page, 'Set a password, confirmed at the provider', { ready: confirmed });
  await screenshotBothThemes(page, 'provider-set-password', { ready: confirmed });
  await setting.getByLabel('New password', { exact: true }).fill('una-first-password');
  await setting.getByLabel('Confirm new password').fill('una-first-password');
  await setting.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password set. You can now sign in with it too.')).toBeVisible();
  await expect(page.getByText('Linked: you can sign in with Test ID or your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const login = await request.post('/api/auth/login', { data: { email, password: 'una-first-password' } });
  expect(login.status()).toBe(200);
});
