// spec part 2 §9: swipe delete on a recipe card over 100 px; the drag starts after more than 10 px and 100 ms
export const RECIPE_SWIPE = { startDistancePx: 10, startDelayMs: 100, deletePx: 100 } as const;
// spec part 2 §9: bottom sheet dismiss 80 px
export const SHEET_DISMISS_PX = 80;
// spec part 2 §9: collapsed tags on cards 3; detail hero tags 4
export const CARD_TAGS = 3;
export const HERO_TAGS = 4;
// spec part 2 §4: the readiness tag Home's Cook Tonight card links to
export const READY_TO_COOK = 'Ready to Cook';
