import { ALLERGY_KEYS, cleanRecipeDraft, type Preferences } from '@mealapp/domain';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { lockAccount } from '../common/account-lock.js';
import { lockHousehold } from '../common/household-lock.js';
import { NotificationSettingsEntity } from '../notifications/entities/notification-settings.entity.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';
import { toPreferences } from '../preferences/preferences.service.js';
import type { CreateRecipeDto } from '../recipes/dto/create-recipe.dto.js';
import type { RecipeDto } from '../recipes/dto/recipe.dto.js';
import { RECIPE_IMAGE_PATH } from '../recipes/recipe-images.service.js';
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
      if (doc.preferences) count(result.preferences, await this.preferences(manager, userId, doc.preferences));
      if (doc.notificationSettings) count(result.notificationSettings, await this.notificationSettings(manager, userId, doc.notificationSettings));
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
        const created = await this.createRecipe(manager, userId, household, recipe.path, {
          ...recipe.value,
          categoryId: recipe.categoryKey === null ? null : (categories.get(recipe.categoryKey) as number),
        });
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

  /**
   * The recipe as POST /api/recipes creates it. An uploaded picture stays on the server it was
   * exported from (user-data-tables.ts): one the household does not hold becomes the default picture.
   */
  private async createRecipe(manager: EntityManager, userId: number, household: number, path: string, input: CreateRecipeDto): Promise<RecipeDto> {
    let recipe = input;
    if (input.imageType === 'upload') {
      const id = input.imageUrl?.startsWith(RECIPE_IMAGE_PATH) ? input.imageUrl.slice(RECIPE_IMAGE_PATH.length) : '';
      const held =
        /^[0-9a-f-]{36}$/i.test(id) && ((await manager.query(`SELECT 1 FROM recipe_images WHERE id = $1 AND household_id = $2`, [id, household])) as unknown[]).length > 0;
      if (!held)
        recipe = {
          ...input,
          imageType: 'stock',
          imageUrl: null,
          stockImageId: null,
        };
    }
    return named(path, () => this.recipesService.createIn(manager, userId, recipe));
  }

  /** The shared recipes the document names, found here by their library and key (ids differ between servers): document id -> id here. */
  private async libraryIds(manager: EntityManager, doc: CheckedDocument): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    for (const entry of doc.libraryRecipes) {
      const [row] = (await manager.query(`SELECT id FROM recipes WHERE household_id IS NULL AND library = $1 AND library_key = $2`, [entry.library, entry.libraryKey])) as Array<{
        id: number;
      }>;
      if (row) ids.set(entry.key, row.id);
    }
    return ids;
  }

  /** The person's preferences become the document's; false when they were so already. */
  private async preferences(manager: EntityManager, userId: number, preferences: Preferences): Promise<boolean> {
    const stored = await manager.findOneBy(UserPreferencesEntity, { userId });
    if (stored && JSON.stringify(toPreferences(stored)) === JSON.stringify(preferences)) return false;
    await manager.upsert(
      UserPreferencesEntity,
      {
        userId,
        dietaryRestrictions: preferences.dietaryRestrictions,
        allergies: ALLERGY_KEYS.filter((key) => preferences.allergies[key]),
        maxCookingTime: preferences.maxCookingTime,
        spiceLevel: preferences.spiceLevel,
        favoriteCuisines: preferences.favoriteCuisines,
      },
      ['userId'],
    );
    return true;
  }

  private async notificationSettings(manager: EntityManager, userId: number, input: NonNullable<CheckedDocument['notificationSettings']>): Promise<boolean> {
    const stored = await manager.findOneBy(NotificationSettingsEntity, {
      userId,
    });
    const wanted = {
      ...input.settings,
      timeZone: input.timeZone ?? stored?.timeZone ?? null,
    };
    if (stored && Object.entries(wanted).every(([name, value]) => stored[name as keyof typeof wanted] === value)) return false;
    await manager.upsert(NotificationSettingsEntity, { userId, ...wanted }, ['userId']);
    return true;
  }
}
