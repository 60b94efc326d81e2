import type { CreateRecipeDto } from '@mealapp/api-client';
import { stockImageById, storedTimes, suggestStockImages, type ParsedRecipe } from '@mealapp/domain';
import { imageFields, NO_IMAGE, type ImageChoice } from '../image/image-choice';
import { blankIngredient, blankInstruction, ingredientLine, nextRowKey, type RecipeDraft } from '../form/recipe-draft';

type Answer = ParsedRecipe | { recipe?: unknown } | null | undefined;

const isRecipe = (value: unknown): value is ParsedRecipe =>
  !!value && typeof value === 'object' && typeof (value as { title?: unknown }).title === 'string' && (value as { title: string }).title.trim() !== '';

/** spec part 2 §7: the parse answer is the recipe, possibly nested under `recipe.recipe`; null when it holds none. */
export function recipeOfParseAnswer(answer: Answer): ParsedRecipe | null {
  let value: unknown = answer;
  for (let depth = 0; depth < 3; depth++) {
    if (isRecipe(value)) return value;
    if (!value || typeof value !== 'object' || !('recipe' in value)) return null;
    value = (value as { recipe: unknown }).recipe;
  }
  return null;
}

/** The form has prep and cook time only: a page that gives only a total puts what is left after prep into cook (the server's rule for archives too). */
export const formTimes = storedTimes;

/** The page's own picture when the form can keep it (the API takes https:// image addresses only). */
export function pageImage(recipe: Pick<ParsedRecipe, 'imageUrl'>): ImageChoice | null {
  return recipe.imageUrl?.startsWith('https://') ? { kind: 'url', imageUrl: recipe.imageUrl } : null;
}

/**
 * The image a review shows and saves: the page's picture, else the stock image the server
 * suggested (scans), else the best stock match for the title and tags (spec part 2 §4).
 */
export function reviewImage(recipe: Pick<ParsedRecipe, 'imageUrl' | 'title' | 'tags'>, suggestedImage?: string | null): ImageChoice {
  const page = pageImage(recipe);
  if (page) return page;
  const stock = stockImageById(suggestedImage) ?? suggestStockImages({ title: recipe.title, tags: recipe.tags })[0];
  return stock ? { kind: 'stock', stockImageId: stock.id } : NO_IMAGE;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The form filled from a parsed recipe (spec part 2 §2). What the parse found replaces the
 * field; what it did not find (a category, a difficulty, an empty list) keeps what the form had.
 */
export function draftOfParsed(recipe: ParsedRecipe, image: ImageChoice | null, base: RecipeDraft): RecipeDraft {
  const times = formTimes(recipe);
  const ingredients = recipe.ingredients.map((line) => {
    const fields = { amount: text(line.amount), unit: text(line.unit), name: line.name, notes: text(line.notes) };
    return { key: nextRowKey(), structured: true, text: ingredientLine(fields), ...fields };
  });
  const instructions = recipe.instructions.map((step) => ({ key: nextRowKey(), text: step }));
  const nutrition = recipe.nutrition;
  return {
    ...base,
    title: recipe.title,
    description: recipe.description ?? base.description,
    prepTime: times.prepTime === null ? base.prepTime : String(times.prepTime),
    cookTime: times.cookTime === null ? base.cookTime : String(times.cookTime),
    servings: recipe.servings === null ? base.servings : String(recipe.servings),
    cuisine: recipe.cuisine ?? base.cuisine,
    tags: recipe.tags.length ? [...recipe.tags] : base.tags,
    image: image ?? base.image,
    ingredients: ingredients.length ? ingredients : base.ingredients.length ? base.ingredients : [blankIngredient()],
    instructions: instructions.length ? instructions : base.instructions.length ? base.instructions : [blankInstruction()],
    nutrition: nutrition
      ? {
          calories: text(nutrition.calories ?? base.nutrition.calories),
          protein: text(nutrition.protein ?? base.nutrition.protein),
          carbs: text(nutrition.carbs ?? base.nutrition.carbs),
          fat: text(nutrition.fat ?? base.nutrition.fat),
        }
      : base.nutrition,
    source: recipe.source ?? base.source,
  };
}

/** POST /api/recipes from the review dialog: the parsed recipe as it stands, with where it came from. */
export function createBodyOfParsed(recipe: ParsedRecipe, image: ImageChoice): CreateRecipeDto {
  const times = formTimes(recipe);
  return {
    title: recipe.title,
    description: recipe.description,
    ...times,
    servings: recipe.servings,
    cuisine: recipe.cuisine,
    tags: recipe.tags,
    ...(imageFields(image) ?? {}),
    ingredients: recipe.ingredients.map(({ name, amount, unit, notes }) => ({ name, amount, unit, notes })),
    instructions: recipe.instructions,
    nutrition: recipe.nutrition,
    source: recipe.source,
  };
}
