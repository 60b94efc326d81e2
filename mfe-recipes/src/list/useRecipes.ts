import { listOnScreen } from '@mealapp/api-client';
import { ALL_RECIPES, useListRecipeCategoriesQuery, useListRecipesQuery } from '../api/recipes-api';
import { FETCH_RECIPES_FALLBACK } from '../shared/messages';
import type { RecipeSummary } from '../shared/types';

/** Every recipe the user can read, shared by the page and the Home card (one cache entry). */
export function useRecipes() {
  return listOnScreen<RecipeSummary>(useListRecipesQuery(ALL_RECIPES), FETCH_RECIPES_FALLBACK);
}

const NO_NAMES: readonly string[] = [];

/** The category names the user can file under (own and shared); the list works without them. */
export function useCategoryNames(): readonly string[] {
  const { data } = useListRecipeCategoriesQuery();
  return data?.map((category) => category.name) ?? NO_NAMES;
}
