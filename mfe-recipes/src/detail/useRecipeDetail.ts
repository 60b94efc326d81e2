import { useMemo } from 'react';
import { ALL_PANTRY_ITEMS, apiErrorText, isFetchBaseQueryError, listOnScreen } from '@mealapp/api-client';
import { indexPantry, matchIngredients, type PantryItem } from '@mealapp/domain';
import { useGetRecipeQuery, useListPantryItemsQuery } from '../api/recipes-api';
import { RECIPE_ERRORS, RECIPES_TEXT } from '../shared/messages';
import type { Recipe } from '../shared/types';

export type DetailState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  /** DECISIONS.md: a failed load shows 'Recipe Temporarily Unavailable', never demo data. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'loaded'; recipe: Recipe };

/** spec part 2 §8: a 429 (or an error that says so) gets the high-traffic wording. */
function failureOf(error: unknown): DetailState {
  if (isFetchBaseQueryError(error) && error.status === 404) return { kind: 'notFound' };
  const text = apiErrorText(error, RECIPE_ERRORS.fetchOne);
  const rateLimited = (isFetchBaseQueryError(error) && error.status === 429) || /429|Too Many Requests/i.test(text);
  return { kind: 'unavailable', message: rateLimited ? RECIPES_TEXT.tooManyRequests : text };
}

/** Route ids are plain positive integers; anything else cannot name a recipe. */
export function recipeIdOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** The recipe, and its ingredients matched against the pantry list (the pantry page's cache entry). */
export function useRecipeDetail(id: number | null) {
  const query = useGetRecipeQuery(id ?? 0, { skip: id === null });
  const pantry = listOnScreen<PantryItem>(useListPantryItemsQuery(ALL_PANTRY_ITEMS), 'Failed to fetch pantry items');
  const recipe = query.data;
  const index = useMemo(() => indexPantry(pantry.items), [pantry.items]);
  const matched = useMemo(() => (recipe && !pantry.isLoading && !pantry.error ? matchIngredients(recipe.ingredients, index) : null), [recipe, index, pantry.isLoading, pantry.error]);

  let state: DetailState;
  if (id === null) state = { kind: 'notFound' };
  else if (recipe) state = { kind: 'loaded', recipe };
  else if (query.isError) state = failureOf(query.error);
  else state = { kind: 'loading' };

  return { state, matched, pantry, retry: () => void query.refetch() };
}

export type RecipeDetail = ReturnType<typeof useRecipeDetail>;
