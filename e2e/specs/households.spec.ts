import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, prepareJourneyContext, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';
import { PantryPage } from '../pages/pantry.page';

// Both people start signed out: A signs up, B signs in on the way to the invitation.
test.use({ storageState: { cookies: [], origins: [] } });

test('A invites from Settings; B opens the link, signs in, joins and shares the pantry; A sees B as a member', async ({ page, browser, tutorialSeen }) => {
  const ada = newAccount('Ada Lovelace');
  const bo = newAccount('Bo Peep');

  await new OnboardingPage(page).open();
  await new OnboardingPage(page).signUp(ada);
  await new AppPage(page).expectGreeting('Ada');
  const pantry = new PantryPage(page);
  await pantry.open();
  await pantry.quickAdd('Milk');

  await new AppPage(page).openSettings();
  const household = page.getByRole('region', { name: 'Household' });
  await expect(household.getByText('Ada Lovelace (you)')).toBeVisible();
  await expectAccessible(page, 'Settings: Household', { ready: household.getByText("Ada's household") });
  await household.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to your household' });
  const code = invite.getByRole('region', { name: 'Invitation code' });
  await expect(code).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  const qr = invite.getByRole('img', { name: 'QR code of the invitation link' });
  await expect(qr).toBeVisible();
  await expect(invite.getByRole('button', { name: /^(Copy|Share) link$/ })).toBeVisible();
  await expectAccessible(page, 'Settings: invitation', { ready: qr });
  await screenshotBothThemes(page, 'households-invitation', { ready: qr });
  const link = new URL((await invite.getByRole('region', { name: 'Invitation link' }).textContent()) ?? '');
  expect(link.pathname).toBe(`/join/${await code.textContent()}`);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();

  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await prepareJourneyContext(other, tutorialSeen);
    const pageB = await other.newPage();
    await registerViaApi(pageB.request, bo);
    await pageB.goto(link.pathname);
    await expect(pageB).toHaveURL(/\/onboarding$/);
    await new OnboardingPage(pageB, { scan: false }).signIn(bo.email, bo.password);

    await expect(pageB).toHaveURL(link.pathname);
    const preview = pageB.getByRole('heading', { name: "Ada Lovelace invited you to join Ada's household" });
    await expect(preview).toBeVisible();
    await expectAccessible(pageB, 'Join: invitation preview', { ready: preview });
    await screenshotBothThemes(pageB, 'households-join', { ready: preview });
    await pageB.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(pageB.getByText("You joined Ada's household")).toBeVisible();
    await expect(pageB).toHaveURL(/\/home$/);

    const pantryB = new PantryPage(pageB);
    await pantryB.open();
    await expect(pantryB.item('Milk')).toBeVisible();
    // Bo now belongs to two households: the header says whose pantry this is.
    await expect(pageB.getByText("Ada's household", { exact: true })).toBeVisible();

    // What Ada adds shows on Bo's phone without a reload (GET /api/events).
    await pageB.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await pantry.open();
    await pantry.quickAdd('Eggs');
    await expect(pantryB.item('Eggs')).toBeVisible();
    expect(await pageB.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  } finally {
    await other.close();
  }

  await new AppPage(page).openSettings();
  await expect(household.getByRole('button', { name: /Bo Peep/ })).toBeVisible();
  await expect(household.getByText('Owner · 2 members')).toBeVisible();
});

test('an invalid invitation link says so and offers a way home', async ({ page }) => {
  const cy = newAccount('Cy Rent');
  await registerViaApi(page.request, cy);
  await page.goto('/join/ZZZZZ-ZZZZZ');
  await new OnboardingPage(page, { scan: false }).signIn(cy.email, cy.password);
  const invalid = page.getByRole('alert').filter({ hasText: 'Invitation not valid' });
  await expect(invalid).toContainText('This invitation is not valid');
  await expectAccessible(page, 'Join: invalid invitation', { ready: invalid });
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await new AppPage(page).expectGreeting('Cy');
});
