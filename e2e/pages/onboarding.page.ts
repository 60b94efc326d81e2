import { expect, type Page } from '@playwright/test';
import { type AccessibleOptions, expectAccessibleOnce } from '../fixtures/accessibility';
import type { Account } from '../fixtures/accounts';

export interface OnboardingOptions {
  /**
   * Scan each state of the auth modal with axe, once a page (default). The setup project, which only
   * signs in for the journeys, leaves it to accounts.spec.ts, the journey through these screens.
   */
  scan?: boolean;
}

export class OnboardingPage {
  private readonly scan: boolean;

  constructor(
    private readonly page: Page,
    options: OnboardingOptions = {},
  ) {
    this.scan = options.scan ?? true;
  }

  private async scanOnce(label: string, options: AccessibleOptions) {
    if (this.scan) await expectAccessibleOnce(this.page, label, options);
  }

  async open() {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/onboarding$/);
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  async openAuth() {
    // Once seen on a loaded machine: the modal was already up when the click was retried.
    if (!(await this.dialog.isVisible())) await this.page.getByRole('button', { name: 'Get Started' }).click();
    await expect(this.dialog).toBeVisible();
    await this.scanOnce('Onboarding: auth modal, Welcome Back', { ready: this.dialog.getByRole('heading', { name: 'Welcome Back' }) });
  }

  async signUp(account: Account) {
    await this.openAuth();
    await this.dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await this.scanOnce('Onboarding: auth modal, Create Account', { ready: this.dialog.getByRole('heading', { name: 'Create Account' }) });
    await this.dialog.getByLabel('Name').fill(account.name);
    await this.dialog.getByLabel('Email').fill(account.email);
    await this.dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await this.dialog.getByLabel('Confirm Password').fill(account.password);
    await this.dialog.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password: string) {
    if (!(await this.dialog.isVisible())) await this.openAuth();
    await expect(this.dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByLabel('Password', { exact: true }).fill(password);
    await this.dialog.getByRole('button', { name: 'Sign In' }).click();
  }

  async requestReset(email: string) {
    await this.openAuth();
    await this.dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await this.scanOnce('Onboarding: auth modal, Reset Password', { ready: this.dialog.getByRole('heading', { name: 'Reset Password' }) });
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(this.dialog.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await this.scanOnce('Onboarding: auth modal, reset email sent', { ready: this.dialog.getByText('Password reset email sent! Check your inbox.') });
  }
}
