import { expect, type Locator, type Page } from '@playwright/test';

export type Tab = 'Home' | 'Pantry' | 'Shopping' | 'Recipes' | 'Planner';

/** The signed-in app: bottom navigation and the Home greeting. */
export class AppPage {
  constructor(private readonly page: Page) {}

  get nav() {
    return this.page.getByRole('navigation', { name: /main/i });
  }

  /** Home's feature cards, loaded: a card is named by all it shows, its figures after its title (a loading one says Loading). */
  get dashboard(): Locator[] {
    return [this.cookTonight, this.page.getByRole('link', { name: /^Pantry Status (?!Loading)/ }), this.page.getByRole('link', { name: /^Shopping List (?!Loading)/ })];
  }

  /** Home's Cook Tonight card (mfe-recipes), loaded: its name says how many recipes are ready. */
  get cookTonight(): Locator {
    return this.page.getByRole('link', { name: /^Cook Tonight (?!Loading)/ });
  }

  /** Opens Home, signed in as `name`: for a test that starts from a stored sign-in (fixtures/accounts.ts). */
  async open(name: string) {
    await this.page.goto('/home');
    await this.expectGreeting(name.split(' ')[0]);
  }

  async goTo(tab: Tab) {
    await this.nav.getByRole('link', { name: tab }).click();
  }

  async expectGreeting(firstName: string) {
    await expect(this.page).toHaveURL(/\/home$/);
    await expect(this.page.getByText(`Hi ${firstName}!`)).toBeVisible();
    await expect(this.page.getByText('Ready to plan your meals?')).toBeVisible();
  }

  async openSettings() {
    await this.page.goto('/home');
    await this.page.getByRole('link', { name: 'Settings' }).click();
    await expect(this.page).toHaveURL(/\/settings$/);
  }
}
