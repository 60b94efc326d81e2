import { ALL_RECIPES, listOnScreen } from '@mealapp/api-client';
import { useDeferredValue } from 'react';
import { useListRecipeCategoriesQuery, useListRecipesQuery } from '../api/recipes-api';
import { FETCH_RECIPES_FALLBACK } from '../shared/fetch-fallback';
import type { RecipeSummary } from '../shared/types';

/**
 * Every recipe the user can read, shared by the page and the Home card (one cache entry). A new
 * answer is rendered as a transition: thousands of recipes render in slices that yield to taps and
 * scrolling rather than in one long task, and the spinner stays until the first list is ready.
 */
export function useRecipes() {
  const query = useListRecipesQuery(ALL_RECIPES);
  const data = useDeferredValue(query.data);
  return listOnScreen<RecipeSummary>({ ...query, data, isLoading: query.isLoading || (query.data !== undefined && data === undefined) }, FETCH_RECIPES_FALLBACK);
}

const NO_NAMES: readonly string[] = [];

/** The category names the user can file under (own and shared); the list works without them. */
export function useCategoryNames(): readonly string[] {
  const { data } = useListRecipeCategoriesQuery();
  return data?.map((category) => category.name) ?? NO_NAMES;
}
