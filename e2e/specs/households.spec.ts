import type { Request } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { bearer, joinHouseholdOf, signInViaApi } from '../fixtures/households';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { expect, prepareJourneyContext, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';
import { PantryPage } from '../pages/pantry.page';
import { ShoppingPage } from '../pages/shopping.page';

// Both people start signed out: A signs up, B signs in on the way to the invitation.
test.use({ storageState: { cookies: [], origins: [] } });

test('A invites from Settings; B opens the link, signs in, joins and shares the pantry; A sees B as a member', async ({ page, browser, tutorialSeen }) => {
  // Two phones' journeys in one test, each screen scanned in both themes: twice a journey's work.
  test.slow();
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

test('one list on two phones: who added and who ticked, offline edits converge, a change to a deleted item is refused, and a removal is told', async ({
  page,
  browser,
  request,
  tutorialSeen,
}) => {
  // Two phones' journeys in one test, each screen scanned in both themes: twice a journey's work.
  test.slow();
  const ada = newAccount('Ada Lovelace');
  const bo = newAccount('Bo Peep');
  await registerViaApi(request, ada);
  await registerViaApi(request, bo);
  const adaToken = await signInViaApi(request, ada);
  const boToken = await signInViaApi(request, bo);
  const home = await joinHouseholdOf(request, adaToken, boToken);
  const boId = ((await (await request.get('/api/me', { headers: bearer(boToken) })).json()) as { id: number }).id;
  const signIn = async (on: typeof page, who: typeof ada) => {
    const onboarding = new OnboardingPage(on, { scan: false });
    await onboarding.open();
    await onboarding.signIn(who.email, who.password);
    await new AppPage(on).expectGreeting(who.name.split(' ')[0]);
    await new AppPage(on).goTo('Shopping');
  };
  await signIn(page, ada);
  const listA = new ShoppingPage(page);

  const other = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });
  try {
    await prepareJourneyContext(other, tutorialSeen);
    const pageB = await other.newPage();
    await signIn(pageB, bo);
    const listB = new ShoppingPage(pageB);

    // Ada adds; Bo's list shows it, and who added it, without a reload: Bo's phone reads the
    // changed row (GET /api/changes), not the whole list again.
    await expect(pageB.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
    const readsB: Request[] = [];
    const noteRead = (read: Request) => void (new URL(read.url()).pathname.startsWith('/api/') && readsB.push(read));
    pageB.on('request', noteRead);
    await listA.addTyped('Bread', '1 loaf');
    await expect(listB.item('Bread').getByText('Added by Ada')).toBeVisible();
    pageB.off('request', noteRead);
    const deltas = readsB.filter((read) => new URL(read.url()).pathname === '/api/changes');
    expect(deltas.length).toBeGreaterThan(0);
    expect(readsB.map((read) => new URL(read.url()).pathname)).not.toContain('/api/shopping');
    for (const delta of deltas) expect((await (await delta.response())!.body()).length).toBeLessThanOrEqual(2048);
    await expect(listA.item('Bread').getByText(/Added by/)).toHaveCount(0);

    // Bo ticks it; Ada sees it ticked, by Bo, and stocked in the pantry by Bo.
    await listB.toggle('Bread');
    await expect(listA.checkbox('Bread')).toHaveAttribute('aria-checked', 'true');
    const tickedByBo = listA.item('Bread').getByText('Ticked by Bo');
    await expect(tickedByBo).toBeVisible();
    await expectAccessible(page, 'Shopping: ticked by another member', { ready: tickedByBo });
    await screenshotBothThemes(page, 'households-ticked-by', { ready: tickedByBo });
    await new AppPage(page).goTo('Pantry');
    const updatedByBo = new PantryPage(page).item('Bread').getByText('Updated by Bo');
    await expect(updatedByBo).toBeVisible();
    await expectAccessible(page, 'Pantry: changed by another member', { ready: updatedByBo });
    await screenshotBothThemes(page, 'households-updated-by', { ready: updatedByBo });
    await new AppPage(page).goTo('Shopping');

    // Bo goes offline and edits; meanwhile Ada adds Butter and deletes the Apples Bo is ticking.
    await listA.addTyped('Apples', '6');
    await expect(listB.item('Apples')).toBeVisible();
    await other.setOffline(true);
    await expect(pageB.getByText("Offline — changes will sync when you're back online")).toBeVisible();
    await listB.checkbox('Apples').click();
    await listB.addOffline('Jam');
    await expect(listB.item('Jam').getByRole('img', { name: 'Not saved yet — will sync when online' })).toBeVisible();
    await listA.swipeToDelete('Apples');
    await listA.addTyped('Butter', '250 g');

    // Back online: Bo's queue is sent, Bo catches up on what was missed, and both lists agree.
    await other.setOffline(false);
    const refused = pageB.getByRole('alert').filter({ hasText: 'Could not save "Apples": it was deleted on another device meanwhile' });
    await expect(refused).toBeVisible();
    await expectAccessible(pageB, 'Shopping: a change to an item deleted meanwhile', { ready: refused });
    await expect(pageB.getByRole('img', { name: 'Not saved yet — will sync when online' })).toHaveCount(0);
    await expect(listB.item('Butter')).toBeVisible();
    await expect(listA.item('Jam').getByText('Added by Bo')).toBeVisible();
    const shown = (on: typeof page) => on.getByTestId('shopping-item-text').evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent).sort());
    await expect.poll(() => shown(pageB)).toEqual(['Bread', 'Butter', 'Jam']);
    await expect.poll(() => shown(page)).toEqual(['Bread', 'Butter', 'Jam']);

    // Ada removes Bo: Bo's screens say so, and Ada's list is gone from them.
    const removed = await request.delete(`/api/households/${home}/members/${boId}`, { headers: bearer(adaToken) });
    expect(removed.status()).toBe(204);
    const told = pageB.getByText("You are no longer in Ada's household");
    await expect(told).toBeVisible();
    await expect(listB.item('Bread')).toHaveCount(0);
    await expectAccessible(pageB, 'Shopping: removed from the household', { ready: told });
    await screenshotBothThemes(pageB, 'households-removed', { ready: told });
  } finally {
    await other.close();
  }
});
