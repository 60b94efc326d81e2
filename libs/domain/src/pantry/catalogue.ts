import {
  AUTOCOMPLETE_MAX_RESULTS,
  AUTOCOMPLETE_MIN_CHARS,
  QUICK_ADD_MAX,
  type CategoryName,
} from '../categories.js';
import { addDays, localDateString } from './dates.js';
import type { PantryStatus } from './pantry-item.js';

/** spec part 1 §3: a built-in pantry catalogue entry; shelf life in days. */
export interface PantryCatalogueEntry {
  name: string;
  category: CategoryName;
  defaultStatus: PantryStatus;
  typicalShelfLife: number;
}

// spec part 1 §4: a suggestion fills the expiration only when the shelf life is 30 days or less
export const SHELF_LIFE_AUTOFILL_MAX_DAYS = 30;
// DECISIONS.md, Categories: quick-add with no category filter takes 4 each from these, capped at 10
export const QUICK_ADD_DEFAULT_CATEGORIES: readonly CategoryName[] = ['Produce', 'Dairy & Eggs', 'Pantry'];
export const QUICK_ADD_PER_DEFAULT_CATEGORY = 4;

const entry = (name: string, category: CategoryName, typicalShelfLife: number): PantryCatalogueEntry => ({
  name,
  category,
  defaultStatus: 'In Stock',
  typicalShelfLife,
});

/**
 * spec part 1 §3: about 60 common items, in the nine categories (DECISIONS.md). Shelf lives
 * are for the usual storage (fridge for fresh food, cupboard for dry goods, unopened).
 * Within a category the commonest come first: quick-add chips take them in this order.
 */
export const PANTRY_CATALOGUE: readonly PantryCatalogueEntry[] = [
  // spec examples: milk 7, eggs 21, butter 30
  entry('Milk', 'Dairy & Eggs', 7),
  entry('Eggs', 'Dairy & Eggs', 21),
  entry('Butter', 'Dairy & Eggs', 30),
  entry('Cheddar Cheese', 'Dairy & Eggs', 28),
  entry('Yogurt', 'Dairy & Eggs', 14),
  entry('Sour Cream', 'Dairy & Eggs', 14),
  entry('Cream Cheese', 'Dairy & Eggs', 14),
  entry('Heavy Cream', 'Dairy & Eggs', 10),
  entry('Parmesan', 'Dairy & Eggs', 60),

  // spec example: bread 5
  entry('Bread', 'Bakery', 5),
  entry('Bagels', 'Bakery', 5),
  entry('Tortillas', 'Bakery', 14),
  entry('Pita Bread', 'Bakery', 5),
  entry('Croissants', 'Bakery', 3),

  entry('Bananas', 'Produce', 5),
  entry('Tomatoes', 'Produce', 7),
  entry('Onions', 'Produce', 30),
  entry('Potatoes', 'Produce', 30),
  entry('Apples', 'Produce', 30),
  entry('Carrots', 'Produce', 21),
  entry('Lettuce', 'Produce', 7),
  entry('Spinach', 'Produce', 5),
  entry('Garlic', 'Produce', 90),
  entry('Lemons', 'Produce', 21),
  entry('Bell Peppers', 'Produce', 10),
  entry('Broccoli', 'Produce', 5),
  entry('Avocados', 'Produce', 4),
  entry('Strawberries', 'Produce', 4),

  // spec examples: rice 730, salt 1825, salsa 180, spices 1095
  entry('Rice', 'Pantry', 730),
  entry('Pasta', 'Pantry', 730),
  entry('Flour', 'Pantry', 365),
  entry('Sugar', 'Pantry', 730),
  entry('Salt', 'Pantry', 1825),
  entry('Olive Oil', 'Pantry', 540),
  entry('Spices', 'Pantry', 1095),
  entry('Black Pepper', 'Pantry', 1095),
  entry('Canned Tomatoes', 'Pantry', 540),
  entry('Canned Beans', 'Pantry', 730),
  entry('Peanut Butter', 'Pantry', 180),
  entry('Honey', 'Pantry', 730),
  entry('Oats', 'Pantry', 365),
  entry('Salsa', 'Pantry', 180),
  entry('Soy Sauce', 'Pantry', 730),
  entry('Chicken Broth', 'Pantry', 365),

  // spec example: chicken breast 2
  entry('Chicken Breast', 'Meat', 2),
  entry('Ground Beef', 'Meat', 2),
  entry('Bacon', 'Meat', 7),
  entry('Pork Chops', 'Meat', 3),
  entry('Sausages', 'Meat', 2),

  entry('Salmon', 'Seafood', 2),
  entry('Shrimp', 'Seafood', 2),
  entry('Cod', 'Seafood', 2),

  // spec example: ice cream 60
  entry('Ice Cream', 'Frozen', 60),
  entry('Frozen Peas', 'Frozen', 240),
  entry('Frozen Berries', 'Frozen', 240),
  entry('Frozen Pizza', 'Frozen', 180),

  entry('Orange Juice', 'Beverages', 7),
  entry('Coffee', 'Beverages', 180),
  entry('Tea', 'Beverages', 540),
  entry('Sparkling Water', 'Beverages', 365),

  entry('Crackers', 'Snacks', 180),
  entry('Potato Chips', 'Snacks', 60),
  entry('Granola Bars', 'Snacks', 180),
  entry('Almonds', 'Snacks', 180),
];

const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * spec part 1 §5: catalogue entries whose name contains the query (case-insensitive), once
 * it has 2 characters; at most 8. Names starting with the query come first, each part alphabetical.
 */
export function pantryNameSuggestions(query: string, limit: number = AUTOCOMPLETE_MAX_RESULTS): PantryCatalogueEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const starts: PantryCatalogueEntry[] = [];
  const contains: PantryCatalogueEntry[] = [];
  for (const candidate of PANTRY_CATALOGUE) {
    const name = candidate.name.toLowerCase();
    if (name.startsWith(needle)) starts.push(candidate);
    else if (name.includes(needle)) contains.push(candidate);
  }
  return [...starts.sort(byName), ...contains.sort(byName)].slice(0, Math.max(0, limit));
}

export interface PantrySuggestionFill {
  name: string;
  status: PantryStatus;
  expirationDate: string | null;
}

/** spec part 1 §4: name and default status; the expiration too when the shelf life is 30 days or less. */
export function applySuggestion(suggestion: PantryCatalogueEntry, today: Date): PantrySuggestionFill {
  return {
    name: suggestion.name,
    status: suggestion.defaultStatus,
    expirationDate:
      suggestion.typicalShelfLife <= SHELF_LIFE_AUTOFILL_MAX_DAYS
        ? addDays(localDateString(today), suggestion.typicalShelfLife)
        : null,
  };
}

/** Quick-add chips for the add form: at most 10 (spec part 1 §5), chosen as DECISIONS.md says. */
export function pantryQuickAddChips(category: CategoryName | null): PantryCatalogueEntry[] {
  if (category !== null) {
    return PANTRY_CATALOGUE.filter((candidate) => candidate.category === category).slice(0, QUICK_ADD_MAX);
  }
  return QUICK_ADD_DEFAULT_CATEGORIES.flatMap((name) =>
    PANTRY_CATALOGUE.filter((candidate) => candidate.category === name).slice(0, QUICK_ADD_PER_DEFAULT_CATEGORY),
  ).slice(0, QUICK_ADD_MAX);
}
