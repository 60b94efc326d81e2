import { readinessTag, type IngredientAvailability } from '@mealapp/domain';

/**
 * The tags a recipe shows and filters by: readiness first (spec part 2 §4; a card shows only three),
 * then its own, then the derived ones, each once.
 */
export function displayTags(own: readonly string[], contentTags: readonly string[], availability: IngredientAvailability | null): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of [availability ? readinessTag(availability) : null, ...own, ...contentTags]) {
    if (!tag) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The first `max` tags and how many more there are (spec part 2 §9: 3 on cards, 4 on the detail hero). */
export function collapsedTags(tags: readonly string[], max: number): { shown: readonly string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
