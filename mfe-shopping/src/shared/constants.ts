import type { SwipeThresholds } from '@mealapp/ui';

// spec part 1 §4 and §9: shopping swipe-delete, drag after more than 10 px and 100 ms, deletes beyond 100 px
export const SHOPPING_SWIPE: SwipeThresholds = { startDistancePx: 10, startDelayMs: 100, deletePx: 100 };

// Sane bounds for typed text; the server refuses longer ones too.
export const SHOPPING_NAME_MAX_LENGTH = 100;
export const SHOPPING_QUANTITY_MAX_LENGTH = 60;
