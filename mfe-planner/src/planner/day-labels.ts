import { MEALS_PER_DAY } from '@mealapp/domain';

// Planner dates are calendar days: formatted in UTC so the device's zone cannot shift them.
const LONG = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** "Tuesday 24 November" */
export const longDay = (date: string) => LONG.format(Date.parse(date));
/** "Tue" */
export const shortWeekday = (date: string) => WEEKDAY.format(Date.parse(date));
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** A day tile's accessible name: "Tuesday 24 November, 2 of 3 meals planned". */
export const dayTileName = (date: string, planned: number) => `${longDay(date)}, ${planned} of ${MEALS_PER_DAY} meals planned`;
