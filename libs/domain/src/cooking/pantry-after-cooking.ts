import type { PantryStatus } from '../pantry/pantry-item.js';
import { ingredientMatchKey } from '../recipes/ingredient-key.js';

export interface PantryChangeOffer<P> {
  item: P;
  /** What the app proposes; the user confirms each offer or picks the other status. */
  status: Exclude<PantryStatus, 'In Stock'>;
}

/**
 * Issue 26, "I cooked this": the pantry items the cooked ingredients came from, each offered once,
 * in the recipe's ingredient order. What was In Stock is offered as Low Stock (there is usually
 * some left), what was Low Stock as Out of Stock; what is Out of Stock already is not offered.
 * Items match ingredients by the same key as the recipe's ingredient status (ingredientMatchKey).
 */
export function pantryChangesAfterCooking<P extends { name: string; status: PantryStatus }>(
  cooked: readonly { name: string; matchKey?: string | null }[],
  pantry: readonly P[],
): PantryChangeOffer<P>[] {
  const pantryKeys = pantry.map((item) => ingredientMatchKey(item.name));
  const offered = new Set<number>();
  const offers: PantryChangeOffer<P>[] = [];
  for (const ingredient of cooked) {
    const key = ingredient.matchKey || ingredientMatchKey(ingredient.name);
    if (key === '') continue;
    pantry.forEach((item, index) => {
      if (pantryKeys[index] !== key || offered.has(index) || item.status === 'Out of Stock') return;
      offered.add(index);
      offers.push({ item, status: item.status === 'In Stock' ? 'Low Stock' : 'Out of Stock' });
    });
  }
  return offers;
}
