import { ITEM_NAME_MESSAGES } from '@mealapp/domain';

// spec part 1 §2 and §8: the pantry screen's texts, as written.
export const PANTRY_TEXT = {
  title: 'Smart Pantry',
  subtitle: 'Track ingredients & expiration dates',
  searchPlaceholder: 'Search pantry items...',
  emptyTitle: 'Your pantry is empty',
  emptyMessage: 'Add some items to get started!',
  noMatchTitle: 'No items match your search',
  noMatchMessage: 'Try a different search term',
  addTitle: 'Add New Item',
  addSubmit: 'Add Item',
  autofillTip: 'Tip: pick a suggestion to fill in status and a typical expiry date.',
  nameRequired: ITEM_NAME_MESSAGES.required,
  cardTitle: 'Pantry Status',
} as const;

// spec part 1 §8: fallbacks when the answer carries no error text of its own
export const PANTRY_ERRORS = {
  fetch: 'Failed to fetch pantry items',
  create: 'Failed to create pantry item',
  update: 'Failed to update pantry item',
  delete: 'Failed to delete pantry item',
} as const;
