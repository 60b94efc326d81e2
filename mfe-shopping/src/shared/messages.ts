import { ITEM_NAME_MESSAGES } from '@mealapp/domain';

// spec part 1 §2 and §8: the shopping screen's texts, as written.
export const SHOPPING_TEXT = {
  title: 'Shopping List',
  subtitle: 'Auto-generated & categorized',
  searchPlaceholder: 'Search items...',
  showCompleted: 'Show completed items',
  combine: 'Combine Similar',
  addTitle: 'Add New Item',
  editTitle: 'Edit Item',
  addSubmit: 'Add Item',
  editSubmit: 'Save',
  nameRequired: ITEM_NAME_MESSAGES.required,
  autoAddHint: 'Checked items are added to your pantry',
  cardTitle: 'Shopping List',
  cardAllDone: 'All shopping complete!',
  cardActionBadge: 'Action needed',
  cardDoneBadge: 'Complete',
} as const;

/** spec part 1 §2: "N items needed" on Home (one item reads "1 item needed"). */
export function itemsNeededText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} needed`;
}

// spec part 1 §8: fallbacks when the answer carries no error text of its own
export const SHOPPING_ERRORS = {
  fetch: 'Failed to fetch shopping items',
  create: 'Failed to create shopping item',
  update: 'Failed to update shopping item',
  delete: 'Failed to delete shopping item',
  toggle: 'Failed to toggle shopping item',
  clear: 'Failed to clear completed items',
  combine: 'Failed to combine similar items',
} as const;
