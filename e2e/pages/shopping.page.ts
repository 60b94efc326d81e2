import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { expectAccessibleOnce } from '../fixtures/accessibility';
import { dragLeft } from './swipe';

const isShoppingCall = (method: string, status: number, path = /^\/api\/shopping/) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.request().method() === method && response.status() === status;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Shopping List screen, built from role and label locators. */
export class ShoppingPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Shopping List', level: 1 });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Add New Item' });
  }

  get footer() {
    return this.page.getByText(/^Showing \d+ of \d+ items$/);
  }

  /** An item's tick box: a checkbox named by the item (and its quantity). */
  checkbox(name: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${escape(name)}(\\s|$)`) });
  }

  /** An item's whole row. */
  item(name: string): Locator {
    return this.page.getByTestId('shopping-item').filter({ has: this.checkbox(name) });
  }

  section(heading: string): Locator {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  async openAddModal() {
    await this.page.getByRole('button', { name: 'Add item' }).click();
    await expect(this.dialog).toBeVisible();
    await expectAccessibleOnce(this.page, 'Shopping: Add New Item modal', { ready: this.dialog });
  }

  /** Types part of a name and clicks the suggestion, then an optional quantity suggestion; adds. */
  async addBySuggestion(typed: string, suggestion: string, quantity?: string) {
    await this.openAddModal();
    await this.dialog.getByRole('combobox', { name: 'Item name' }).pressSequentially(typed);
    const options = this.dialog.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expectAccessibleOnce(this.page, 'Shopping: Add New Item modal, name suggestions', { ready: options.first() });
    expect(await options.count()).toBeLessThanOrEqual(8);
    await options.filter({ hasText: suggestion }).first().click();
    if (quantity) {
      const quantities = this.dialog.getByRole('group', { name: 'Quantity suggestions' });
      await expectAccessibleOnce(this.page, 'Shopping: Add New Item modal, quantity suggestions', { ready: quantities });
      await quantities.getByRole('button', { name: quantity }).click();
    }
    await this.submitAdd();
  }

  /** Types a name and quantity of its own. */
  async addTyped(name: string, quantity: string) {
    await this.openAddModal();
    await this.dialog.getByRole('combobox', { name: 'Item name' }).fill(name);
    await this.dialog.getByLabel('Quantity (optional)').fill(quantity);
    await this.submitAdd();
  }

  private async submitAdd() {
    const saved = this.page.waitForResponse(isShoppingCall('POST', 201));
    await this.dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(this.dialog).toBeHidden();
    await saved;
  }

  /** Adds by typing a name, without waiting for the server: offline, the add waits on the device. */
  async addOffline(name: string) {
    await this.page.getByRole('button', { name: 'Add item' }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('combobox', { name: 'Item name' }).fill(name);
    await this.dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Taps a quick-add chip: the item is added at once. */
  async quickAdd(name: string) {
    await this.openAddModal();
    const saved = this.page.waitForResponse(isShoppingCall('POST', 201));
    await this.dialog.getByRole('group', { name: 'Quick add' }).getByRole('button', { name, exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await saved;
  }

  /** Taps an item and waits for the server to confirm the toggle. */
  async toggle(name: string) {
    const toggled = this.page.waitForResponse(isShoppingCall('PATCH', 200, /^\/api\/shopping\/\d+\/toggle$/));
    await this.checkbox(name).click();
    await toggled;
  }

  async sortBy(label: string) {
    await this.page.getByLabel('Sort by').selectOption({ label });
  }

  async combineSimilar() {
    const combined = this.page.waitForResponse(isShoppingCall('POST', 200, /^\/api\/shopping\/combine-similar$/));
    await this.page.getByRole('button', { name: 'Combine Similar' }).click();
    await combined;
  }

  async clearCompleted(count: number) {
    const cleared = this.page.waitForResponse(isShoppingCall('DELETE', 200, /^\/api\/shopping\/completed\/clear$/));
    await this.page.getByRole('button', { name: `Clear Completed (${count})` }).click();
    await cleared;
  }

  /** A real leftward pointer drag past the 100 px threshold (spec part 1 §4), released. */
  async swipeToDelete(name: string) {
    const row = this.item(name);
    const deleted = this.page.waitForResponse(isShoppingCall('DELETE', 204, /^\/api\/shopping\/\d+$/));
    await dragLeft(this.page, row, { fromRight: 80, distance: 180 });
    await expect(this.page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    await this.page.mouse.up();
    await deleted;
    await expect(row).toBeHidden();
  }
}
