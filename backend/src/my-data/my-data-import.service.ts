import { ALLERGY_KEYS, cleanRecipeDraft, RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS, type Preferences } from '@mealapp/domain';
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
import { RecipesService } from '../recipes/recipes.service.js';
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
        if (entry.isFavorited) count(result.marks, await this.mark(manager, 'recipe_favorites', userId, id));
        if (entry.isPinned) count(result.marks, await this.mark(manager, 'recipe_pins', userId, id));
      }
      for (const section of doc.households) await this.household(manager, userId, household, section, library, result, count);
      if (doc.preferences) count(result.preferences, await this.preferences(manager, userId, doc.preferences));
      if (doc.notificationSettings) count(result.notificationSettings, await this.notificationSettings(manager, userId, doc.notificationSettings));
      return result;
    });
  }

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
      const name = category.value.name.trim();
      const [found] = (await manager.query(
        `SELECT c.id FROM recipe_categories c WHERE (c.household_id = $1 OR c.household_id IS NULL) AND lower(c.name) = lower($2) ORDER BY c.household_id NULLS FIRST LIMIT 1`,
        [household, name],
      )) as Array<{ id: number }>;
      if (found) {
        categories.set(category.key, found.id);
        count(result.categories, false);
        continue;
      }
      const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM recipe_categories WHERE household_id = $1`, [household])) as Array<{ n: number }>;
      if (n >= RECIPE_LIMITS.categoriesPerUser) throw new ConflictException(RECIPE_LIMIT_MESSAGES.tooManyCategories);
      const [row] = (await manager.query(`INSERT INTO recipe_categories (user_id, household_id, name, description) VALUES ($1, $2, $3, $4) RETURNING id`, [
        userId,
        household,
        name,
        category.value.description?.trim() || null,
      ])) as Array<{ id: number }>;
      categories.set(category.key, row.id);
      count(result.categories, true);
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
      if (recipe.isFavorited) count(result.marks, await this.mark(manager, 'recipe_favorites', userId, id));
      if (recipe.isPinned) count(result.marks, await this.mark(manager, 'recipe_pins', userId, id));
    }

    for (const { value } of section.pantry) {
      const rows = await manager.query(
        `INSERT INTO pantry_items (user_id, household_id, name, status, category, expiration_date, updated_by)
         SELECT $1::int, $2::int, $3::varchar, $4::varchar, $5::varchar, $6::date, $1::int
         WHERE NOT EXISTS (SELECT 1 FROM pantry_items p WHERE p.household_id = $2::int AND lower(btrim(p.name)) = lower($3::varchar))
         RETURNING id`,
        [userId, household, value.name.trim(), value.status, value.category ?? null, value.expirationDate ?? null],
      );
      count(result.pantry, (rows as unknown[]).length > 0);
    }

    for (const { value } of section.shopping) {
      const quantity = value.quantity?.trim() || null;
      const rows = await manager.query(
        `INSERT INTO shopping_items (user_id, household_id, name, quantity, category, is_shopped, updated_by)
         SELECT $1::int, $2::int, $3::varchar, $4::varchar, $5::varchar, $6::boolean, $1::int WHERE NOT EXISTS (
           SELECT 1 FROM shopping_items s WHERE s.household_id = $2::int AND lower(btrim(s.name)) = lower($3::varchar)
             AND lower(coalesce(s.quantity, '')) = lower(coalesce($4::varchar, '')))
         RETURNING id`,
        [userId, household, value.name.trim(), quantity, value.category ?? 'Pantry', value.isShopped ?? false],
      );
      count(result.shopping, (rows as unknown[]).length > 0);
    }

    const recipeNamed = (key: number, path: string) => {
      const found = recipeIds.get(key) ?? library.get(key);
      if (found === undefined) throw new BadRequestException(`${path}.recipeId: names no recipe in the document`);
      return found;
    };
    for (const plan of section.mealPlans) {
      const recipeId = plan.value.type === 'recipe' ? recipeNamed(plan.value.recipeId as number, plan.path) : null;
      const rows = await manager.query(
        `INSERT INTO meal_plans (user_id, household_id, date, meal_type, recipe_id, custom_name, servings, cooked_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (household_id, date, meal_type) DO NOTHING RETURNING id`,
        [
          userId,
          household,
          plan.value.date,
          plan.value.mealType,
          recipeId,
          recipeId === null ? plan.value.customName?.trim() : null,
          plan.value.servings ?? null,
          plan.cookedAt,
        ],
      );
      count(result.mealPlans, (rows as unknown[]).length > 0);
    }

    for (const { path, value } of section.cookedMeals) {
      const recipeId = recipeNamed(value.recipeKey, path);
      const rows = await manager.query(
        `INSERT INTO cooked_meals (user_id, household_id, recipe_id, servings, cooked_at, cooked_on)
         SELECT $1::int, $2::int, $3::int, $4::int, $5::timestamptz, $6::date
         WHERE NOT EXISTS (SELECT 1 FROM cooked_meals c WHERE c.household_id = $2::int AND c.recipe_id = $3::int AND c.cooked_at = $5::timestamptz)
         RETURNING id`,
        [userId, household, recipeId, value.servings, value.cookedAt, value.cookedOn],
      );
      count(result.cookedMeals, (rows as unknown[]).length > 0);
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
    try {
      return await this.recipesService.createIn(manager, userId, recipe);
    } catch (error) {
      if (error instanceof BadRequestException) throw new BadRequestException(`${path}: ${error.message}`);
      throw error;
    }
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

  private async mark(manager: EntityManager, table: 'recipe_favorites' | 'recipe_pins', userId: number, recipeId: number): Promise<boolean> {
    const rows = await manager.query(`INSERT INTO ${table} (user_id, recipe_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING recipe_id`, [userId, recipeId]);
    return (rows as unknown[]).length > 0;
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
