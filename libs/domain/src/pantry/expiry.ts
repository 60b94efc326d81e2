import { daysUntil, isDateString } from './dates.js';
import type { PantryItem } from './pantry-item.js';

// spec part 1 §4 and §9: expiring-soon window, 7 days by default
export const EXPIRING_SOON_DAYS = 7;

export type ExpiryTone = 'red' | 'orange' | 'amber' | 'neutral';
export interface ExpiryLabel {
  text: string;
  tone: ExpiryTone;
}

let plainDate: Intl.DateTimeFormat | undefined;

/**
 * "The plain date" of spec part 1 §4, written "Mar 14, 2027": month names read the same
 * whatever the user's day/month order, and the year matters for long shelf lives.
 * Formatted in UTC because the string is already a calendar date; no zone may shift it.
 */
export function formatPlainDate(dateString: string): string {
  // Made on first use, not when the module loads: building a formatter took longer than the rest of
  // Home's Pantry Status card, which loads this module and never formats a date (bench (f)).
  plainDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return plainDate.format(new Date(`${dateString}T00:00:00Z`));
}

/** spec part 1 §4: the expiry note by days left; null when the item has no (valid) date. */
export function expiryLabel(expirationDate: string | null, today: Date): ExpiryLabel | null {
  if (expirationDate === null || !isDateString(expirationDate)) return null;
  const days = daysUntil(expirationDate, today);
  if (days < 0) return { text: 'Expired', tone: 'red' };
  if (days === 0) return { text: 'Expires today', tone: 'red' };
  if (days === 1) return { text: 'Expires tomorrow', tone: 'orange' };
  if (days <= 3) return { text: `Expires in ${days} days`, tone: 'orange' };
  if (days <= 7) return { text: `Expires in ${days} days`, tone: 'amber' };
  return { text: formatPlainDate(expirationDate), tone: 'neutral' };
}

type Dated = Pick<PantryItem, 'expirationDate'>;

/** spec part 1 §4: the date lies between today and today plus N days, both included. */
export function isExpiringSoon(item: Dated, today: Date, windowDays: number = EXPIRING_SOON_DAYS): boolean {
  if (item.expirationDate === null || !isDateString(item.expirationDate)) return false;
  const days = daysUntil(item.expirationDate, today);
  return days >= 0 && days <= windowDays;
}

/** spec part 1 §4: the date is before today. */
export function isExpired(item: Dated, today: Date): boolean {
  if (item.expirationDate === null || !isDateString(item.expirationDate)) return false;
  return daysUntil(item.expirationDate, today) < 0;
}
