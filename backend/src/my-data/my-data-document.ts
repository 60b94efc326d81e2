import type { NotificationSettings, Preferences } from '@mealapp/domain';
import type { HouseholdDto } from '../households/dto/household.dto.js';
import type { MealPlanDto } from '../meal-plans/dto/meal-plan.dto.js';
import type { PantryItemDto } from '../pantry/dto/pantry-item.dto.js';
import type { RecipeCategoryDto } from '../recipes/dto/recipe-category.dto.js';
import type { RecipeDto } from '../recipes/dto/recipe.dto.js';
import type { ShoppingItemDto } from '../shopping/dto/shopping-item.dto.js';
import type { SchemaOrgRecipe } from './recipe-json-ld.js';

/** The export's name and version: an import refuses any other (docs/your-data.md). */
export const MY_DATA_FORMAT = 'mealapp-export';
export const MY_DATA_VERSION = 1;

/** The largest document an import takes: a household at its recipe limit with long recipes is far below. */
export const MY_DATA_BODY_LIMIT = 16 * 1024 * 1024;

export interface ExportedProfile {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  /** The identity providers the account signs in with: the provider's issuer and its id for the person (`sub`). */
  signInProviders: Array<{ issuer: string; subject: string; linkedAt: string }>;
}

/** A shared (library) recipe that the person marked or planned, named so another server finds its own copy. */
export interface ExportedLibraryRecipe {
  id: number;
  library: string;
  libraryKey: string;
  title: string;
  isFavorited: boolean;
  isPinned: boolean;
}

export interface ExportedHousehold extends HouseholdDto {
  categories: RecipeCategoryDto[];
  recipes: RecipeDto[];
  pantry: PantryItemDto[];
  shopping: ShoppingItemDto[];
  mealPlans: ExportedMealPlan[];
  cookedMeals: ExportedCookedMeal[];
}

/** GET /api/me/export: every row of the person and of their households, as the API shows them. */
export interface MyDataDocument {
  format: typeof MY_DATA_FORMAT;
  version: typeof MY_DATA_VERSION;
  exportedAt: string;
  profile: ExportedProfile;
  preferences: Preferences | null;
  notificationSettings: (NotificationSettings & { timeZone: string | null }) | null;
  households: ExportedHousehold[];
  libraryRecipes: ExportedLibraryRecipe[];
  /** The household recipes again, as schema.org Recipe JSON-LD for other apps; an import reads `households`. */
  schemaOrgRecipes: SchemaOrgRecipe[];
}

/** What an import did, per kind: rows added, and rows it found already there. */
export interface ImportTally {
  added: number;
  existing: number;
}

/** A planned meal names its recipe by id (the recipe is in the household's recipes) and its cook by id: the nested copies are left out. */
export type ExportedMealPlan = Omit<MealPlanDto, 'recipe' | 'cook'>;

/** A recorded cooking ("I cooked this"): its recipe by id, as a plan names it; `cookedOn` is the cook's calendar day. */
export interface ExportedCookedMeal {
  id: number;
  recipeId: number;
  servings: number | null;
  cookedAt: string;
  cookedOn: string;
}

export const IMPORT_KINDS = ['categories', 'recipes', 'pantry', 'shopping', 'mealPlans', 'cookedMeals', 'marks', 'preferences', 'notificationSettings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type ImportResult = Record<ImportKind, ImportTally>;
