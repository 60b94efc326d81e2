import { NOTIFICATION_SETTING_KEYS } from '@mealapp/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { personNamed } from '../common/household-scope.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { HouseholdDto } from '../households/dto/household.dto.js';
import { HouseholdsRepository } from '../households/households.repository.js';
import type { MealPlanDto } from '../meal-plans/dto/meal-plan.dto.js';
import { NotificationSettingsEntity } from '../notifications/entities/notification-settings.entity.js';
import type { PantryItemDto } from '../pantry/dto/pantry-item.dto.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';
import { toPreferences } from '../preferences/preferences.service.js';
import type { RecipeCategoryDto } from '../recipes/dto/recipe-category.dto.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import type { ShoppingItemDto } from '../shopping/dto/shopping-item.dto.js';
import { MY_DATA_FORMAT, MY_DATA_VERSION, type ExportedHousehold, type ExportedLibraryRecipe, type ExportedProfile, type MyDataDocument } from './my-data-document.js';
import { recipeJsonLd } from './recipe-json-ld.js';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One JSON array of `fields` (SQL over `alias`) from `table`'s rows of household $1, oldest first. */
async function householdRows<T>(manager: EntityManager, table: string, alias: string, fields: Record<string, string>, householdId: number, join = ''): Promise<T[]> {
  const object = Object.entries(fields)
    .map(([name, sql]) => `'${name}', ${sql}`)
    .join(', ');
  const [row] = (await manager.query(
    `SELECT coalesce(json_agg(json_build_object(${object}) ORDER BY ${alias}.id), '[]') AS rows FROM ${table} ${alias} ${join} WHERE ${alias}.household_id = $1`,
    [householdId],
  )) as Array<{ rows: T[] }>;
  return row?.rows ?? [];
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
    const [row] = (await manager.query(`SELECT id, name, email, ${utc('created_at')} AS "createdAt" FROM users WHERE id = $1`, [userId])) as ExportedProfile[];
    return row;
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
      pantry: await householdRows<PantryItemDto>(
        manager,
        'pantry_items',
        'p',
        {
          id: 'p.id',
          name: 'p.name',
          status: 'p.status',
          category: 'p.category',
          expirationDate: `to_char(p.expiration_date, 'YYYY-MM-DD')`,
          updatedBy: personNamed('p.updated_by'),
        },
        id,
      ),
      shopping: await householdRows<ShoppingItemDto>(
        manager,
        'shopping_items',
        's',
        {
          id: 's.id',
          name: 's.name',
          quantity: 's.quantity',
          category: 's.category',
          isShopped: 's.is_shopped',
          addedBy: personNamed('s.user_id'),
          checkedBy: personNamed('s.checked_by'),
          updatedBy: personNamed('s.updated_by'),
        },
        id,
      ),
      mealPlans: await householdRows<MealPlanDto>(
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
        },
        id,
      ),
    };
  }

  /** The shared recipes the person marked, or any of their households planned. */
  private async libraryRecipes(manager: EntityManager, userId: number, households: ExportedHousehold[]): Promise<ExportedLibraryRecipe[]> {
    const planned = households.flatMap((household) => household.mealPlans.flatMap((plan) => (plan.recipeId === null ? [] : [plan.recipeId])));
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
