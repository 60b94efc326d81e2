import { cleanRecipeDraft } from '@mealapp/domain';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { lockAccount } from '../common/account-lock.js';
import { lockHousehold } from '../common/household-lock.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { MealPlansService } from '../meal-plans/meal-plans.service.js';
import { PantryService } from '../pantry/pantry.service.js';
import { RecipeCategoriesService } from '../recipes/recipe-categories.service.js';
import { RecipeCookingService } from '../recipes/recipe-cooking.service.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { ShoppingService } from '../shopping/shopping.service.js';
import { checkMyDataDocument, type CheckedDocument, type CheckedHousehold } from './my-data-document.check.js';
import { IMPORT_KINDS, type ImportResult, type ImportTally } from './my-data-document.js';

/** What makes two recipes the same one: title, ingredient lines and steps, ignoring case and spacing. */
export function recipeIdentity(recipe: {
  title: string;
  ingredients: ReadonlyArray<{
    name: string;
    amount?: string | null;
    unit?: string | null;
    notes?: string | null;
  }>;
  instructions: ReadonlyArray<{ instruction: string }>;
}): string {
  const norm = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const content = [
    norm(recipe.title),
    recipe.ingredients.map((i) => [norm(i.amount), norm(i.unit), norm(i.name), norm(i.notes)]),
    recipe.instructions.map((s) => norm(s.instruction)),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Runs `write`; a 400 or 409 it raises names the document's row at `path`, so the person knows what to fix. */
async function named<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BadRequestException) throw new BadRequestException(`${path}: ${error.message}`);
    if (error instanceof ConflictException) throw new ConflictException(`${path}: ${error.message}`);
    throw error;
  }
}

/**
 * POST /api/me/import: an export taken into the signed-in account, all or nothing in one
 * transaction. Household rows land in the person's current household, whichever household they
 * were exported from; a row already there (docs/your-data.md: recipes by content, pantry by name,
 * list by name and quantity, a plan by its slot, a cooking by its recipe and time, categories by name) is counted and left as it is,
 * so a second import of the same document adds nothing.
 */
@Injectable()
export class MyDataImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipesService: RecipesService,
    private readonly recipes: RecipesRepository,
    private readonly categories: RecipeCategoriesService,
    private readonly pantry: PantryService,
    private readonly shopping: ShoppingService,
    private readonly mealPlans: MealPlansService,
    private readonly cooking: RecipeCookingService,
    private readonly preferences: PreferencesService,
    private readonly notifications: NotificationsService,
  ) {}

  async import(userId: number, body: unknown): Promise<ImportResult> {
    const doc = await checkMyDataDocument(body);
    return this.dataSource.transaction(async (manager) => {
      // The person's own rows (marks, preferences) under their account's lock; the household's
      // under its lock (household-lock.ts), so the caps and the "same item" checks hold.
      await lockAccount(manager, userId);
      const household = (await lockHousehold(manager, userId)) as number;
      const result = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, { added: 0, existing: 0 }])) as ImportResult;
      const count = (tally: ImportTally, added: boolean) => (added ? (tally.added += 1) : (tally.existing += 1));

      const library = await this.libraryIds(manager, doc);
      for (const entry of doc.libraryRecipes) {
        const id = library.get(entry.key);
        if (id === undefined) continue;
        if (entry.isFavorited) count(result.marks, await this.recipesService.markIn(manager, userId, id, 'favorite'));
        if (entry.isPinned) count(result.marks, await this.recipesService.markIn(manager, userId, id, 'pin'));
      }
      for (const section of doc.households) await this.household(manager, userId, household, section, library, result, count);
      if (doc.preferences) count(result.preferences, await this.preferences.importIn(manager, userId, doc.preferences));
      if (doc.notificationSettings) {
        const { settings, timeZone } = doc.notificationSettings;
        count(result.notificationSettings, await this.notifications.importSettingsIn(manager, userId, settings, timeZone));
      }
      return result;
    });
  }

  /**
   * One household section, each row through its module's service (modules own their tables): the
   * same caps and "same item" rules as the calls, under the household's lock the caller holds.
   * A refusal names the row (`households[0].pantry[12]: Your pantry is full...`): 409 over a
   * cap, 400 for a row a module refuses; the caller's transaction then writes nothing.
   */
  private async household(
    manager: EntityManager,
    userId: number,
    household: number,
    section: CheckedHousehold,
    library: Map<number, number>,
    result: ImportResult,
    count: (tally: ImportTally, added: boolean) => void,
  ): Promise<void> {
    const categories = new Map<number, number>();
    for (const category of section.categories) {
      const { id, added } = await named(category.path, () => this.categories.importIn(manager, userId, category.value));
      categories.set(category.key, id);
      count(result.categories, added);
    }

    const known = new Map((await this.recipes.listWholeOfMembership(manager, userId, household)).map((recipe) => [recipeIdentity(recipe), recipe.id]));
    const recipeIds = new Map<number, number>();
    for (const recipe of section.recipes) {
      // as the recipe would be stored (@mealapp/domain cleanRecipeDraft), so a second import finds it
      const identity = recipeIdentity(cleanRecipeDraft(recipe.value));
      let id = known.get(identity);
      if (id === undefined) {
        if (recipe.categoryKey !== null && !categories.has(recipe.categoryKey))
          throw new BadRequestException(`${recipe.path}.categoryId: names no category of this household in the document`);
        const categoryId = recipe.categoryKey === null ? null : (categories.get(recipe.categoryKey) as number);
        const created = await named(recipe.path, () => this.recipesService.importIn(manager, userId, { ...recipe.value, categoryId }));
        id = created.id;
        known.set(recipeIdentity(created), id);
        count(result.recipes, true);
      } else {
        count(result.recipes, false);
      }
      recipeIds.set(recipe.key, id);
      if (recipe.isFavorited) count(result.marks, await this.recipesService.markIn(manager, userId, id, 'favorite'));
      if (recipe.isPinned) count(result.marks, await this.recipesService.markIn(manager, userId, id, 'pin'));
    }

    for (const { path, value } of section.pantry) count(result.pantry, await named(path, () => this.pantry.importIn(manager, userId, value)));
    for (const { path, value } of section.shopping) count(result.shopping, await named(path, () => this.shopping.importIn(manager, userId, value)));

    const recipeNamed = (key: number, path: string) => {
      const found = recipeIds.get(key) ?? library.get(key);
      if (found === undefined) throw new BadRequestException(`${path}.recipeId: names no recipe in the document`);
      return found;
    };
    for (const plan of section.mealPlans) {
      const recipeId = plan.value.type === 'recipe' ? recipeNamed(plan.value.recipeId as number, plan.path) : null;
      count(result.mealPlans, await named(plan.path, () => this.mealPlans.importIn(manager, userId, plan.value, recipeId, plan.cookedAt)));
    }
    for (const { path, value } of section.cookedMeals) {
      const recipeId = recipeNamed(value.recipeKey, path);
      count(result.cookedMeals, await named(path, () => this.cooking.importIn(manager, userId, recipeId, value)));
    }
  }

  /** The shared recipes the document names, found here by their library and key: document id -> id here. */
  private async libraryIds(manager: EntityManager, doc: CheckedDocument): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    for (const entry of doc.libraryRecipes) {
      const id = await this.recipesService.libraryRecipeIdIn(manager, entry.library, entry.libraryKey);
      if (id !== null) ids.set(entry.key, id);
    }
    return ids;
  }
}
