import { CATEGORY_NAMES, UNCATEGORIZED, isCategoryName, type CategoryGroupName } from '../categories.js';
import { isDateString } from './dates.js';
import type { PantryItem, PantryStatus } from './pantry-item.js';

// spec part 1 §4: sort options
export const PANTRY_SORTS = ['name', 'status', 'expiration', 'recent'] as const;
export type PantrySort = (typeof PANTRY_SORTS)[number];

export function isPantrySort(value: unknown): value is PantrySort {
  return typeof value === 'string' && (PANTRY_SORTS as readonly string[]).includes(value);
}

// spec part 1 §4: Out of Stock first, then Low Stock, then In Stock
const STATUS_RANK: Record<PantryStatus, number> = { 'Out of Stock': 0, 'Low Stock': 1, 'In Stock': 2 };

// Case-insensitive but accent-aware, so "Creme" and "Crème" still sort the same way every time.
const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });

type Comparator<T> = (a: T, b: T) => number;

function comparatorFor<T extends PantryItem>(sort: PantrySort): Comparator<T> {
  const byName: Comparator<T> = (a, b) => collator.compare(a.name, b.name);
  switch (sort) {
    case 'name':
      return byName;
    case 'status':
      return (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || byName(a, b);
    case 'expiration':
      return (a, b) => {
        const aDate = a.expirationDate !== null && isDateString(a.expirationDate) ? a.expirationDate : null;
        const bDate = b.expirationDate !== null && isDateString(b.expirationDate) ? b.expirationDate : null;
        if (aDate !== bDate) {
          if (aDate === null) return 1;
          if (bDate === null) return -1;
          return aDate < bDate ? -1 : 1;
        }
        return byName(a, b);
      };
    case 'recent':
      return (a, b) => b.id - a.id;
  }
}

/** A new, stably sorted array; the input is left as it was. */
export function sortPantryItems<T extends PantryItem>(items: readonly T[], sort: PantrySort): T[] {
  return [...items].sort(comparatorFor<T>(sort));
}

export interface PantryFilter {
  /** Case-insensitive part of the name; blank matches everything. */
  search?: string;
  /** null or absent: every status. */
  status?: PantryStatus | null;
  /** null or absent: every category; 'Uncategorized' matches items without one. */
  category?: CategoryGroupName | null;
}

export function filterPantryItems<T extends PantryItem>(items: readonly T[], filter: PantryFilter): T[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return items.filter(
    (item) =>
      (needle === '' || item.name.toLowerCase().includes(needle)) &&
      (filter.status == null || item.status === filter.status) &&
      (filter.category == null || categoryGroupOf(item) === filter.category),
  );
}

/** The heading an item is shown under: its category, or Uncategorized when it has none. */
export function categoryGroupOf(item: Pick<PantryItem, 'category'>): CategoryGroupName {
  return isCategoryName(item.category) ? item.category : UNCATEGORIZED;
}

export interface PantryCategoryGroup<T> {
  category: CategoryGroupName;
  items: T[];
}

/** spec part 1 §2: sections in the nine categories' order, Uncategorized last, empty ones left out. Item order is kept. */
export function groupByCategory<T extends Pick<PantryItem, 'category'>>(items: readonly T[]): PantryCategoryGroup<T>[] {
  const order: readonly CategoryGroupName[] = [...CATEGORY_NAMES, UNCATEGORIZED];
  const groups = new Map<CategoryGroupName, T[]>(order.map((name) => [name, []]));
  for (const item of items) groups.get(categoryGroupOf(item))?.push(item);
  return order.filter((name) => groups.get(name)!.length > 0).map((name) => ({ category: name, items: groups.get(name)! }));
}
