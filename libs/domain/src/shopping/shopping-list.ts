import { CATEGORIES, type CategoryName } from '../categories.js';
import {
  ALL_SHOPPING_CATEGORIES,
  CATEGORY_EMOJI,
  type ShoppingCategoryFilter,
  type ShoppingItem,
} from './shopping-item.js';

// spec part 1 §4: the six sort options; the spec names only the two status labels
export const SHOPPING_SORTS = [
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'category-asc', label: 'Category (A-Z)' },
  { value: 'category-desc', label: 'Category (Z-A)' },
  { value: 'status-asc', label: 'Pending First' },
  { value: 'status-desc', label: 'Completed First' },
] as const;

export type ShoppingSort = (typeof SHOPPING_SORTS)[number]['value'];

// spec part 1 §2: items are grouped by category unless sorted otherwise
export const DEFAULT_SHOPPING_SORT: ShoppingSort = 'name-asc';

export function isShoppingSort(value: unknown): value is ShoppingSort {
  return SHOPPING_SORTS.some((sort) => sort.value === value);
}

export const SORTED_BY_CATEGORY_HEADING = 'SORTED BY CATEGORY';
export const SORTED_BY_STATUS_HEADING = 'SORTED BY STATUS';
// spec part 1 §2: badges shown when sorted by status
export const SHOPPING_STATUS_BADGE = { pending: 'Pending', completed: 'Completed' } as const;
// spec part 1 §2: empty states
export const SHOPPING_EMPTY_LIST = {
  title: 'Your shopping list is empty',
  message: 'Add items to get started!',
} as const;
export const SHOPPING_NO_MATCHES = 'No items match your current filters';

const byName = (a: ShoppingItem, b: ShoppingItem) =>
  a.name.trim().localeCompare(b.name.trim(), 'en', { sensitivity: 'base', numeric: true }) || a.id - b.id;

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Returns a sorted copy; ties are broken by name (A-Z), then id. */
export function sortShoppingItems<T extends ShoppingItem>(items: readonly T[], sort: ShoppingSort): T[] {
  const compare: Record<ShoppingSort, (a: ShoppingItem, b: ShoppingItem) => number> = {
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
    // Category sorts are alphabetical by category name, like the name sorts.
    'category-asc': (a, b) => byText(a.category, b.category) || byName(a, b),
    'category-desc': (a, b) => byText(b.category, a.category) || byName(a, b),
    'status-asc': (a, b) => Number(a.isShopped) - Number(b.isShopped) || byName(a, b),
    'status-desc': (a, b) => Number(b.isShopped) - Number(a.isShopped) || byName(a, b),
  };
  return [...items].sort(compare[sort]);
}

/** T: the items as the screen holds them (the API's carry who added and ticked them). */
export interface ShoppingGroup<T extends ShoppingItem = ShoppingItem> {
  key: string;
  /** Upper-case category name, or one of the single-group headings. */
  heading: string;
  emoji: string | null;
  category: CategoryName | null;
  items: T[];
}

/**
 * spec part 1 §2 and §4: name sorts group by category (in the order of CATEGORIES, empty
 * groups left out); category and status sorts show one single group.
 */
export function groupShoppingItems<T extends ShoppingItem>(items: readonly T[], sort: ShoppingSort): ShoppingGroup<T>[] {
  const sorted = sortShoppingItems(items, sort);
  if (sorted.length === 0) return [];
  if (sort === 'category-asc' || sort === 'category-desc') {
    return [{ key: 'category', heading: SORTED_BY_CATEGORY_HEADING, emoji: null, category: null, items: sorted }];
  }
  if (sort === 'status-asc' || sort === 'status-desc') {
    return [{ key: 'status', heading: SORTED_BY_STATUS_HEADING, emoji: null, category: null, items: sorted }];
  }
  return CATEGORIES.map(({ name }) => ({
    key: name,
    heading: name.toUpperCase(),
    emoji: CATEGORY_EMOJI[name],
    category: name,
    items: sorted.filter((item) => item.category === name),
  })).filter((group) => group.items.length > 0);
}

export interface ShoppingFilter {
  search: string;
  category: ShoppingCategoryFilter;
  showCompleted: boolean;
}

/** Search is a trimmed, case-insensitive substring of the name. */
export function filterShoppingItems<T extends ShoppingItem>(items: readonly T[], filter: ShoppingFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.showCompleted || !item.isShopped) &&
      (filter.category === ALL_SHOPPING_CATEGORIES || item.category === filter.category) &&
      (needle === '' || item.name.toLowerCase().includes(needle)),
  );
}

// spec part 1 §2: footer
export function shoppingFooter(shown: number, total: number): string {
  return `Showing ${shown} of ${total} items`;
}

// spec part 1 §4: combining needs at least 2 unchecked items
export const COMBINE_MIN_ITEMS = 2;

/** spec part 1 §2: "Combine Similar" shows only with at least 2 unchecked items. */
export function canCombine(items: readonly Pick<ShoppingItem, 'isShopped'>[]): boolean {
  return items.filter((item) => !item.isShopped).length >= COMBINE_MIN_ITEMS;
}

/** spec part 1 §2: "Clear Completed (n)". */
export function clearCompletedLabel(items: readonly Pick<ShoppingItem, 'isShopped'>[]): string {
  return `Clear Completed (${items.filter((item) => item.isShopped).length})`;
}
