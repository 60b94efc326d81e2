/**
 * The one category vocabulary for pantry and shopping (DECISIONS.md, Categories: it
 * replaces the spec's second pantry reading, part 1 §3).
 */
// spec part 1 §3: fixed list, ids 1 to 9, in this order
export const CATEGORIES = [
  { id: 1, name: 'Dairy & Eggs' },
  { id: 2, name: 'Bakery' },
  { id: 3, name: 'Produce' },
  { id: 4, name: 'Pantry' },
  { id: 5, name: 'Meat' },
  { id: 6, name: 'Seafood' },
  { id: 7, name: 'Frozen' },
  { id: 8, name: 'Beverages' },
  { id: 9, name: 'Snacks' },
] as const satisfies readonly { id: number; name: string }[];

export type Category = (typeof CATEGORIES)[number];
export type CategoryName = Category['name'];
export type CategoryId = Category['id'];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((category) => category.name);

/** spec part 1 §2: a pantry item with no category is shown under this heading. */
export const UNCATEGORIZED = 'Uncategorized';
export type CategoryGroupName = CategoryName | typeof UNCATEGORIZED;

export function isCategoryName(value: unknown): value is CategoryName {
  return typeof value === 'string' && (CATEGORY_NAMES as readonly string[]).includes(value);
}

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

// Limits shared by the pantry and shopping add forms.
// spec part 1 §5 and §9: name autocomplete from 2 characters, at most 8 matches
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_RESULTS = 8;
// spec part 1 §5 and §9: quick-add chips, at most 10
export const QUICK_ADD_MAX = 10;
