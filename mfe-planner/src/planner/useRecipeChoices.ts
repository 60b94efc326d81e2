import { ALL_RECIPES, listOnScreen } from '@mealapp/api-client';
import { useMemo } from 'react';
import { useListRecipesQuery } from '../api/planner-api';

const FETCH_RECIPES_FAILED = 'Failed to fetch recipes';

/** The recipes the Select Recipe dialog offers, read only while it is open, matched on title or description. */
export function useRecipeChoices(open: boolean, search: string) {
  const list = listOnScreen(useListRecipesQuery(ALL_RECIPES, { skip: !open }), FETCH_RECIPES_FAILED);
  const query = search.trim().toLowerCase();
  const recipes = useMemo(
    () => (query ? list.items.filter((r) => r.title.toLowerCase().includes(query) || (r.description ?? '').toLowerCase().includes(query)) : list.items),
    [list.items, query],
  );
  return { ...list, recipes };
}
