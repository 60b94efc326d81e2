import type { CategoryName } from '../categories.js';
import { shoppingItemKey } from './item-names.js';
import { addQuantities } from './quantity.js';
import { SHOPPING_QUANTITY_MAX_LENGTH } from '../item-limits.js';
import { COMBINE_MIN_ITEMS } from './shopping-list.js';
import type { ShoppingItem } from './shopping-item.js';

// spec part 1 §4 and §8: combine messages and result modal titles
export const COMBINE_MESSAGES = {
  success: (originalCount: number, combinedCount: number) =>
    `Successfully combined ${originalCount} items into ${combinedCount} items!`,
  nothingToCombine: 'No similar items found to combine.',
  tooFewItems: 'You need at least 2 items to combine',
  failed: 'Failed to combine items. Please try again.',
} as const;

export const COMBINE_RESULT_TITLES = { combined: 'Items Combined', failed: 'Combination Failed' } as const;

export interface CombinedItem {
  name: string;
  quantity: string | null;
  category: CategoryName;
}

/** spec part 1 §3: one combination of the combine result. */
export interface Combination {
  originalItems: string[];
  combinedItem: CombinedItem;
  notes: string;
}

/** What the server writes: update each `keep` row, delete the `remove` rows. Not shown to users. */
export interface CombinePlan {
  keep: (CombinedItem & { id: number })[];
  remove: number[];
}

/** Which of the three results it is, so callers never compare message texts. */
export const COMBINE_OUTCOMES = ['combined', 'nothingToCombine', 'tooFewItems'] as const;
export type CombineOutcome = (typeof COMBINE_OUTCOMES)[number];

/** spec part 1 §3: combine result, plus the outcome and the plan. */
export interface CombineResult {
  success: boolean;
  outcome: CombineOutcome;
  message: string;
  originalCount: number;
  combinedCount: number;
  combinations: Combination[];
  plan: CombinePlan;
}

function notesFor(group: readonly ShoppingItem[], sum: ReturnType<typeof addQuantities>): string {
  const spellings = new Set(group.map((item) => item.name.trim().toLowerCase()));
  const notes = [
    spellings.size > 1
      ? `Merged ${group.length} entries naming the same item.`
      : `Merged ${group.length} duplicate entries.`,
  ];
  if (sum.converted) notes.push('Converted units before adding quantities.');
  else if (sum.added) notes.push('Added quantities.');
  if (sum.sideBySide) notes.push('Listed quantities that cannot be added side by side.');
  return notes.join(' ');
}

/**
 * spec part 1 §4: combines unchecked items that name the same thing (see shoppingItemKey:
 * case, spacing, singular/plural and synonyms). Each group becomes its first item, with
 * that item's trimmed name and category and the quantities added (see addQuantities).
 * Checked items are never touched. A group whose quantities, listed side by side, would outgrow
 * SHOPPING_QUANTITY_MAX_LENGTH ("2 lb + 3 cups + a few + …") is left as it is rather than cut short.
 *
 * Outcomes: fewer than 2 unchecked items -> success false with the "at least 2" message;
 * nothing similar -> success true, no combinations, "No similar items found to combine."
 * (the request worked, there was just nothing to do; the modal title then reads
 * "Combination Failed", see combineResultTitle); otherwise success with the counts of
 * unchecked items before and after. Running it again on its own result combines nothing.
 */
export function combineSimilar(items: readonly ShoppingItem[]): CombineResult {
  const unchecked = items.filter((item) => !item.isShopped);
  const originalCount = unchecked.length;
  const empty = { combinations: [], plan: { keep: [], remove: [] } };
  if (originalCount < COMBINE_MIN_ITEMS) {
    return {
      success: false,
      outcome: 'tooFewItems',
      message: COMBINE_MESSAGES.tooFewItems,
      originalCount,
      combinedCount: originalCount,
      ...empty,
    };
  }

  const groups = new Map<string, ShoppingItem[]>();
  for (const item of unchecked) {
    const key = shoppingItemKey(item.name);
    // Items without a usable name are left alone rather than merged with each other.
    const groupKey = key === '' ? `id:${item.id}` : key;
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), item]);
  }

  const combinations: Combination[] = [];
  const plan: CombinePlan = { keep: [], remove: [] };
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const [first, ...others] = group;
    const sum = addQuantities(group.map((item) => item.quantity));
    if ((sum.quantity?.length ?? 0) > SHOPPING_QUANTITY_MAX_LENGTH) continue;
    const combinedItem: CombinedItem = { name: first.name.trim(), quantity: sum.quantity, category: first.category };
    combinations.push({
      originalItems: group.map((item) => item.name.trim()),
      combinedItem,
      notes: notesFor(group, sum),
    });
    plan.keep.push({ id: first.id, ...combinedItem });
    plan.remove.push(...others.map((item) => item.id));
  }

  const combinedCount = originalCount - plan.remove.length;
  if (combinations.length === 0) {
    return { success: true, outcome: 'nothingToCombine', message: COMBINE_MESSAGES.nothingToCombine, originalCount, combinedCount, ...empty };
  }
  return {
    success: true,
    outcome: 'combined',
    message: COMBINE_MESSAGES.success(originalCount, combinedCount),
    originalCount,
    combinedCount,
    combinations,
    plan,
  };
}

/** spec part 1 §2: the result modal's title. */
export function combineResultTitle(result: Pick<CombineResult, 'success' | 'combinations'>): string {
  return result.success && result.combinations.length > 0
    ? COMBINE_RESULT_TITLES.combined
    : COMBINE_RESULT_TITLES.failed;
}

/** Applies a plan to a list, as the server does to its rows (used by clients for optimistic updates and by tests). */
export function applyCombinePlan<T extends ShoppingItem>(items: readonly T[], plan: CombinePlan): T[] {
  const removed = new Set(plan.remove);
  const kept = new Map(plan.keep.map((row) => [row.id, row]));
  return items
    .filter((item) => !removed.has(item.id))
    .map((item) => {
      const row = kept.get(item.id);
      return row ? { ...item, name: row.name, quantity: row.quantity, category: row.category } : item;
    });
}
