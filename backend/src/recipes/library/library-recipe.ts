import { recipeContentTags } from '@mealapp/domain';
/**
 * A recipe shipped with the app and shared by every user: the demo recipes (ids 1 to 3) and the
 * starter library. Migrations insert them; `key` lets a later migration find a recipe again
 * after its title changes, so it must never change once shipped.
 */
export interface LibraryRecipe {
  key: string;
  title: string;
  description: string;
  /** One of: Breakfast, Lunch, Dinner, Dessert, Snack, Soup, Salad, Drinks. */
  category: string;
  /** One of the spec's cuisine options (section 9). */
  cuisine: string;
  difficulty: 'easy' | 'medium' | 'hard';
  prepTime: number;
  cookTime: number;
  servings: number;
  tags: string[];
  /** An id of the app's stock image catalogue (STOCK_IMAGES in @mealapp/domain). */
  stockImageId: string;
  ingredients: { amount?: string; unit?: string; name: string; notes?: string }[];
  instructions: string[];
  /** Per serving. */
  nutrition?: { calories?: number; protein?: number; carbs?: number; fat?: number; fiber?: number; sugar?: number; sodium?: number; servingSize?: string };
  isTrending?: boolean;
  isRecommended?: boolean;
}

/** The tags the app shows for a library recipe: its own, then those derived from it (stored at migration). */
export function libraryContentTags(recipe: LibraryRecipe, source: string): string[] {
  return recipeContentTags({
    title: recipe.title,
    cookTime: recipe.cookTime,
    instructionCount: recipe.instructions.length,
    ingredientNames: recipe.ingredients.map((ingredient) => ingredient.name),
    categoryName: recipe.category,
    cuisine: recipe.cuisine,
    source,
    isTrending: recipe.isTrending ?? false,
    isRecommended: recipe.isRecommended ?? false,
    tags: recipe.tags,
  });
}
