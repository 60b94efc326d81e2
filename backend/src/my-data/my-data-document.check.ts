import { isDateString, isTimeZone, NOTIFICATION_SETTING_KEYS, notificationSettingsError, validatePreferences, type NotificationSettings, type Preferences } from '@mealapp/domain';
import { BadRequestException } from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { isISO8601, validate } from 'class-validator';
import { validationMessage } from '../common/app-validation.pipe.js';
import { CreateMealPlanDto } from '../meal-plans/dto/create-meal-plan.dto.js';
import { isServings, MEAL_PLAN_FIELD_MESSAGES } from '../meal-plans/dto/meal-plan-validators.js';
import { CreatePantryItemDto } from '../pantry/dto/create-pantry-item.dto.js';
import { CreateRecipeCategoryDto } from '../recipes/dto/create-recipe-category.dto.js';
import { CreateRecipeDto } from '../recipes/dto/create-recipe.dto.js';
import { CreateShoppingItemDto } from '../shopping/dto/create-shopping-item.dto.js';
import { MY_DATA_FORMAT, MY_DATA_VERSION } from './my-data-document.js';

/** A document section's rows as the API's create calls take them, with the id the document gave each. */
export interface Keyed<T> {
  key: number;
  path: string;
  value: T;
}

export interface CheckedHousehold {
  path: string;
  categories: Array<Keyed<CreateRecipeCategoryDto>>;
  recipes: Array<
    Keyed<CreateRecipeDto> & {
      categoryKey: number | null;
      isFavorited: boolean;
      isPinned: boolean;
    }
  >;
  pantry: Array<Keyed<CreatePantryItemDto>>;
  shopping: Array<Keyed<CreateShoppingItemDto>>;
  mealPlans: Array<Keyed<CreateMealPlanDto> & { cookedAt: string | null }>;
  cookedMeals: Array<Keyed<ImportedCookedMeal>>;
}

/** A recorded cooking as an import writes it: its recipe by the document's id. */
export interface ImportedCookedMeal {
  recipeKey: number;
  servings: number | null;
  cookedAt: string;
  cookedOn: string;
}

export interface CheckedLibraryRecipe {
  key: number;
  path: string;
  library: string;
  libraryKey: string;
  isFavorited: boolean;
  isPinned: boolean;
}

/** The document as an import writes it: every row checked by the same rules as the API's own calls. */
export interface CheckedDocument {
  preferences: Preferences | null;
  notificationSettings: {
    settings: NotificationSettings;
    timeZone: string | null;
  } | null;
  households: CheckedHousehold[];
  libraryRecipes: CheckedLibraryRecipe[];
}

const bad = (path: string, message: string) => new BadRequestException(`${path}: ${message}`);

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, path: string): Plain {
  if (!isPlain(value)) throw bad(path, 'must be an object');
  return value;
}

function array(value: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw bad(path, 'must be an array');
  if (value.length > max) throw bad(path, `must hold at most ${max} entries`);
  return value;
}

/** Fields outside `known` are refused by name; the `ignored` ones (the server's, written by the export) are dropped. */
function fields(value: unknown, path: string, known: readonly string[], ignored: readonly string[] = []): Plain {
  const record = object(value, path);
  const unknown = Object.keys(record).find((key) => !known.includes(key) && !ignored.includes(key));
  if (unknown !== undefined) throw bad(`${path}.${unknown}`, 'is not a field of this format');
  return Object.fromEntries(Object.entries(record).filter(([key]) => !ignored.includes(key)));
}

function key(value: unknown, path: string): number {
  if (!Number.isSafeInteger(value)) throw bad(path, 'must be a whole number');
  return value as number;
}

/** An ISO 8601 time as the export writes them (`2026-11-24T18:40:00.000Z`). */
function instant(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.length > 40 || !isISO8601(value, { strict: true, strictSeparator: true }) || !value.includes('T'))
    throw bad(path, 'must be an ISO 8601 date and time');
  return value;
}

function flag(value: unknown, path: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw bad(path, 'must be true or false');
  return value;
}

/** The row checked by the create call's DTO, as the API's validation pipe checks a body. */
async function dto<T extends object>(type: ClassConstructor<T>, value: Plain, path: string): Promise<T> {
  const instance = plainToInstance(type, value);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  if (errors.length > 0) throw bad(path, validationMessage(errors));
  return instance;
}

/** Each section's most rows: the API's own limits (20,000 recipes) and a wide margin for the lists. */
const MOST = {
  households: 10,
  categories: 200,
  recipes: 20_000,
  items: 20_000,
  mealPlans: 20_000,
  cookedMeals: 20_000,
  libraryRecipes: 1_000,
} as const;

const RECIPE_SERVER_FIELDS = [
  'id',
  'categoryId',
  'category',
  'isTrending',
  'isRecommended',
  'isFavorited',
  'isPinned',
  'createdAt',
  'updatedAt',
  'ingredientCount',
  'instructionCount',
  'readOnly',
  'library',
  'contentTags',
] as const;
const RECIPE_FIELDS = [
  'title',
  'description',
  'cookTime',
  'prepTime',
  'servings',
  'difficulty',
  'cuisine',
  'tags',
  'imageUrl',
  'imageType',
  'stockImageId',
  'source',
  'ingredients',
  'instructions',
  'nutrition',
];

/** An exported recipe's rows lose their ids and positions (the list order is kept). */
function recipeInput(recipe: Plain, path: string): Plain {
  const rows = (name: string, ignored: string[]) =>
    Array.isArray(recipe[name])
      ? (recipe[name] as unknown[]).map((row, i) => (isPlain(row) ? fields(row, `${path}.${name}[${i}]`, Object.keys(row), ignored) : row))
      : recipe[name];
  const nutrition = isPlain(recipe.nutrition) ? fields(recipe.nutrition, `${path}.nutrition`, Object.keys(recipe.nutrition), ['id', 'recipeId']) : recipe.nutrition;
  return {
    ...recipe,
    ingredients: rows('ingredients', ['id', 'order']),
    instructions: rows('instructions', ['id', 'stepNumber']),
    nutrition,
  };
}

async function household(value: unknown, path: string): Promise<CheckedHousehold> {
  const h = fields(value, path, ['categories', 'recipes', 'pantry', 'shopping', 'mealPlans', 'cookedMeals'], ['id', 'name', 'role', 'isCurrent', 'members']);
  const section = (name: string, max: number) => (h[name] === undefined ? [] : array(h[name], `${path}.${name}`, max));
  const result: CheckedHousehold = {
    path,
    categories: [],
    recipes: [],
    pantry: [],
    shopping: [],
    mealPlans: [],
    cookedMeals: [],
  };
  for (const [i, row] of section('categories', MOST.categories).entries()) {
    const at = `${path}.categories[${i}]`;
    const { id, ...rest } = fields(row, at, ['id', 'name', 'description']);
    result.categories.push({
      key: key(id, `${at}.id`),
      path: at,
      value: await dto(CreateRecipeCategoryDto, rest, at),
    });
  }
  for (const [i, row] of section('recipes', MOST.recipes).entries()) {
    const at = `${path}.recipes[${i}]`;
    const recipe = object(row, at);
    const categoryKey = recipe.categoryId === undefined || recipe.categoryId === null ? null : key(recipe.categoryId, `${at}.categoryId`);
    const input = fields(recipe, at, RECIPE_FIELDS, RECIPE_SERVER_FIELDS);
    result.recipes.push({
      key: key(recipe.id, `${at}.id`),
      path: at,
      categoryKey,
      isFavorited: flag(recipe.isFavorited, `${at}.isFavorited`),
      isPinned: flag(recipe.isPinned, `${at}.isPinned`),
      value: await dto(CreateRecipeDto, recipeInput(input, at), at),
    });
  }
  for (const [i, row] of section('pantry', MOST.items).entries()) {
    const at = `${path}.pantry[${i}]`;
    result.pantry.push({
      key: i,
      path: at,
      value: await dto(CreatePantryItemDto, fields(row, at, ['name', 'status', 'category', 'expirationDate'], ['id', 'updatedBy']), at),
    });
  }
  for (const [i, row] of section('shopping', MOST.items).entries()) {
    const at = `${path}.shopping[${i}]`;
    const item = fields(row, at, ['name', 'quantity', 'category', 'isShopped'], ['id', 'addedBy', 'checkedBy', 'updatedBy']);
    result.shopping.push({
      key: i,
      path: at,
      value: await dto(CreateShoppingItemDto, item, at),
    });
  }
  for (const [i, row] of section('mealPlans', MOST.mealPlans).entries()) {
    const at = `${path}.mealPlans[${i}]`;
    // the cook is a member of the household exported from, not of the one imported into
    const { cookedAt, ...plan } = fields(row, at, ['date', 'mealType', 'type', 'recipeId', 'customName', 'servings', 'cookedAt'], ['id', 'recipe', 'cookId', 'cook']);
    result.mealPlans.push({
      key: i,
      path: at,
      value: await dto(CreateMealPlanDto, plan, at),
      cookedAt: cookedAt === undefined || cookedAt === null ? null : instant(cookedAt, `${at}.cookedAt`),
    });
  }
  for (const [i, row] of section('cookedMeals', MOST.cookedMeals).entries()) {
    const at = `${path}.cookedMeals[${i}]`;
    const cooking = fields(row, at, ['recipeId', 'servings', 'cookedAt', 'cookedOn'], ['id']);
    const servings = cooking.servings ?? null;
    if (servings !== null && !isServings(servings)) throw bad(`${at}.servings`, MEAL_PLAN_FIELD_MESSAGES.servings);
    if (!isDateString(cooking.cookedOn)) throw bad(`${at}.cookedOn`, 'must be a calendar date (YYYY-MM-DD)');
    result.cookedMeals.push({
      key: i,
      path: at,
      value: { recipeKey: key(cooking.recipeId, `${at}.recipeId`), servings, cookedAt: instant(cooking.cookedAt, `${at}.cookedAt`), cookedOn: cooking.cookedOn },
    });
  }
  return result;
}

function libraryRecipe(value: unknown, path: string): CheckedLibraryRecipe {
  const r = fields(value, path, ['id', 'library', 'libraryKey', 'isFavorited', 'isPinned'], ['title']);
  for (const name of ['library', 'libraryKey'] as const) {
    if (typeof r[name] !== 'string' || (r[name] as string).length > 100) throw bad(`${path}.${name}`, 'must be text of at most 100 characters');
  }
  return {
    key: key(r.id, `${path}.id`),
    path,
    library: r.library as string,
    libraryKey: r.libraryKey as string,
    isFavorited: flag(r.isFavorited, `${path}.isFavorited`),
    isPinned: flag(r.isPinned, `${path}.isPinned`),
  };
}

/**
 * Reads an export (my-data-document.ts) for an import: 400 naming the first wrong field by its
 * path (`households[0].pantry[3].name`), and a format or version other than this server writes.
 * `profile`, `exportedAt` and `schemaOrgRecipes` are the export's own and are not read; `exportedAt`,
 * when sent, must still be a real time (a document that names 30 February is not one this server wrote).
 */
export async function checkMyDataDocument(body: unknown): Promise<CheckedDocument> {
  const doc = fields(body, 'document', ['format', 'version', 'preferences', 'notificationSettings', 'households', 'libraryRecipes'], ['exportedAt', 'profile', 'schemaOrgRecipes']);
  if (doc.format !== MY_DATA_FORMAT) throw bad('format', `must be '${MY_DATA_FORMAT}'`);
  if (doc.version !== MY_DATA_VERSION) throw bad('version', `${JSON.stringify(doc.version ?? null)} is not a version this server reads (it reads ${MY_DATA_VERSION})`);
  const { exportedAt } = body as Plain;
  if (exportedAt !== undefined && exportedAt !== null) instant(exportedAt, 'exportedAt');

  let preferences: Preferences | null = null;
  if (doc.preferences !== undefined && doc.preferences !== null) {
    const check = validatePreferences({
      ...object(doc.preferences, 'preferences'),
    });
    if (!check.ok) throw bad('preferences', check.error);
    preferences = check.preferences;
  }

  let notificationSettings: CheckedDocument['notificationSettings'] = null;
  if (doc.notificationSettings !== undefined && doc.notificationSettings !== null) {
    const { timeZone = null, ...settings } = object(doc.notificationSettings, 'notificationSettings');
    const error = notificationSettingsError(settings);
    if (error) throw bad('notificationSettings', error);
    const unknown = Object.keys(settings).find((name) => !(NOTIFICATION_SETTING_KEYS as readonly string[]).includes(name));
    if (unknown !== undefined) throw bad(`notificationSettings.${unknown}`, 'is not a field of this format');
    if (timeZone !== null && !isTimeZone(timeZone)) throw bad('notificationSettings.timeZone', 'must be an IANA time zone');
    notificationSettings = {
      settings: settings as NotificationSettings,
      timeZone: timeZone as string | null,
    };
  }

  const households: CheckedHousehold[] = [];
  for (const [i, value] of (doc.households === undefined ? [] : array(doc.households, 'households', MOST.households)).entries())
    households.push(await household(value, `households[${i}]`));
  const libraryRecipes = (doc.libraryRecipes === undefined ? [] : array(doc.libraryRecipes, 'libraryRecipes', MOST.libraryRecipes)).map((value, i) =>
    libraryRecipe(value, `libraryRecipes[${i}]`),
  );
  return { preferences, notificationSettings, households, libraryRecipes };
}
