import { tagKey } from './filters.js';

// spec part 2 §9: a fixed list of about 32 tags (diets, cuisines, meals, methods, levels,
// seasons). The diets, meals, levels and seasons are the filter panel's options; the cuisines are
// the preferences screen's eight.
export const RECIPE_TAGS = [
  'Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb', 'Paleo',
  'Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French',
  'Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert',
  'Baked', 'Grilled', 'One-Pot', 'Slow Cooker', 'Stir-Fry',
  'Beginner', 'Intermediate', 'Advanced',
  'Spring', 'Summer', 'Fall', 'Winter',
] as const;

export type RecipeTag = (typeof RECIPE_TAGS)[number];

// spec part 2 §9: at most 6 tag suggestions
export const TAG_SUGGESTIONS_MAX = 6;

/**
 * spec part 2 §2: up to 6 tags from the fixed list for what is typed in the tag box, leaving out
 * tags the recipe already has. Tags starting with the text come first; empty text offers the
 * first unused tags. Case, spaces and hyphens do not matter ("low carb" finds "Low-Carb").
 */
export function suggestRecipeTags(input: string, existing: readonly string[]): RecipeTag[] {
  const needle = tagKey(input);
  const taken = new Set(existing.map(tagKey));
  const open = RECIPE_TAGS.filter((tag) => !taken.has(tagKey(tag)) && tagKey(tag).includes(needle));
  const starting = open.filter((tag) => tagKey(tag).startsWith(needle));
  const others = open.filter((tag) => !tagKey(tag).startsWith(needle));
  return [...starting, ...others].slice(0, TAG_SUGGESTIONS_MAX);
}
