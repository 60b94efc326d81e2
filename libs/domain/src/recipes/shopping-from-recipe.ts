import type { CategoryName } from '../categories.js';
import { scaleIngredient } from '../cooking/servings.js';
import { ITEM_NAME_MAX_LENGTH, SHOPPING_QUANTITY_MAX_LENGTH } from '../item-limits.js';
import { PANTRY_CATALOGUE } from '../pantry/catalogue.js';
import { SHOPPING_CATALOGUE } from '../shopping/catalogue.js';
import { shoppingItemKey } from '../shopping/item-names.js';
import { addQuantities } from '../shopping/quantity.js';
import {
  BAKERY_WORDS,
  BEVERAGE_WORDS,
  MEAT_WORDS,
  PRODUCE_WORDS,
  SEAFOOD_WORDS,
  SNACK_WORDS,
  headIn,
  isDairy,
  type KeyWords,
} from './food-words.js';
import { ingredientMatchKey } from './ingredient-key.js';
import type { MatchedIngredient } from './matching.js';

/** A shopping item to add, as POST /api/shopping takes it. */
export interface ShoppingItemDraft {
  name: string;
  quantity: string;
  category: CategoryName;
}

// spec part 2 §4: the category when no keyword says otherwise
export const RECIPE_SHOPPING_DEFAULT_CATEGORY: CategoryName = 'Pantry';

// The catalogues already know where their items belong: "Olive Oil" is Pantry, "Bell Peppers" Produce.
// The shopping catalogue comes first, so fresh "Tomatoes" (Produce) win over "Canned Tomatoes".
const CATALOGUE_CATEGORIES = new Map<string, CategoryName>();
for (const entry of [...SHOPPING_CATALOGUE, ...PANTRY_CATALOGUE]) {
  const key = ingredientMatchKey(entry.name);
  if (!CATALOGUE_CATEGORIES.has(key)) CATALOGUE_CATEGORIES.set(key, entry.category);
}

// Keywords on the head of the key: "chicken" is Meat, "chicken broth" is not.
const HEAD_CATEGORIES: readonly [CategoryName, (key: KeyWords) => boolean][] = [
  ['Meat', (key) => headIn(key, MEAT_WORDS)],
  ['Seafood', (key) => headIn(key, SEAFOOD_WORDS)],
  ['Dairy & Eggs', (key) => isDairy(key) || key.join(' ') === 'egg'],
  ['Produce', (key) => headIn(key, PRODUCE_WORDS) || key.join(' ') === 'bell pepper'],
  ['Bakery', (key) => headIn(key, BAKERY_WORDS)],
  ['Beverages', (key) => headIn(key, BEVERAGE_WORDS)],
  ['Snacks', (key) => headIn(key, SNACK_WORDS)],
];

/**
 * spec part 2 §4: the category guessed from keywords, Pantry by default. Anything called frozen
 * is Frozen; then the pantry and shopping catalogues' own category for that food; then the
 * keywords above.
 */
export function recipeIngredientCategory(name: string): CategoryName {
  if (/\bfrozen\b/i.test(name)) return 'Frozen';
  const key = ingredientMatchKey(name);
  const known = CATALOGUE_CATEGORIES.get(key);
  if (known) return known;
  const words = key.split(' ');
  return HEAD_CATEGORIES.find(([, test]) => test(words))?.[0] ?? RECIPE_SHOPPING_DEFAULT_CATEGORY;
}

const clip = (text: string, max: number) => text.slice(0, max).trim();

/**
 * spec part 2 §4: the shopping item for a recipe ingredient. Quantity is the amount and unit when
 * both exist, else the amount, else '1'. Name and quantity are cut to what the shopping list holds.
 */
export function shoppingItemFromIngredient(ingredient: {
  name: string;
  amount?: string | null;
  unit?: string | null;
}): ShoppingItemDraft {
  const amount = (ingredient.amount ?? '').trim();
  const unit = (ingredient.unit ?? '').trim();
  const quantity = amount === '' ? '1' : unit === '' ? amount : `${amount} ${unit}`;
  return {
    name: clip(ingredient.name.trim(), ITEM_NAME_MAX_LENGTH),
    quantity: clip(quantity, SHOPPING_QUANTITY_MAX_LENGTH),
    category: recipeIngredientCategory(ingredient.name),
  };
}

/** A recipe written for `from` servings, shopped for `to` (a planned meal's or the detail screen's servings). */
export interface ServingsChange {
  from: number | null;
  to: number;
}

/**
 * Issue 26: the shopping items for a recipe's ingredients at the servings being cooked, scaled as
 * the recipe screen shows them (scaleIngredient). A recipe without servings cannot be scaled and
 * is shopped as written, as is every recipe when no servings are given.
 */
export function shoppingItemsFromIngredients(
  ingredients: readonly { name: string; amount?: string | null; unit?: string | null }[],
  servings?: ServingsChange | null,
): ShoppingItemDraft[] {
  const from = servings?.from ?? null;
  return ingredients.map((ingredient) =>
    shoppingItemFromIngredient(servings && from !== null ? scaleIngredient(ingredient, from, servings.to) : ingredient),
  );
}

export type RecipeShoppingScope = 'needed' | 'all';

/** spec part 2 §4: 'Add needed' takes missing and low ingredients; 'Add all' takes every one. */
export function ingredientsToShop<T>(matched: readonly MatchedIngredient<T>[], scope: RecipeShoppingScope): T[] {
  return matched.filter((each) => scope === 'all' || each.status !== 'available').map((each) => each.ingredient);
}

export interface ShoppingAddPlan {
  create: ShoppingItemDraft[];
  /** Pending items that get the added quantity, with their new quantity. */
  merge: { id: number; quantity: string }[];
}

/**
 * Adding a recipe's items to the shopping list: an item whose name is already pending (the shopping
 * list's own rule for the same item, shoppingItemKey) gets the quantities added to it (addQuantities),
 * and items of one name within the recipe become one. Checked items are not pending. A sum that
 * would outgrow the quantity field is not merged: the item is added on its own instead.
 */
export function planShoppingAdds(
  items: readonly ShoppingItemDraft[],
  pendingList: readonly { id: number; name: string; quantity: string | null; isShopped?: boolean }[],
): ShoppingAddPlan {
  const pending = new Map<string, { id: number; quantity: string | null; added: string[] }>();
  for (const item of pendingList) {
    const key = shoppingItemKey(item.name);
    if (item.isShopped || key === '' || pending.has(key)) continue;
    pending.set(key, { id: item.id, quantity: item.quantity, added: [] });
  }
  const created = new Map<string, { item: ShoppingItemDraft; quantities: string[] }>();
  const create: { item: ShoppingItemDraft; quantities: string[] }[] = [];
  const sum = (quantities: readonly (string | null)[]) => addQuantities(quantities).quantity ?? '';
  const fits = (quantities: readonly (string | null)[]) => sum(quantities).length <= SHOPPING_QUANTITY_MAX_LENGTH;

  for (const item of items) {
    const key = shoppingItemKey(item.name);
    const target = key === '' ? undefined : pending.get(key);
    if (target && fits([target.quantity, ...target.added, item.quantity])) {
      target.added.push(item.quantity);
      continue;
    }
    const earlier = key === '' ? undefined : created.get(key);
    if (earlier && fits([...earlier.quantities, item.quantity])) {
      earlier.quantities.push(item.quantity);
      continue;
    }
    const entry = { item, quantities: [item.quantity] };
    create.push(entry);
    if (key !== '' && !earlier) created.set(key, entry);
  }

  return {
    create: create.map(({ item, quantities }) => ({ ...item, quantity: quantities.length > 1 ? sum(quantities) : item.quantity })),
    merge: [...pending.values()]
      .filter((target) => target.added.length > 0)
      .map((target) => ({ id: target.id, quantity: sum([target.quantity, ...target.added]) })),
  };
}
