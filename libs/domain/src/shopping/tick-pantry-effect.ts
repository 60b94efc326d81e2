import type { AppSettings } from '../app-settings.js';
import type { CategoryName } from '../categories.js';
import type { PantryItem, PantryStatus } from '../pantry/pantry-item.js';

/** What ticking or unticking a shopping item does to the pantry. */
export type TickPantryEffect =
  | { kind: 'none' }
  | { kind: 'add'; item: { name: string; status: 'In Stock'; category: CategoryName | null } }
  | { kind: 'setStatus'; ids: number[]; status: PantryStatus };

/** Pantry and shopping names match trimmed and case-insensitively (spec part 1 §4). */
export function pantryNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * spec part 1 §4, run on the server in the toggle's transaction (DECISIONS.md):
 * - ticked, with autoAddShoppedToPantry: an item of that name already stocked (In Stock or Low
 *   Stock) is left alone; else the first Out of Stock one becomes In Stock; else the item is added
 *   as In Stock with the shopping item's category;
 * - unticked, with both settings on: every In Stock item of that name becomes Out of Stock.
 * `pantry` may be the whole pantry or only the items of that name.
 */
export function tickPantryEffect(
  pantry: readonly Pick<PantryItem, 'id' | 'name' | 'status'>[],
  shopped: { name: string; category: CategoryName | null; isShopped: boolean },
  settings: Pick<AppSettings, 'autoAddShoppedToPantry' | 'autoUpdatePantryOnUncheck'>,
): TickPantryEffect {
  if (!settings.autoAddShoppedToPantry) return { kind: 'none' };
  const key = pantryNameKey(shopped.name);
  const matches = pantry.filter((item) => pantryNameKey(item.name) === key);
  if (shopped.isShopped) {
    if (matches.some((item) => item.status !== 'Out of Stock')) return { kind: 'none' };
    if (matches.length > 0) return { kind: 'setStatus', ids: [matches[0].id], status: 'In Stock' };
    return { kind: 'add', item: { name: shopped.name.trim(), status: 'In Stock', category: shopped.category } };
  }
  if (!settings.autoUpdatePantryOnUncheck) return { kind: 'none' };
  const inStock = matches.filter((item) => item.status === 'In Stock').map((item) => item.id);
  return inStock.length > 0 ? { kind: 'setStatus', ids: inStock, status: 'Out of Stock' } : { kind: 'none' };
}
