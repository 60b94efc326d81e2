import { parseAmount } from '../shopping/quantity.js';
import { parseIngredientLine } from './ingredient-line.js';
import { stockImageById } from './stock-images.js';

// spec part 2 §5 and §8: the messages, exactly as the spec writes them
export const RECIPE_MESSAGES = {
  titleRequired: 'Recipe title is required',
  ingredientRequired: 'At least one ingredient is required',
  instructionRequired: 'At least one instruction is required',
  notFound: 'Recipe not found',
  categoryExists: 'Category with this name already exists',
  readOnly: 'Demo and starter recipes cannot be changed. Save a copy to edit it.',
} as const;

/**
 * Where the form stops and beyond which the server refuses. The spec sets none; these leave room
 * for any real recipe and keep one request, one row and one account bounded.
 */
export const RECIPE_LIMITS = {
  titleLength: 200,
  descriptionLength: 2_000,
  ingredientNameLength: 200,
  amountLength: 40,
  unitLength: 40,
  notesLength: 500,
  instructionLength: 2_000,
  ingredients: 100,
  instructions: 100,
  tags: 20,
  tagLength: 40,
  cuisineLength: 60,
  imageUrlLength: 2_000,
  /** An uploaded photo (spec part 2 §9: the upload hint says 5MB). */
  imageUploadBytes: 5 * 1024 * 1024,
  categoryNameLength: 60,
  categoryDescriptionLength: 500,
  minutes: { min: 0, max: 1_440 },
  servings: { min: 1, max: 1_000 },
  nutritionValue: { min: 0, max: 100_000 },
  servingSizeLength: 60,
  // where an import came from: a web page's host, 'Scan'
  sourceLength: 100,
  recipesPerHousehold: 20_000,
  categoriesPerHousehold: 200,
} as const;

const L = RECIPE_LIMITS;

/** Messages for the limits above; the spec has none of its own for them. */
export const RECIPE_LIMIT_MESSAGES = {
  titleTooLong: `Recipe title must be at most ${L.titleLength} characters`,
  descriptionTooLong: `Description must be at most ${L.descriptionLength.toLocaleString('en-US')} characters`,
  tooManyIngredients: `A recipe can have at most ${L.ingredients} ingredients`,
  ingredientNameRequired: 'Every ingredient needs a name',
  ingredientTooLong: `Ingredient names must be at most ${L.ingredientNameLength} characters, amounts and units at most ${L.amountLength}, notes at most ${L.notesLength}`,
  tooManyInstructions: `A recipe can have at most ${L.instructions} instructions`,
  instructionTooLong: `Instructions must be at most ${L.instructionLength.toLocaleString('en-US')} characters each`,
  tooManyTags: `A recipe can have at most ${L.tags} tags`,
  tagTooLong: `Tags must be at most ${L.tagLength} characters`,
  cuisineTooLong: `Cuisine must be at most ${L.cuisineLength} characters`,
  cookTime: `Cook time must be a whole number of minutes from ${L.minutes.min} to ${L.minutes.max.toLocaleString('en-US')}`,
  prepTime: `Prep time must be a whole number of minutes from ${L.minutes.min} to ${L.minutes.max.toLocaleString('en-US')}`,
  servings: `Servings must be a whole number from ${L.servings.min} to ${L.servings.max.toLocaleString('en-US')}`,
  nutrition: `Nutrition values must be numbers from ${L.nutritionValue.min} to ${L.nutritionValue.max.toLocaleString('en-US')}`,
  servingSizeTooLong: `Serving size must be at most ${L.servingSizeLength} characters`,
  sourceTooLong: `Source must be at most ${L.sourceLength} characters`,
  difficulty: 'Difficulty must be easy, medium or hard',
  imageType: 'Image type must be stock, url or upload',
  stockImage: 'Unknown stock image',
  imageUrlTooLong: `Image URL must be at most ${L.imageUrlLength.toLocaleString('en-US')} characters`,
  categoryId: 'Category must be a category id',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: `Category name must be at most ${L.categoryNameLength} characters`,
  tooManyRecipes: `You can keep at most ${L.recipesPerHousehold.toLocaleString('en-US')} recipes`,
  tooManyCategories: `You can keep at most ${L.categoriesPerHousehold} categories`,
} as const;

// spec part 2 §3: difficulty easy, medium, hard (default medium); image type stock, url, upload (default stock)
export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];
export const DEFAULT_RECIPE_DIFFICULTY: RecipeDifficulty = 'medium';
export const RECIPE_IMAGE_TYPES = ['stock', 'url', 'upload'] as const;
export type RecipeImageType = (typeof RECIPE_IMAGE_TYPES)[number];
export const DEFAULT_RECIPE_IMAGE_TYPE: RecipeImageType = 'stock';

/** An ingredient as the form or the API sends it: a plain line, or structured. */
export type RecipeIngredientInput =
  | string
  | { name?: string | null; amount?: string | null; amountValue?: number | null; unit?: string | null; notes?: string | null; order?: number | null };

/** Rows in the order their `order` says (spec part 2 §3 Ingredient.order); a row without one keeps its place. */
export function inIngredientOrder<Row extends RecipeIngredientInput>(rows: readonly Row[]): Row[] {
  const place = (row: Row, index: number) => (typeof row === 'object' && row !== null && Number.isFinite(row.order) ? Number(row.order) : index);
  return rows
    .map((row, index) => ({ row, at: place(row, index) }))
    .sort((a, b) => a.at - b.at)
    .map(({ row }) => row);
}

/** An instruction as the form (a plain string) or the API sends it. */
export type RecipeInstructionInput = string | { instruction?: string | null; stepNumber?: number | null; notes?: string | null };

type NumberInput = number | string | null | undefined;

export const NUTRITION_FIELDS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

export type RecipeNutritionInput = Partial<Record<NutritionField, NumberInput>> & { servingSize?: string | null };

/** What the add / edit form and POST / PUT /api/recipes send (spec part 2 §7); every field may be absent. */
export interface RecipeDraftInput {
  title?: string | null;
  description?: string | null;
  categoryId?: NumberInput;
  imageUrl?: string | null;
  imageType?: string | null;
  stockImageId?: string | null;
  cookTime?: NumberInput;
  prepTime?: NumberInput;
  servings?: NumberInput;
  difficulty?: string | null;
  cuisine?: string | null;
  tags?: readonly string[] | null;
  ingredients?: readonly RecipeIngredientInput[] | null;
  instructions?: readonly RecipeInstructionInput[] | null;
  nutrition?: RecipeNutritionInput | null;
  /** Where an imported recipe came from (a web page's host, 'Scan'). */
  source?: string | null;
}

export interface CleanIngredient {
  name: string;
  amount: string | null;
  amountValue: number | null;
  unit: string | null;
  notes: string | null;
  order: number;
}

export interface CleanInstruction {
  stepNumber: number;
  instruction: string;
  notes: string | null;
}

export type CleanNutrition = Partial<Record<NutritionField, number>> & { servingSize?: string };

/**
 * A draft after cleanRecipeDraft. Text is trimmed (empty text is null); a number that could not
 * be read is NaN, so that recipeDraftError reports it instead of it being dropped silently.
 */
export interface CleanRecipeDraft {
  title: string;
  description: string | null;
  categoryId: number | null;
  imageUrl: string | null;
  imageType: string;
  stockImageId: string | null;
  cookTime: number | null;
  prepTime: number | null;
  servings: number | null;
  difficulty: string;
  cuisine: string | null;
  tags: string[];
  ingredients: CleanIngredient[];
  instructions: CleanInstruction[];
  nutrition: CleanNutrition | null;
  source: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;

// spec part 2 §5: prepTime, cookTime, servings are numbers or omitted
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
  return NaN;
}

function cleanIngredient(input: RecipeIngredientInput): Omit<CleanIngredient, 'order'> | null {
  if (typeof input === 'string') {
    const line = input.trim();
    return line === '' ? null : parseIngredientLine(line);
  }
  if (input === null || typeof input !== 'object') return null;
  const name = text(input.name);
  const amount = optionalText(input.amount);
  const unit = optionalText(input.unit);
  const notes = optionalText(input.notes);
  if (name === '' && amount === null && unit === null && notes === null) return null;
  const amountValue = typeof input.amountValue === 'number' && Number.isFinite(input.amountValue) ? input.amountValue : parseAmount(amount);
  return { name, amount, amountValue, unit, notes };
}

function cleanInstruction(input: RecipeInstructionInput): { instruction: string; notes: string | null } | null {
  const instruction = typeof input === 'string' ? input.trim() : text(input?.instruction);
  if (instruction === '') return null;
  return { instruction, notes: typeof input === 'string' ? null : optionalText(input?.notes) };
}

/** spec part 2 §5: tags trimmed, without duplicates (case does not make a new tag); the first spelling stays. */
export function cleanRecipeTags(tags: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const trimmed = text(tag);
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

function cleanNutrition(input: RecipeNutritionInput | null | undefined): CleanNutrition | null {
  if (!input || typeof input !== 'object') return null;
  const nutrition: CleanNutrition = {};
  // spec part 2 §7: null nutrition values are stripped
  for (const field of NUTRITION_FIELDS) {
    const value = numberOrNull(input[field]);
    if (value !== null) nutrition[field] = value;
  }
  const servingSize = text(input.servingSize);
  if (servingSize !== '') nutrition.servingSize = servingSize;
  return Object.keys(nutrition).length > 0 ? nutrition : null;
}

/**
 * spec part 2 §5: the draft as it is saved: ingredient rows in their `order` when they carry one,
 * empty ingredient and instruction rows dropped (steps numbered 1, 2, ... in the order given), plain ingredient lines read into amount, unit and name,
 * tags trimmed and de-duplicated, numbers as numbers, difficulty and image type defaulted.
 */
export function cleanRecipeDraft(draft: RecipeDraftInput): CleanRecipeDraft {
  const ingredients = inIngredientOrder(draft.ingredients ?? [])
    .map(cleanIngredient)
    .filter((ingredient) => ingredient !== null)
    .map((ingredient, order) => ({ ...ingredient, order }));
  const instructions = (draft.instructions ?? [])
    .map(cleanInstruction)
    .filter((instruction) => instruction !== null)
    .map((instruction, index) => ({ stepNumber: index + 1, instruction: instruction.instruction, notes: instruction.notes }));
  return {
    title: text(draft.title),
    description: optionalText(draft.description),
    categoryId: numberOrNull(draft.categoryId),
    imageUrl: optionalText(draft.imageUrl),
    imageType: text(draft.imageType).toLowerCase() || DEFAULT_RECIPE_IMAGE_TYPE,
    stockImageId: optionalText(draft.stockImageId),
    cookTime: numberOrNull(draft.cookTime),
    prepTime: numberOrNull(draft.prepTime),
    servings: numberOrNull(draft.servings),
    difficulty: text(draft.difficulty).toLowerCase() || DEFAULT_RECIPE_DIFFICULTY,
    cuisine: optionalText(draft.cuisine),
    tags: cleanRecipeTags(Array.isArray(draft.tags) ? draft.tags : []),
    ingredients,
    instructions,
    nutrition: cleanNutrition(draft.nutrition),
    source: ownSource(optionalText(draft.source)),
  };
}

// The shared recipes' sources: 'Test Recipe' turns on the detail screen's demo banner (spec part 2).
const SHARED_RECIPE_SOURCES = new Set(['test recipe', 'starter library']);

/**
 * A person's recipe never carries a shared recipe's source (it would show the demo banner and the
 * library's tag). A shared recipe's answer sent back as a copy keeps everything else, so the
 * source is dropped rather than the copy refused.
 */
function ownSource(source: string | null): string | null {
  return source !== null && SHARED_RECIPE_SOURCES.has(source.toLowerCase()) ? null : source;
}

const wholeIn = (value: number | null, range: { min: number; max: number }) =>
  value === null || (Number.isInteger(value) && value >= range.min && value <= range.max);
const tooLong = (value: string | null, max: number) => value !== null && value.length > max;

/** The first rule a cleaned draft breaks, as its message: the spec's three first, then the limits. */
export function recipeDraftError(draft: CleanRecipeDraft): string | null {
  const M = RECIPE_LIMIT_MESSAGES;
  if (draft.title === '') return RECIPE_MESSAGES.titleRequired;
  if (draft.ingredients.length === 0) return RECIPE_MESSAGES.ingredientRequired;
  if (draft.instructions.length === 0) return RECIPE_MESSAGES.instructionRequired;
  const checks: [boolean, string][] = [
    [tooLong(draft.title, L.titleLength), M.titleTooLong],
    [tooLong(draft.description, L.descriptionLength), M.descriptionTooLong],
    [draft.ingredients.length > L.ingredients, M.tooManyIngredients],
    [draft.ingredients.some((ingredient) => ingredient.name === ''), M.ingredientNameRequired],
    [
      draft.ingredients.some(
        (ingredient) =>
          tooLong(ingredient.name, L.ingredientNameLength) ||
          tooLong(ingredient.amount, L.amountLength) ||
          tooLong(ingredient.unit, L.unitLength) ||
          tooLong(ingredient.notes, L.notesLength),
      ),
      M.ingredientTooLong,
    ],
    [draft.instructions.length > L.instructions, M.tooManyInstructions],
    [draft.instructions.some((step) => tooLong(step.instruction, L.instructionLength) || tooLong(step.notes, L.notesLength)), M.instructionTooLong],
    [draft.tags.length > L.tags, M.tooManyTags],
    [draft.tags.some((tag) => tag.length > L.tagLength), M.tagTooLong],
    [tooLong(draft.cuisine, L.cuisineLength), M.cuisineTooLong],
    [!wholeIn(draft.cookTime, L.minutes), M.cookTime],
    [!wholeIn(draft.prepTime, L.minutes), M.prepTime],
    [!wholeIn(draft.servings, L.servings), M.servings],
    [
      draft.nutrition !== null &&
        NUTRITION_FIELDS.some((field) => {
          const value = draft.nutrition?.[field];
          return value !== undefined && !(Number.isFinite(value) && value >= L.nutritionValue.min && value <= L.nutritionValue.max);
        }),
      M.nutrition,
    ],
    [tooLong(draft.nutrition?.servingSize ?? null, L.servingSizeLength), M.servingSizeTooLong],
    [tooLong(draft.source, L.sourceLength), M.sourceTooLong],
    [!(RECIPE_DIFFICULTIES as readonly string[]).includes(draft.difficulty), M.difficulty],
    [!(RECIPE_IMAGE_TYPES as readonly string[]).includes(draft.imageType), M.imageType],
    [draft.stockImageId !== null && !stockImageById(draft.stockImageId), M.stockImage],
    [tooLong(draft.imageUrl, L.imageUrlLength), M.imageUrlTooLong],
    [draft.categoryId !== null && !(Number.isInteger(draft.categoryId) && draft.categoryId > 0), M.categoryId],
  ];
  return checks.find(([broken]) => broken)?.[1] ?? null;
}

/** A new category's name (spec part 2 §5: non-empty after trimming), or why it cannot be used. */
export function recipeCategoryNameError(name: unknown): string | null {
  const trimmed = text(name);
  if (trimmed === '') return RECIPE_LIMIT_MESSAGES.categoryNameRequired;
  return trimmed.length > L.categoryNameLength ? RECIPE_LIMIT_MESSAGES.categoryNameTooLong : null;
}
