import type { CategoryName } from '../categories.js';
import type { Person } from '../households/households.js';

// spec part 1 §3: the three stock statuses
export const PANTRY_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type PantryStatus = (typeof PANTRY_STATUSES)[number];

export function isPantryStatus(value: unknown): value is PantryStatus {
  return typeof value === 'string' && (PANTRY_STATUSES as readonly string[]).includes(value);
}

/** spec part 1 §3; the category is one of the nine (DECISIONS.md) or null for Uncategorized. */
export interface PantryItem {
  id: number;
  name: string;
  status: PantryStatus;
  category: CategoryName | null;
  /** A calendar date, YYYY-MM-DD, or null when the item has none. */
  expirationDate: string | null;
}

/** A pantry item as a household's members see it: who changed it last (or added it, if nobody since). */
export interface AttributedPantryItem extends PantryItem {
  updatedBy: Person | null;
}
