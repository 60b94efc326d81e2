/** Pantry and shopping item names: where the forms stop and beyond which the server refuses (the columns hold 100). */
export const ITEM_NAME_MAX_LENGTH = 100;
export const SHOPPING_QUANTITY_MAX_LENGTH = 60;

export const ITEM_NAME_MESSAGES = {
  // spec part 1 §5: name is required (trimmed) for pantry and shopping items
  required: 'Name is required',
  tooLong: `Name must be at most ${ITEM_NAME_MAX_LENGTH} characters`,
} as const;

/** The name rule as one check, so a missing, blank or non-text name always reads "Name is required". */
export function itemNameError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return ITEM_NAME_MESSAGES.required;
  if (value.trim().length > ITEM_NAME_MAX_LENGTH) return ITEM_NAME_MESSAGES.tooLong;
  return null;
}

// Swipe-to-delete thresholds, in the shape libs/ui's SwipeToDelete takes.
// spec part 1 §4 and §9: pantry swipe-delete, 15 px after more than 120 ms, deletes beyond 120 px
export const PANTRY_SWIPE = { startDistancePx: 15, startDelayMs: 120, deletePx: 120 } as const;
// spec part 1 §4 and §9: shopping swipe-delete, drag after more than 10 px and 100 ms, deletes beyond 100 px
export const SHOPPING_SWIPE = { startDistancePx: 10, startDelayMs: 100, deletePx: 100 } as const;
