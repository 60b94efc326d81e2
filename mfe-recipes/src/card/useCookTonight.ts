import { useMemo } from 'react';
import { readinessTag } from '@mealapp/domain';
import { useRecipes } from '../list/useRecipes';
import { READY_TO_COOK } from '../shared/constants';

/** How many recipes can be cooked from the pantry now: Ready to Cook over the same cached list the page shows. */
export function useCookTonight() {
  const { items, isLoading, error, retry } = useRecipes();
  const readyCount = useMemo(() => items.filter((recipe) => readinessTag(recipe.ingredientStatus) === READY_TO_COOK).length, [items]);
  return { loading: isLoading, error, onRetry: retry, readyCount };
}
