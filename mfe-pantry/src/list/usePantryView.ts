import { useMemo, useState } from 'react';
import {
  filterPantryItems,
  groupByCategory,
  sortPantryItems,
  type CategoryGroupName,
  type AttributedPantryItem,
  type PantrySort,
  type PantryStatus,
} from '@mealapp/domain';

export interface PantryViewState {
  search: string;
  sort: PantrySort;
  status: PantryStatus | null;
  category: CategoryGroupName | null;
}

const INITIAL: PantryViewState = { search: '', sort: 'name', status: null, category: null };

/** Search, sort and filters of the pantry list, applied on the device with the domain rules. */
export function usePantryView(items: readonly AttributedPantryItem[]) {
  const [view, setView] = useState<PantryViewState>(INITIAL);
  const visible = useMemo(
    () => sortPantryItems(filterPantryItems(items, { search: view.search, status: view.status, category: view.category }), view.sort),
    [items, view],
  );
  const groups = useMemo(() => groupByCategory(visible), [visible]);
  return {
    view,
    change: <K extends keyof PantryViewState>(key: K, value: PantryViewState[K]) => setView((current) => ({ ...current, [key]: value })),
    groups,
    shownCount: visible.length,
    totalCount: items.length,
  };
}

export type PantryViewModel = ReturnType<typeof usePantryView>;
