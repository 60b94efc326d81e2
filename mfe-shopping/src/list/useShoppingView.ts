import { useMemo, useState } from 'react';
import {
  ALL_SHOPPING_CATEGORIES,
  DEFAULT_SHOPPING_SORT,
  filterShoppingItems,
  groupShoppingItems,
  type ShoppingCategoryFilter,
  type AttributedShoppingItem,
  type ShoppingSort,
} from '@mealapp/domain';

export interface ShoppingViewState {
  search: string;
  category: ShoppingCategoryFilter;
  sort: ShoppingSort;
  showCompleted: boolean;
}

const INITIAL: ShoppingViewState = { search: '', category: ALL_SHOPPING_CATEGORIES, sort: DEFAULT_SHOPPING_SORT, showCompleted: true };

/** Search, category, sort and "Show completed items", applied on the device with the domain rules. */
export function useShoppingView(items: readonly AttributedShoppingItem[]) {
  const [view, setView] = useState<ShoppingViewState>(INITIAL);
  const visible = useMemo(
    () => filterShoppingItems(items, { search: view.search, category: view.category, showCompleted: view.showCompleted }),
    [items, view.search, view.category, view.showCompleted],
  );
  const groups = useMemo(() => groupShoppingItems(visible, view.sort), [visible, view.sort]);
  return {
    view,
    change: <K extends keyof ShoppingViewState>(key: K, value: ShoppingViewState[K]) => setView((current) => ({ ...current, [key]: value })),
    groups,
    /** spec part 1 §2: Completed/Pending badges when sorted by status. */
    showStatusBadges: view.sort === 'status-asc' || view.sort === 'status-desc',
    shownCount: visible.length,
    totalCount: items.length,
  };
}

export type ShoppingViewModel = ReturnType<typeof useShoppingView>;
