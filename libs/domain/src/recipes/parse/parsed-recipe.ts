import type { ParsedIngredientLine } from '../ingredient-line.js';
import { cleanRecipeTags, NUTRITION_FIELDS, RECIPE_LIMITS, type CleanNutrition } from '../recipe-draft.js';
import { writtenText } from '../recipe-steps.js';

/**
 * A recipe read from pasted text, a web page or a photo, for the review step before saving. Every
 * field already fits RECIPE_LIMITS (see buildParsedRecipe), so the review can always save it.
 */
export interface ParsedRecipe {
  /** Never empty: a parse without a title fails. */
  title: string;
  description: string | null;
  ingredients: ParsedIngredientLine[];
  /** Plain steps, in order. */
  instructions: string[];
  /** Minutes. */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  /** A whole number when the yield gives one. */
  servings: number | null;
  /** As published: "4 servings", "16 slices". */
  yields: string | null;
  cuisine: string | null;
  tags: string[];
  /** Absolute http(s) URL. */
  imageUrl: string | null;
  /** Numbers per serving. */
  nutrition: CleanNutrition | null;
  /** Imports: the page's host ("bbc.co.uk"); scan: 'Scan'; paste: null. */
  source: string | null;
}

/** What POST /api/recipes/parse reads at most: a long recipe's text is a few thousand characters. */
export const RECIPE_PARSE_LIMITS = {
  textLength: 100_000,
  urlLength: 2_000,
} as const;

export const RECIPE_PARSE_MESSAGES = {
  textFailed: 'Failed to parse recipe. Please try again or enter manually.',
  textRequired: 'Recipe text is required',
  textTooLong: `Recipe text must be at most ${RECIPE_PARSE_LIMITS.textLength.toLocaleString('en-US')} characters`,
  urlRequired: 'URL is required',
  urlTooLong: `URL must be at most ${RECIPE_PARSE_LIMITS.urlLength.toLocaleString('en-US')} characters`,
  type: "type must be 'text' or 'url'",
} as const;

/** What a parser found; anything absent is null (or empty). */
export type ParsedRecipeParts = Partial<ParsedRecipe> & Pick<ParsedRecipe, 'title'>;

const L = RECIPE_LIMITS;
// yields are shown in the review, not stored: a title's length is room enough
const YIELDS_LENGTH = L.titleLength;

/** Whitespace collapsed, cut to max characters without splitting a character in two. */
function clip(value: string | null | undefined, max: number): string | null {
  const collapsed = (value ?? '').replace(/\s+/g, ' ').trim();
  if (collapsed === '') return null;
  const characters = Array.from(collapsed);
  return characters.length <= max ? collapsed : characters.slice(0, max).join('').trimEnd();
}

/** Like clip, keeping the text's lines (its Markdown: paragraphs, lists, headings) as writtenText does. */
function clipWritten(value: string | null | undefined, max: number): string | null {
  const written = writtenText(value);
  if (written === '') return null;
  const characters = Array.from(written);
  return characters.length <= max ? written : characters.slice(0, max).join('').trimEnd();
}

const wholeIn = (value: number | null | undefined, range: { min: number; max: number }): number | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= range.min && whole <= range.max ? whole : null;
};

function clipIngredient(line: ParsedIngredientLine): ParsedIngredientLine | null {
  const name = clip(line.name, L.ingredientNameLength);
  if (name === null) return null;
  const amount = clip(line.amount, L.amountLength);
  return {
    amount,
    amountValue: amount !== null && typeof line.amountValue === 'number' && Number.isFinite(line.amountValue) ? line.amountValue : null,
    unit: clip(line.unit, L.unitLength),
    name,
    notes: clip(line.notes, L.notesLength),
  };
}

// an http(s) address with a host and no spaces (the library runs without the URL class in its types)
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

function absoluteHttpUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text.length <= L.imageUrlLength && ABSOLUTE_HTTP_URL.test(text) ? text : null;
}

function clipNutrition(nutrition: CleanNutrition | null | undefined): CleanNutrition | null {
  if (!nutrition) return null;
  const clipped: CleanNutrition = {};
  for (const field of NUTRITION_FIELDS) {
    const value = nutrition[field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= L.nutritionValue.min && value <= L.nutritionValue.max) {
      clipped[field] = value;
    }
  }
  const servingSize = clip(nutrition.servingSize, L.servingSizeLength);
  if (servingSize !== null) clipped.servingSize = servingSize;
  return Object.keys(clipped).length > 0 ? clipped : null;
}

/**
 * A ParsedRecipe from what a parser found, clipped to RECIPE_LIMITS: texts trimmed (the description
 * and steps keep their lines, for their Markdown; other texts have whitespace collapsed) and cut
 * to their lengths, at most 100 ingredients and steps (empty ones dropped),
 * times and servings whole numbers in range (else null), tags de-duplicated, an image only when
 * it is an absolute http(s) URL, nutrition values outside the limits dropped.
 */
export function buildParsedRecipe(parts: ParsedRecipeParts): ParsedRecipe {
  const ingredients = (parts.ingredients ?? [])
    .map(clipIngredient)
    .filter((line) => line !== null)
    .slice(0, L.ingredients);
  const instructions = (parts.instructions ?? [])
    .map((step) => clipWritten(step, L.instructionLength))
    .filter((step) => step !== null)
    .slice(0, L.instructions);
  const tags = cleanRecipeTags((parts.tags ?? []).map((tag) => clip(tag, L.tagLength)))
    .slice(0, L.tags);
  return {
    title: clip(parts.title, L.titleLength) ?? '',
    description: clipWritten(parts.description, L.descriptionLength),
    ingredients,
    instructions,
    prepTime: wholeIn(parts.prepTime, L.minutes),
    cookTime: wholeIn(parts.cookTime, L.minutes),
    totalTime: wholeIn(parts.totalTime, L.minutes),
    servings: wholeIn(parts.servings, L.servings),
    yields: clip(parts.yields, YIELDS_LENGTH),
    cuisine: clip(parts.cuisine, L.cuisineLength),
    tags,
    imageUrl: absoluteHttpUrl(parts.imageUrl),
    nutrition: clipNutrition(parts.nutrition),
    source: clip(parts.source, L.sourceLength),
  };
}
