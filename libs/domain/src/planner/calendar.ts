const MS_PER_DAY = 86_400_000;

/** Whole days from one valid YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  // Date.parse reads a bare YYYY-MM-DD as UTC midnight, so no DST shift can creep in.
  return Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);
}

/** True for a name the platform knows as an IANA time zone (e.g. Europe/London). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of an instant as seen in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** This device's IANA time zone: the apps send it, so the server judges "today" as the user does. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
