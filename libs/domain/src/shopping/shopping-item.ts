import type { CategoryName } from '../categories.js';
import type { Person } from '../households/households.js';

/** spec part 1 §3: shopping item. */
export interface ShoppingItem {
  id: number;
  name: string;
  quantity: string | null;
  category: CategoryName;
  isShopped: boolean;
}

/**
 * A shopping item as a household's members see it: who added it, who ticked it (null while
 * pending) and who changed it last. A person who has since deleted their account shows as null.
 */
export interface AttributedShoppingItem extends ShoppingItem {
  addedBy: Person | null;
  checkedBy: Person | null;
  updatedBy: Person | null;
}

// spec part 1 §5: category defaults to Produce
export const DEFAULT_SHOPPING_CATEGORY: CategoryName = 'Produce';

// spec part 1 §2: each category group shows an emoji
export const CATEGORY_EMOJI: Readonly<Record<CategoryName, string>> = {
  'Dairy & Eggs': '🥛',
  Bakery: '🍞',
  Produce: '🥬',
  Pantry: '🥫',
  Meat: '🥩',
  Seafood: '🐟',
  Frozen: '🧊',
  Beverages: '🥤',
  Snacks: '🍿',
};

/** The category select and quick add offer "All" besides the nine categories. */
export const ALL_SHOPPING_CATEGORIES = 'All';
export type ShoppingCategoryFilter = CategoryName | typeof ALL_SHOPPING_CATEGORIES;
