import { ingredientMatchKey } from './ingredient-key.js';

/** The pantry as matching sees it: the keys of what is in stock and of what runs low. */
export interface PantryIndex {
  inStock: ReadonlySet<string>;
  lowStock: ReadonlySet<string>;
}

/**
 * spec part 2 §4: Out of Stock items are ignored. When one food is both In Stock and Low Stock
 * (two pantry rows), In Stock wins: there is some of it that is not running low.
 */
export function indexPantry(items: readonly { name: string; status: string }[]): PantryIndex {
  const inStock = new Set<string>();
  const lowStock = new Set<string>();
  for (const item of items) {
    const key = ingredientMatchKey(item.name);
    if (key === '') continue;
    if (item.status === 'In Stock') inStock.add(key);
    else if (item.status === 'Low Stock') lowStock.add(key);
  }
  for (const key of inStock) lowStock.delete(key);
  return { inStock, lowStock };
}

export type IngredientMatchStatus = 'available' | 'low' | 'missing';

/** spec part 2 §2: the Ingredient Status card and the card badges. */
export interface IngredientAvailability {
  total: number;
  available: number;
  missing: number;
  lowStock: number;
  /** Share of ingredients present (available or low), 0 to 100; 100 for a recipe without ingredients. */
  percent: number;
}

export interface MatchedIngredient<T> {
  ingredient: T;
  status: IngredientMatchStatus;
}

export interface IngredientMatch<T> {
  ingredients: MatchedIngredient<T>[];
  availability: IngredientAvailability;
}

function ingredientStatus(key: string, pantry: PantryIndex): IngredientMatchStatus {
  if (key !== '' && pantry.inStock.has(key)) return 'available';
  if (key !== '' && pantry.lowStock.has(key)) return 'low';
  return 'missing';
}

/**
 * The summary of a recipe's statuses. Percent (spec part 2 §4 leaves the formula open) counts a
 * low-stock ingredient as present: it is in the pantry, and the readiness tag and the status line
 * already say "check quantities". round(100 * (available + low) / total).
 */
export function ingredientAvailability(statuses: readonly IngredientMatchStatus[]): IngredientAvailability {
  const count = (status: IngredientMatchStatus) => statuses.filter((each) => each === status).length;
  const total = statuses.length;
  const available = count('available');
  const lowStock = count('low');
  const percent = total === 0 ? 100 : Math.round((100 * (available + lowStock)) / total);
  return { total, available, missing: count('missing'), lowStock, percent };
}

/**
 * spec part 2 §4: each ingredient is available (an In Stock pantry item has its key), low (a
 * Low Stock one has) or missing. An ingredient that carries its stored `matchKey` is not keyed again.
 */
export function matchIngredients<T extends { name: string; matchKey?: string | null }>(
  ingredients: readonly T[],
  pantry: PantryIndex,
): IngredientMatch<T> {
  const matched = ingredients.map((ingredient) => ({
    ingredient,
    status: ingredientStatus(ingredient.matchKey ?? ingredientMatchKey(ingredient.name), pantry),
  }));
  return { ingredients: matched, availability: ingredientAvailability(matched.map((each) => each.status)) };
}
