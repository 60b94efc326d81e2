import { daysBetween } from '../planner/calendar.js';
import type { MealType } from '../planner/meal-plan.js';
import { NOTIFICATION_TITLES, type NotificationMessage } from './messages.js';
import { inSentence, sentence, uniqueNames } from './wording.js';

/*
 * familyUpdates: a member hears of what the others add to the household's shopping list and meal
 * plan, a few at a time. The job (backend notifications.job.ts) finds each member's additions
 * since their last notice; these rules say when they go out and how they read.
 */

/**
 * A batch goes out once its first addition is this old, with whatever was added since: the items
 * someone adds in one go share one notice. The job checks every NOTIFICATIONS_INTERVAL_SECONDS
 * (5 minutes by default), so a notice comes 3 to 8 minutes after the first addition.
 */
export const FAMILY_UPDATE_BATCH_MINUTES = 3;
/**
 * Additions older than this are old news, never announced: what was added before someone turned
 * familyUpdates on or subscribed, or while the job was down. Far below the change log's 7 days.
 */
export const FAMILY_UPDATE_FRESH_MINUTES = 60;
/** Names listed before the rest are counted ("milk, eggs and 3 more"); one more is named, not counted. */
export const FAMILY_UPDATE_NAMES_SHOWN = 2;

const MINUTE_MS = 60_000;

/** One row another member added to the household's list or plan, still there. */
export type FamilyAddition =
  | { entity: 'shopping'; by: string; addedAt: Date; name: string }
  | { entity: 'meal-plan'; by: string; addedAt: Date; name: string; date: string; mealType: MealType };

/** The oldest addition still news at `now`. */
export function familyUpdateFreshSince(now: Date): Date {
  return new Date(now.getTime() - FAMILY_UPDATE_FRESH_MINUTES * MINUTE_MS);
}

/** True once the batch's first addition is FAMILY_UPDATE_BATCH_MINUTES old. */
export function isFamilyUpdateDue(additions: readonly FamilyAddition[], now: Date): boolean {
  if (additions.length === 0) return false;
  const first = Math.min(...additions.map((addition) => addition.addedAt.getTime()));
  return now.getTime() - first >= FAMILY_UPDATE_BATCH_MINUTES * MINUTE_MS;
}

/** "a", "a and b", "a, b and c", "a, b and 3 more". */
function listed(phrases: readonly string[]): string {
  const shown = phrases.length > FAMILY_UPDATE_NAMES_SHOWN + 1 ? [...phrases.slice(0, FAMILY_UPDATE_NAMES_SHOWN), `${phrases.length - FAMILY_UPDATE_NAMES_SHOWN} more`] : phrases;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The first name of each member who added, in order: "Bo", "Bo and Ada", "Bo and 2 others". */
function people(names: readonly string[]): string {
  const first = [...new Set(names.map((name) => name.trim().split(/\s+/)[0]))];
  return first.length <= 2 ? first.join(' and ') : `${first[0]} and ${first.length - 1} others`;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "today's dinner", "tomorrow's lunch", "Tuesday dinner" within the week ahead, else "dinner on March 24". */
function slot(date: string, mealType: MealType, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return `today's ${mealType}`;
  if (days === 1) return `tomorrow's ${mealType}`;
  const day = new Date(`${date}T00:00:00Z`);
  return days > 1 && days < 7 ? `${weekday.format(day)} ${mealType}` : `${mealType} on ${monthDay.format(day)}`;
}

/**
 * The notice for a batch, or null when it names nothing: "Bo added milk, eggs and 3 more to the
 * shopping list", "Bo planned lasagna for Tuesday dinner", or both in one sentence. A batch with
 * anything for the list opens the list; one of meals only, the planner. `today` is the
 * recipient's calendar date.
 */
export function familyUpdateMessage(additions: readonly FamilyAddition[], today: string): NotificationMessage | null {
  const items = uniqueNames(additions.filter((addition) => addition.entity === 'shopping'));
  const meals = additions.flatMap((addition) => (addition.entity === 'meal-plan' ? [`${inSentence(addition.name)} for ${slot(addition.date, addition.mealType, today)}`] : []));
  if (items.length === 0 && meals.length === 0) return null;
  const done = [
    ...(items.length > 0 ? [`added ${listed(items.map((item) => inSentence(item.name)))} to the shopping list`] : []),
    ...(meals.length > 0 ? [`planned ${listed(meals)}`] : []),
  ];
  const type = items.length > 0 ? 'family_shopping' : 'family_plan';
  return { type, title: NOTIFICATION_TITLES[type], body: sentence(`${people(additions.map((addition) => addition.by))} ${done.join(' and ')}`) };
}
