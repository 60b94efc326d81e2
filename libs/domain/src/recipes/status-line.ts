import type { IngredientAvailability } from './matching.js';

/**
 * spec part 2 §4: "Ready in {time} min" or "Time varies", then " • All ingredients available",
 * " • Check N low stock item(s)", or " • Missing N ingredient(s)" plus ", N low stock". The
 * "(s)" is the spec's text, kept as written. A cook time that is not a positive number varies.
 */
export function recipeStatusLine(
  cookTime: number | null | undefined,
  availability: Pick<IngredientAvailability, 'missing' | 'lowStock'>,
): string {
  const time = typeof cookTime === 'number' && Number.isFinite(cookTime) && cookTime > 0 ? `Ready in ${cookTime} min` : 'Time varies';
  const { missing, lowStock } = availability;
  if (missing > 0) return `${time} • Missing ${missing} ingredient(s)${lowStock > 0 ? `, ${lowStock} low stock` : ''}`;
  if (lowStock > 0) return `${time} • Check ${lowStock} low stock item(s)`;
  return `${time} • All ingredients available`;
}
