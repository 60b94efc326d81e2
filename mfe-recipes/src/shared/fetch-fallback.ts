// A module of its own: the list's hooks are also Home's cards', which would otherwise carry every
// screen's texts (messages.ts) for this one.

/** spec part 2 §8: the list's fallback when an answer carries no error text. */
export const FETCH_RECIPES_FALLBACK = 'Failed to fetch recipes';
