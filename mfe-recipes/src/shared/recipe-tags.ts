import { readinessTag, type IngredientAvailability } from '@mealapp/domain';

/** The tags a recipe shows and filters by: its own, the derived ones, then readiness (spec part 2 §4), each once. */
export function displayTags(own: readonly string[], contentTags: readonly string[], availability: IngredientAvailability | null): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of [...own, ...contentTags, availability ? readinessTag(availability) : null]) {
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
