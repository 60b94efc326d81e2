import type { SwipeThresholds } from '@mealapp/ui';

// spec part 1 §4 and §9: pantry swipe-delete, 15 px after more than 120 ms, deletes beyond 120 px
export const PANTRY_SWIPE: SwipeThresholds = { startDistancePx: 15, startDelayMs: 120, deletePx: 120 };

// Sane bound for a typed name; the server refuses longer ones too.
export const PANTRY_NAME_MAX_LENGTH = 100;
