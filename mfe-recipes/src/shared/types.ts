import type { GetRecipeApiResponse, ListRecipeCategoriesApiResponse, ListRecipesApiResponse } from '@mealapp/api-client';

/** A row of GET /api/recipes: every recipe field but the ingredients, instructions and nutrition, with its can-cook status. */
export type RecipeSummary = ListRecipesApiResponse[number];
/** GET /api/recipes/{id}. */
export type Recipe = GetRecipeApiResponse;
export type RecipeCategory = ListRecipeCategoriesApiResponse[number];
