import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { dragLeft } from './swipe';

const isRecipesCall = (method: string, status: number, path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.request().method() === method && response.status() === status;

/** What the add dialog's Fill Form tab takes (mfe-recipes form/RecipeFormModal.tsx). */
export interface RecipeFormFields {
  title?: string;
  /** A category's name, as the Category select lists it. */
  category?: string;
  cookTime?: string;
  servings?: string;
  /** Each added with Enter. */
  tags?: readonly string[];
  /** One typed line per ingredient ('2 cloves garlic'), parsed into amount, unit and name on blur. */
  ingredients?: readonly string[];
  instructions?: readonly string[];
}

/** The Recipes screens (list, filter panel, add dialog, detail), built from role and label locators. */
export class RecipesPage {
  constructor(private readonly page: Page) {}

  // The list (/recipes)

  get heading() {
    return this.page.getByRole('heading', { name: 'Recipes', level: 1 });
  }

  /** What My Recipes shows while the user has no recipe of their own (above the starter library). */
  get emptyMine() {
    return this.page.getByRole('heading', { name: 'No recipes found. Start by adding your first recipe!' });
  }

  get emptyFavorites() {
    return this.page.getByRole('heading', { name: 'No favorite recipes yet. Heart some recipes to see them here!' });
  }

  /** A collapsible group of the list: a category, 'Uncategorized' or 'Starter recipes'. */
  group(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A recipe's card: an article named by its title. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** Every card the list shows. */
  get cards(): Locator {
    return this.page.getByRole('article');
  }

  /** A card's status line ('Ready in 25 min • Missing 3 ingredient(s)'). */
  status(title: string): Locator {
    return this.card(title).getByText(/^(Ready in \d+ min|Time varies) • /);
  }

  /** A card's tags, '+N' included, in order. */
  tags(title: string): Locator {
    return this.card(title).getByRole('list').getByRole('listitem');
  }

  /** A list tab by its label on a phone: All, Fav or AI. */
  tab(name: 'All' | 'Fav' | 'AI'): Locator {
    return this.page.getByRole('tablist', { name: 'Recipe lists' }).getByRole('tab', { name, exact: true });
  }

  get filtersButton() {
    return this.page.getByRole('button', { name: /^Filters/ });
  }

  get filterPanel() {
    return this.page.getByRole('region', { name: 'Filters', exact: true });
  }

  /** An option of the filter panel (a toggle chip: pressed when selected). */
  filter(option: string): Locator {
    return this.filterPanel.getByRole('button', { name: option, exact: true });
  }

  async open() {
    await this.page.goto('/recipes');
    await expect(this.heading).toBeVisible();
  }

  /** Add Cat.: the bottom sheet, the name submitted with Enter. */
  async addCategory(name: string) {
    await this.page.getByRole('button', { name: 'Add Cat., new category' }).click();
    const sheet = this.page.getByRole('dialog', { name: 'Add Category' });
    await expect(sheet).toBeVisible();
    const saved = this.page.waitForResponse(isRecipesCall('POST', 201, /^\/api\/recipes\/categories$/));
    await sheet.getByLabel('Category name').fill(name);
    await sheet.getByLabel('Category name').press('Enter');
    await saved;
    await expect(sheet).toBeHidden();
  }

  // The add dialog

  get form() {
    return this.page.getByRole('dialog', { name: 'Add Recipe Manually' });
  }

  /** The floating add button's menu: Create Manually. */
  async openCreateForm() {
    await this.page.getByRole('button', { name: 'Add recipe' }).click();
    await this.page.getByRole('menu', { name: 'Add recipe' }).getByRole('menuitem', { name: 'Create Manually' }).click();
    await expect(this.form).toBeVisible();
    await expect(this.form.getByLabel('Title')).toBeFocused();
  }

  /** Fills the Fill Form tab; ingredient and instruction rows are added as needed. */
  async fillForm(fields: RecipeFormFields) {
    const form = this.form;
    if (fields.title !== undefined) await form.getByLabel('Title').fill(fields.title);
    if (fields.category !== undefined) await form.getByLabel('Category').selectOption({ label: fields.category });
    if (fields.cookTime !== undefined) await form.getByLabel('Cook (min)').fill(fields.cookTime);
    if (fields.servings !== undefined) await form.getByLabel('Servings').fill(fields.servings);
    const tags = form.getByRole('list', { name: 'Tags' });
    for (const tag of fields.tags ?? []) {
      await form.getByLabel('New tag').fill(tag);
      await form.getByLabel('New tag').press('Enter');
      await expect(tags.getByRole('listitem').filter({ hasText: tag })).toBeVisible();
    }
    for (const [index, line] of (fields.ingredients ?? []).entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add Ingredient' }).click();
      await form.getByLabel(`Ingredient ${index + 1}`, { exact: true }).fill(line);
      // Leaving the line parses it; a notes field may appear below it, so the rows settle before the next click.
      await form.getByLabel(`Ingredient ${index + 1}`, { exact: true }).press('Tab');
      await expect(form.getByLabel(`Ingredient ${index + 1} name`)).toBeVisible();
    }
    for (const [index, step] of (fields.instructions ?? []).entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add Step' }).click();
      await form.getByLabel(`Step ${index + 1}`, { exact: true }).fill(step);
    }
  }

  /** Save Recipe, created by the server (a refusal fails with its reason): the dialog closes. */
  async saveForm() {
    const saved = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/recipes' && response.request().method() === 'POST',
    );
    await this.form.getByRole('button', { name: 'Save Recipe' }).click();
    const response = await saved;
    expect(response.status(), `the recipe is created: ${await response.text()}`).toBe(201);
    await expect(this.form).toBeHidden();
  }

  // Card actions

  /** The card's heart, answered by the server. */
  async toggleFavorite(title: string) {
    const toggled = this.page.waitForResponse(isRecipesCall('POST', 200, /^\/api\/recipes\/\d+\/favorite$/));
    await this.card(title).getByRole('button', { name: `Favorite ${title}` }).click();
    await toggled;
  }

  get deleteDialog() {
    return this.page.getByRole('dialog', { name: 'Delete Recipe' });
  }

  /** A real leftward pointer drag past the 100 px threshold (spec part 2 §9), released: the confirmation asks. */
  async swipeToDelete(title: string) {
    // Pressed on the card's text, left of the heart.
    await dragLeft(this.page, this.card(title), { fromRight: 120, distance: 180 });
    await this.page.mouse.up();
    await expect(this.deleteDialog).toBeVisible();
    await expect(this.deleteDialog.getByText('Are you sure you want to delete this recipe? This action cannot be undone.')).toBeVisible();
  }

  async confirmDelete() {
    const deleted = this.page.waitForResponse(isRecipesCall('DELETE', 204, /^\/api\/recipes\/\d+$/));
    await this.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await deleted;
    await expect(this.deleteDialog).toBeHidden();
  }

  // The detail (/recipes/{id})

  /** Opens a recipe from its card. */
  async openDetail(title: string) {
    await this.card(title).getByRole('link').click();
    await expect(this.page).toHaveURL(/\/recipes\/\d+$/);
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  get statusCard() {
    return this.page.getByRole('region', { name: 'Ingredient Status' });
  }

  /** The detail's ingredient list items. */
  get ingredients() {
    return this.page.getByRole('region', { name: 'Ingredients', exact: true }).getByRole('listitem');
  }

  /** Add Needed / Add All to Shopping List, answered by the server. */
  async addToShoppingList(which: 'Needed' | 'All') {
    const added = this.page.waitForResponse(isRecipesCall('POST', 200, /^\/api\/recipes\/\d+\/shopping$/));
    await this.statusCard.getByRole('button', { name: `Add ${which} to Shopping List` }).click();
    await added;
  }
}
