// spec part 2 §9: the filter panel's groups and their options, in this order
export const RECIPE_FILTER_GROUPS = [
  { id: 'availability', label: 'Availability', options: ['Ready to Cook', 'Check Quantities'] },
  { id: 'difficulty', label: 'Difficulty', options: ['Beginner', 'Intermediate', 'Advanced'] },
  { id: 'meal', label: 'Meal', options: ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'] },
  { id: 'dietary', label: 'Dietary', options: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb'] },
  { id: 'cuisine', label: 'Cuisine', options: ['Italian', 'Asian', 'Mexican', 'American', 'Mediterranean', 'Indian'] },
  { id: 'time', label: 'Time', options: ['Quick (< 30 min)', 'Medium (30-60 min)', 'Long (> 60 min)'] },
  { id: 'season', label: 'Season', options: ['Spring', 'Summer', 'Fall', 'Winter'] },
] as const;

export type RecipeFilterGroup = (typeof RECIPE_FILTER_GROUPS)[number];
export type RecipeFilterGroupId = RecipeFilterGroup['id'];
export type RecipeFilterTag = RecipeFilterGroup['options'][number];

/** Tags compare without case, spaces or hyphens: "gluten free" is "Gluten-Free". */
export function tagKey(tag: string): string {
  return tag.toLowerCase().replace(/[^\p{L}\p{N}<>]+/gu, '');
}

/**
 * spec part 2 §2: a recipe shows when, for every group with a selected option, it has at least
 * one of them (AND across groups, OR within a group). Selected tags outside the groups (a category
 * chip, a `?tag=` link) form one more group of their own.
 */
export function recipeMatchesFilters(recipeTags: readonly string[], selected: readonly string[]): boolean {
  const has = new Set(recipeTags.map(tagKey));
  const wanted = new Set(selected.map(tagKey));
  const groups: string[][] = RECIPE_FILTER_GROUPS.map((group) => group.options.map(tagKey).filter((option) => wanted.has(option)));
  const grouped = new Set(RECIPE_FILTER_GROUPS.flatMap((group) => group.options.map(tagKey)));
  groups.push([...wanted].filter((option) => !grouped.has(option)));
  return groups.every((options) => options.length === 0 || options.some((option) => has.has(option)));
}
