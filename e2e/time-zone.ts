import { calendarDateIn } from '@mealapp/domain';

/**
 * The time zone the journeys' browser runs in: a whole-hour zone where it is about noon when the
 * run starts. The server judges "today" in the zone the app sends, and the journeys plan, cook and
 * expire things "today" and "tomorrow", so a run in the browser's real zone that passes midnight
 * (a CI run of half an hour at 23:45) would see the date change under it: a meal planned before
 * midnight missing from the planner after it, or a save refused as "in the past". Noon leaves
 * eleven hours either way. `E2E_TIME_ZONE` names another (to try a journey near midnight on purpose).
 */
export function middayTimeZone(now: Date): string {
  // Etc/GMT zones are named with the sign reversed: Etc/GMT-5 is five hours ahead of UTC.
  const hoursAhead = 12 - now.getUTCHours();
  if (hoursAhead === 0) return 'Etc/UTC';
  return `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}

// Chosen once, in the runner, and inherited by its workers and the server through the environment.
process.env.E2E_TIME_ZONE ||= middayTimeZone(new Date());

/** The browser's time zone in every journey (playwright.config.ts sets it as `timezoneId`). */
export const e2eTimeZone: string = process.env.E2E_TIME_ZONE;

/** Today's date where the journeys' browser is, YYYY-MM-DD: the date the app and the server agree on. */
export function e2eToday(): string {
  return calendarDateIn(new Date(), e2eTimeZone);
}
