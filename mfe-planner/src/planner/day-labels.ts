import { MEALS_PER_DAY } from '@mealapp/domain';

// Planner dates are calendar days: formatted in UTC so the device's zone cannot shift them.
const LONG = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** "Tuesday 24 November" */
export const longDay = (date: string) => LONG.format(Date.parse(date));
/** "Tue" */
export const shortWeekday = (date: string) => WEEKDAY.format(Date.parse(date));
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/**
 * What a day tile tells screen readers after the weekday and day it shows, so that its name reads
 * "Tue 24 November, 2 of 3 meals planned" and still starts with its visible words (WCAG 2.5.3).
 */
export const dayTileDetail = (date: string, planned: number) => `${MONTH.format(Date.parse(date))}, ${planned} of ${MEALS_PER_DAY} meals planned`;
