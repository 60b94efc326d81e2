import { useMemo } from 'react';
import { listOnScreen, RECOMMENDED_RECIPES } from '@mealapp/api-client';
import { useListRecipesQuery } from '../api/recipes-api';
import { FETCH_RECIPES_FALLBACK } from '../shared/fetch-fallback';
import type { RecipeSummary } from '../shared/types';

/** A recommended recipe: a list row that carries why it is recommended. */
export type RecommendedRecipe = RecipeSummary & { recommendation: NonNullable<RecipeSummary['recommendation']> };

/**
 * The user's recommendations, best first (GET /api/recipes?recommended=true), shared by the AI tab
 * and Home's card. They follow preferences and plans too, which other screens change without
 * touching this cache entry: each screen that shows them asks again when it opens.
 */
export function useRecommendations() {
  const query = useListRecipesQuery(RECOMMENDED_RECIPES, { refetchOnMountOrArgChange: true });
  const list = listOnScreen<RecipeSummary>(query, FETCH_RECIPES_FALLBACK);
  const items = useMemo(() => list.items.filter((recipe): recipe is RecommendedRecipe => recipe.recommendation !== undefined), [list.items]);
  return { ...list, items };
}
