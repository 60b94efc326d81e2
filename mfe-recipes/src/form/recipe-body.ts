import type { CreateRecipeDto } from '@mealapp/api-client';
import { imageFields } from '../image/image-choice';
import type { Recipe } from '../shared/types';
import { FORM_NUTRITION, type RecipeDraft } from './recipe-draft';

const numberOrOmitted = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The recipe fields the form sends (spec part 2 §7). Saving replaces every field, so an edit
 * carries what the form does not show (the other nutrition values) as they were.
 */
export function recipeBody(draft: RecipeDraft, before?: Recipe): CreateRecipeDto {
  const nutrition = Object.fromEntries(
    FORM_NUTRITION.map((field) => [field, numberOrOmitted(draft.nutrition[field])] as const).filter(([, value]) => value !== undefined),
  );
  const keptNutrition = before?.nutrition
    ? Object.fromEntries(
        (['fiber', 'sugar', 'sodium', 'servingSize'] as const).map((field) => [field, before.nutrition?.[field]] as const).filter(([, value]) => value != null),
      )
    : {};
  return {
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId ? Number(draft.categoryId) : null,
    // A new file keeps the recipe's image until the upload after the save replaces it.
    ...(imageFields(draft.image) ?? (before ? { imageType: before.imageType, imageUrl: before.imageUrl, stockImageId: before.stockImageId } : {})),
    cookTime: numberOrOmitted(draft.cookTime),
    prepTime: numberOrOmitted(draft.prepTime),
    servings: numberOrOmitted(draft.servings),
    difficulty: draft.difficulty,
    cuisine: draft.cuisine || null,
    tags: draft.tags,
    ingredients: draft.ingredients.map((row) => (row.structured ? { name: row.name, amount: row.amount, unit: row.unit, notes: row.notes } : row.text)),
    instructions: draft.instructions.map((row) => row.text),
    nutrition: { ...keptNutrition, ...nutrition },
    ...(draft.source ? { source: draft.source } : {}),
  };
}
