import { expect, type Page } from '@playwright/test';
import { expectAccessibleOnce } from '../fixtures/accessibility';
import type { Account } from '../fixtures/accounts';

export class OnboardingPage {
  constructor(private readonly page: Page) {}

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
    await expectAccessibleOnce(this.page, 'Onboarding: auth modal, Welcome Back', { ready: this.dialog.getByRole('heading', { name: 'Welcome Back' }) });
  }

  async signUp(account: Account) {
    await this.openAuth();
    await this.dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expectAccessibleOnce(this.page, 'Onboarding: auth modal, Create Account', { ready: this.dialog.getByRole('heading', { name: 'Create Account' }) });
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
    await expectAccessibleOnce(this.page, 'Onboarding: auth modal, Reset Password', { ready: this.dialog.getByRole('heading', { name: 'Reset Password' }) });
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(this.dialog.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await expectAccessibleOnce(this.page, 'Onboarding: auth modal, reset email sent', { ready: this.dialog.getByText('Password reset email sent! Check your inbox.') });
  }
}
