import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { expectAccessibleOnce } from '../fixtures/accessibility';
import { dragLeft } from './swipe';

const isPantryCall = (method: string, status: number) => (response: Response) =>
  new URL(response.url()).pathname.startsWith('/api/pantry') && response.request().method() === method && response.status() === status;

/** The Smart Pantry screen, built from role and label locators. */
export class PantryPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Smart Pantry' });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Add New Item' });
  }

  /** One item's row: a group named by the item. */
  item(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  section(category: string): Locator {
    return this.page.getByRole('region', { name: category, exact: true });
  }

  async open() {
    await this.page.goto('/pantry');
    await expect(this.heading).toBeVisible();
  }

  async openAddModal() {
    await this.page.getByRole('button', { name: 'Add item' }).click();
    await expect(this.dialog).toBeVisible();
    await expectAccessibleOnce(this.page, 'Pantry: Add New Item modal', { ready: this.dialog });
  }

  /** Taps a quick-add chip: the item is added at once. */
  async quickAdd(name: string) {
    await this.openAddModal();
    const saved = this.page.waitForResponse(isPantryCall('POST', 201));
    await this.dialog.getByRole('group', { name: 'Quick add' }).getByRole('button', { name, exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await saved;
  }

  /** Types part of a name, picks the suggestion with the keyboard, optionally sets the status, adds. */
  async addBySuggestion(typed: string, suggestion: string, options: { status?: string; expectExpiry?: string | null } = {}) {
    await this.openAddModal();
    const name = this.dialog.getByRole('combobox', { name: 'Item name' });
    await name.pressSequentially(typed);
    const listbox = this.dialog.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expectAccessibleOnce(this.page, 'Pantry: Add New Item modal, name suggestions', { ready: listbox.getByRole('option').first() });
    const count = await listbox.getByRole('option').count();
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      await name.press('ArrowDown');
      const active = listbox.getByRole('option', { selected: true });
      if ((await active.textContent())?.startsWith(suggestion)) break;
    }
    await name.press('Enter');
    await expect(name).toHaveValue(suggestion);
    await expect(this.dialog.getByLabel('Status')).toHaveValue('In Stock');
    if (options.expectExpiry !== undefined) await expect(this.dialog.getByLabel('Expiration date (optional)')).toHaveValue(options.expectExpiry ?? '');
    if (options.status) await this.dialog.getByLabel('Status').selectOption(options.status);
    const saved = this.page.waitForResponse(isPantryCall('POST', 201));
    await this.dialog.getByRole('button', { name: 'Add Item' }).click();
    await saved;
  }

  async editStatus(name: string, status: string) {
    await this.item(name).getByRole('button', { name: `Edit ${name}` }).click();
    const form = this.page.getByRole('form', { name: `Edit ${name}` });
    await expectAccessibleOnce(this.page, 'Pantry: inline edit', { ready: form });
    await form.getByLabel('Status').selectOption(status);
    const saved = this.page.waitForResponse(isPantryCall('PATCH', 200));
    await form.getByRole('button', { name: 'Save' }).click();
    await saved;
  }

  async filterByStatus(status: string) {
    await this.page.getByLabel('Filter by status').selectOption(status === 'All' ? '' : status);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search pantry items' }).fill(text);
  }

  /** A real leftward drag with pointer events past the delete distance (spec part 1 §4), released. */
  async swipeToDelete(name: string) {
    const row = this.item(name);
    const deleted = this.page.waitForResponse(isPantryCall('DELETE', 204));
    await dragLeft(this.page, row, { fromRight: 60, distance: 200 });
    await expect(this.page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    await this.page.mouse.up();
    await deleted;
    await expect(row).toBeHidden();
  }
}
