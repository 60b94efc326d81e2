import { EXPIRING_SOON_DAYS, isExpiringSoon } from './expiry.js';
import type { PantryItem } from './pantry-item.js';

export interface PantrySummary {
  expiringSoon: number;
  lowStock: number;
  outOfStock: number;
}

// spec part 1 §2, Home's Pantry Status card
export const PANTRY_WELL_STOCKED_TEXT = 'Pantry is well stocked';

/**
 * Counts for the Pantry Status card. An Out of Stock item is not counted as expiring: there
 * is nothing left to use up. Expired items are not "expiring soon" either.
 */
export function pantrySummary(
  items: readonly PantryItem[],
  today: Date,
  windowDays: number = EXPIRING_SOON_DAYS,
): PantrySummary {
  let expiringSoon = 0;
  let lowStock = 0;
  let outOfStock = 0;
  for (const item of items) {
    if (item.status === 'Out of Stock') outOfStock += 1;
    else if (isExpiringSoon(item, today, windowDays)) expiringSoon += 1;
    if (item.status === 'Low Stock') lowStock += 1;
  }
  return { expiringSoon, lowStock, outOfStock };
}

/**
 * spec part 1 §2: "N expiring soon • N running low • N out of stock", or "Pantry is well stocked".
 * All three parts are always shown, zeros included, as the spec writes the format; only
 * when all are zero does the well-stocked text replace it.
 */
export function pantryStatusText(summary: PantrySummary): string {
  const { expiringSoon, lowStock, outOfStock } = summary;
  if (expiringSoon === 0 && lowStock === 0 && outOfStock === 0) return PANTRY_WELL_STOCKED_TEXT;
  return `${expiringSoon} expiring soon • ${lowStock} running low • ${outOfStock} out of stock`;
}
