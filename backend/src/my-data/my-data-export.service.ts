import { NOTIFICATION_SETTING_KEYS } from '@mealapp/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { jsonList } from '../common/json-list.js';
import { utcTimestamp } from '../common/sql-time.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { HouseholdDto } from '../households/dto/household.dto.js';
import { HouseholdsRepository } from '../households/households.repository.js';
import { NotificationSettingsEntity } from '../notifications/entities/notification-settings.entity.js';
import { PantryItemsRepository } from '../pantry/pantry-items.repository.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';
import { toPreferences } from '../preferences/preferences.service.js';
import type { RecipeCategoryDto } from '../recipes/dto/recipe-category.dto.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { ShoppingItemsRepository } from '../shopping/shopping-items.repository.js';
import {
  MY_DATA_FORMAT,
  MY_DATA_VERSION,
  type ExportedCookedMeal,
  type ExportedHousehold,
  type ExportedLibraryRecipe,
  type ExportedMealPlan,
  type ExportedProfile,
  type MyDataDocument,
} from './my-data-document.js';
import { recipeJsonLd } from './recipe-json-ld.js';

/** `table`'s rows of one household, `fields` (SQL over `alias`) each, oldest first: the tables without an item repository. */
async function householdRows<T>(manager: EntityManager, table: string, alias: string, fields: { [K in keyof T]-?: string }, householdId: number): Promise<T[]> {
  const query = manager.createQueryBuilder().from(table, alias).where(`${alias}.household_id = :householdId`, { householdId });
  return JSON.parse(await jsonList<T>(manager, query, fields, 'id' as keyof T & string)) as T[];
}

/**
 * GET /api/me/export: what user-data-tables.ts marks exported, read in one snapshot (a repeatable-read
 * transaction), every household the person belongs to with its rows as the API shows them.
 */
@Injectable()
export class MyDataExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly households: HouseholdsRepository,
    private readonly recipes: RecipesRepository,
    private readonly pantry: PantryItemsRepository,
    private readonly shopping: ShoppingItemsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  export(userId: number): Promise<MyDataDocument> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const households: ExportedHousehold[] = [];
      for (const household of await this.households.listOf(manager, userId)) households.push(await this.household(manager, userId, household));
      return {
        format: MY_DATA_FORMAT,
        version: MY_DATA_VERSION,
        exportedAt: new Date().toISOString(),
        profile: await this.profile(manager, userId),
        preferences: await this.preferences(manager, userId),
        notificationSettings: await this.notificationSettings(manager, userId),
        households,
        libraryRecipes: await this.libraryRecipes(manager, userId, households),
        schemaOrgRecipes: households.flatMap((household) => household.recipes.map((recipe) => recipeJsonLd(recipe, this.config.appUrl))),
      };
    });
  }

  private async profile(manager: EntityManager, userId: number): Promise<ExportedProfile> {
    const [row] = (await manager.query(`SELECT id, name, email, ${utcTimestamp('created_at')} AS "createdAt" FROM users WHERE id = $1`, [userId])) as Array<Omit<ExportedProfile, 'signInProviders'>>;
    const signInProviders = (await manager.query(
      `SELECT issuer, subject, ${utcTimestamp('created_at')} AS "linkedAt" FROM oidc_identities WHERE user_id = $1 ORDER BY id`,
      [userId],
    )) as ExportedProfile['signInProviders'];
    return { ...row, signInProviders };
  }

  private async preferences(manager: EntityManager, userId: number): Promise<MyDataDocument['preferences']> {
    const row = await manager.findOneBy(UserPreferencesEntity, { userId });
    return row ? toPreferences(row) : null;
  }

  private async notificationSettings(manager: EntityManager, userId: number): Promise<MyDataDocument['notificationSettings']> {
    const row = await manager.findOneBy(NotificationSettingsEntity, { userId });
    if (!row) return null;
    return {
      ...(Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, row[key]])) as Record<(typeof NOTIFICATION_SETTING_KEYS)[number], boolean>),
      timeZone: row.timeZone,
    };
  }

  private async household(manager: EntityManager, userId: number, household: HouseholdDto): Promise<ExportedHousehold> {
    const id = household.id;
    return {
      ...household,
      categories: await householdRows<RecipeCategoryDto>(manager, 'recipe_categories', 'c', { id: 'c.id', name: 'c.name', description: 'c.description' }, id),
      recipes: await this.recipes.listWholeOfMembership(manager, userId, id),
      pantry: await this.pantry.listOfHousehold(manager, id),
      shopping: await this.shopping.listOfHousehold(manager, id),
      mealPlans: await householdRows<ExportedMealPlan>(
        manager,
        'meal_plans',
        'mp',
        {
          id: 'mp.id',
          date: `to_char(mp.date, 'YYYY-MM-DD')`,
          mealType: 'mp.meal_type',
          type: `CASE WHEN mp.recipe_id IS NULL THEN 'custom' ELSE 'recipe' END`,
          recipeId: 'mp.recipe_id',
          customName: 'mp.custom_name',
          cookId: 'mp.cook_id',
          servings: 'mp.servings',
          cookedAt: utcTimestamp('mp.cooked_at'),
        },
        id,
      ),
      cookedMeals: await householdRows<ExportedCookedMeal>(
        manager,
        'cooked_meals',
        'cm',
        { id: 'cm.id', recipeId: 'cm.recipe_id', servings: 'cm.servings', cookedAt: utcTimestamp('cm.cooked_at'), cookedOn: `to_char(cm.cooked_on, 'YYYY-MM-DD')` },
        id,
      ),
    };
  }

  /** The shared recipes the person marked, or any of their households planned or cooked. */
  private async libraryRecipes(manager: EntityManager, userId: number, households: ExportedHousehold[]): Promise<ExportedLibraryRecipe[]> {
    const planned = households.flatMap((household) => [
      ...household.mealPlans.flatMap((plan) => (plan.recipeId === null ? [] : [plan.recipeId])),
      ...household.cookedMeals.map((cooking) => cooking.recipeId),
    ]);
    return (await manager.query(
      `SELECT r.id, r.library, r.library_key AS "libraryKey", r.title,
         EXISTS (SELECT 1 FROM recipe_favorites f WHERE f.user_id = $1 AND f.recipe_id = r.id) AS "isFavorited",
         EXISTS (SELECT 1 FROM recipe_pins p WHERE p.user_id = $1 AND p.recipe_id = r.id) AS "isPinned"
       FROM recipes r
       WHERE r.household_id IS NULL AND (r.id = ANY($2::int[])
         OR EXISTS (SELECT 1 FROM recipe_favorites f WHERE f.user_id = $1 AND f.recipe_id = r.id)
         OR EXISTS (SELECT 1 FROM recipe_pins p WHERE p.user_id = $1 AND p.recipe_id = r.id))
       ORDER BY r.id`,
      [userId, planned],
    )) as ExportedLibraryRecipe[];
  }
}
