import type { RecipeDifficulty, RecipeImageType } from '@mealapp/domain';

/** The shared collections: the demo recipes (ids 1 to 3) and the starter library. */
export const RECIPE_LIBRARIES = ['demo', 'starter'] as const;
export type RecipeLibrary = (typeof RECIPE_LIBRARIES)[number];

/** Which picture a recipe shows. imageId names the uploaded image when imageType is 'upload'. */
export interface RecipeImageFields {
  imageUrl: string | null;
  imageType: RecipeImageType;
  stockImageId: string | null;
  imageId: string | null;
}

export interface RecipeIngredientFields {
  name: string;
  amount: string | null;
  amountValue: number | null;
  unit: string | null;
  notes: string | null;
  /** @mealapp/domain's ingredientMatchKey(name). */
  matchKey: string;
}

export interface RecipeInstructionFields {
  instruction: string;
  notes: string | null;
}

export interface RecipeNutritionFields {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  servingSize: string | null;
}

/** A recipe as saved: cleaned and checked, with what is derived from it. */
export interface RecipeFields extends RecipeImageFields {
  title: string;
  description: string | null;
  categoryId: number | null;
  cookTime: number | null;
  prepTime: number | null;
  servings: number | null;
  difficulty: RecipeDifficulty;
  cuisine: string | null;
  tags: string[];
  /** Where an import came from (a web page's host, 'Scan'). */
  source: string | null;
  contentTags: string[];
  ingredients: RecipeIngredientFields[];
  instructions: RecipeInstructionFields[];
  nutrition: RecipeNutritionFields | null;
}
