import { expectAccessible } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { newAccount, resetLinkFromServerLog } from '../fixtures/accounts';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

// Signs up, in and out through the app itself: no stored sign-in.
test.use({ storageState: { cookies: [], origins: [] } });

test('a new user signs up, moves around, edits the profile, goes dark, signs out, resets the password and signs in again', async ({ page }) => {
  test.slow(); // eleven screens and modals, each scanned by axe in both themes: past a minute on two busy cores
  const account = newAccount('Alex Morgan');
  const onboarding = new OnboardingPage(page);
  const app = new AppPage(page);

  await onboarding.open();
  await expect(page.getByText('Your meals, simplified.')).toBeVisible();
  await expectAccessible(page, 'Onboarding', { ready: page.getByText('Your meals, simplified.') });
  await onboarding.signUp(account);
  await app.expectGreeting('Alex');
  await expectAccessible(page, 'Home', { ready: app.dashboard });

  const tabs = [
    ['Pantry', /\/pantry$/, 'Smart Pantry'],
    ['Shopping', /\/shopping-list$/, 'Shopping List'],
    ['Recipes', /\/recipes$/, 'Recipes'],
    ['Planner', /\/planner$/, /Plan your next two weeks|Meal Planner/],
  ] as const;
  for (const [tab, url, heading] of tabs) {
    await app.goTo(tab);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectAccessible(page, tab, { ready: page.getByRole('heading', { name: heading }).first() });
  }
  await app.goTo('Home');
  await app.expectGreeting('Alex');

  await app.openSettings();
  await expectAccessible(page, 'Settings', { ready: page.getByRole('switch', { name: /Dark/i }) });
  await page.getByRole('button', { name: /Profile/ }).click();
  const profile = page.getByRole('dialog');
  await expectAccessible(page, 'Settings: Edit Profile modal', { ready: profile.getByLabel('Name') });
  await profile.getByLabel('Name').fill('Jordan Smith');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // A new address asks for the current password; this device stays signed in on a fresh session.
  const movedEmail = account.email.replace('@', '+moved@');
  await page.getByRole('button', { name: /Profile/ }).click();
  await profile.getByLabel('Email').fill(movedEmail);
  await profile.getByLabel('Current password').fill(account.password);
  await expectAccessible(page, 'Settings: Edit Profile modal, new email', { ready: profile.getByLabel('Current password') });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!').last()).toBeVisible();
  await expect(page.getByText(`Jordan Smith · ${movedEmail}`)).toBeVisible();
  account.email = movedEmail;

  // Changing the password keeps this device signed in.
  await page.getByRole('button', { name: /Change Password/ }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await expectAccessible(page, 'Settings: Change Password modal', { ready: passwordDialog.getByLabel('Current password') });
  await passwordDialog.getByLabel('Current password').fill(account.password);
  await passwordDialog.getByLabel('New password', { exact: true }).fill('changed-password');
  await passwordDialog.getByLabel('Confirm new password').fill('changed-password');
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Jordan Smith · ${movedEmail}`)).toBeVisible();
  await page.goto('/home');
  await app.expectGreeting('Jordan');

  await app.openSettings();
  const themeSwitch = page.getByRole('switch', { name: /Dark/i });
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'false');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Dark/i })).toHaveAttribute('aria-checked', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/onboarding$/);

  await onboarding.requestReset(account.email);
  const link = await resetLinkFromServerLog(account.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expectAccessible(page, 'Reset password', { ready: page.getByLabel('New Password') });
  await page.getByLabel('New Password').fill('second-password');
  await page.getByLabel('Confirm Password').fill('second-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expectAccessible(page, 'Reset password: done', { ready: page.getByText('Password Reset Successfully') });
  await page.getByRole('button', { name: 'Go to Sign In' }).click();
  // It opens the sign-in dialog itself, a moment later: the next step must not race it to "Get Started".
  await expect(onboarding.dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await onboarding.signIn(account.email, 'first-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'Onboarding: auth modal, sign-in refused', { ready: page.getByRole('alert') });
  await onboarding.signIn(account.email, 'second-password');
  await app.expectGreeting('Jordan');
});
