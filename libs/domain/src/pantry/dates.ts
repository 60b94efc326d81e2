/**
 * Expiration dates are calendar dates (YYYY-MM-DD) in the user's local time zone. They are
 * compared by calendar fields, never by 24-hour slices, so DST changes and late-evening
 * times cannot shift a day.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date, or NaN when the string is not a real YYYY-MM-DD date. */
function dayNumber(dateString: string): number {
  const match = DATE_PATTERN.exec(dateString);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return NaN;
  return utc.getTime() / MS_PER_DAY;
}

function fromDayNumber(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateString(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

/** The local calendar date of an instant, YYYY-MM-DD. */
export function localDateString(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The calendar date n days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(dateString: string, n: number): string {
  const days = dayNumber(dateString);
  if (Number.isNaN(days)) throw new RangeError(`Not a YYYY-MM-DD date: ${dateString}`);
  return fromDayNumber(days + Math.trunc(n));
}

/** Calendar days from today's local date to the given date: 0 today, 1 tomorrow, negative when past. */
export function daysUntil(expirationDate: string, today: Date): number {
  const target = dayNumber(expirationDate);
  if (Number.isNaN(target)) throw new RangeError(`Not a YYYY-MM-DD date: ${expirationDate}`);
  return target - dayNumber(localDateString(today));
}
