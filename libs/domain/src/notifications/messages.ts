import { isDateString } from '../pantry/dates.js';
import { daysBetween } from '../planner/calendar.js';
import { MEAL_TYPES, type MealType } from '../planner/meal-plan.js';
import { USE_IT_UP_DAYS } from '../recommendations/recommend.js';
import { notificationRoute, TEST_NOTIFICATION_TYPE, type DailyNotificationType, type NotificationType } from './routes.js';
import { inSentence, sentence, uniqueNames } from './wording.js';

export { NOTIFICATION_BODY_MAX_LENGTH } from './wording.js';

/*
 * The wording of the daily notices. Each rule takes what is stored and answers the notice, or null
 * when there is nothing worth saying (no notice is sent then). Names read as wording.ts says.
 */

// expiryLabel's red and orange notes ("Expires today" to "Expires in 3 days"), as recommendations
// use them: food to use now. Out of Stock items are not in the kitchen, so never announced.
export const EXPIRY_ALERT_DAYS = USE_IT_UP_DAYS;
/** Above this many, a notice counts the items instead of naming them. */
export const NOTIFICATION_NAMES_MAX = 2;

export const NOTIFICATION_TITLES: Readonly<Record<NotificationType, string>> = Object.freeze({
  expiring_items: 'Use it up',
  low_stock: 'Running low',
  meal_reminder: "Today's meals",
  shopping_reminder: 'Shopping list',
  recipe_suggestion: 'Recipe idea',
  family_shopping: 'Shopping list',
  family_plan: 'Meal plan',
});

export interface NotificationMessage<Type extends NotificationType = NotificationType> {
  type: Type;
  title: string;
  body: string;
}

/** One of the day's notices, claimed once per user, kind and local day. */
export type DailyNotice = NotificationMessage<DailyNotificationType>;

/** The JSON a push carries: the service worker shows title and body and opens data.url on a tap. */
export interface NotificationPayload {
  title: string;
  body: string;
  data: { type: NotificationType | typeof TEST_NOTIFICATION_TYPE; url: string };
}

export interface NotifiablePantryItem {
  name: string;
  /** A PantryStatus; only Low Stock and Out of Stock matter here. */
  status: string;
  /** YYYY-MM-DD, or null. */
  expirationDate: string | null;
}

export interface TodaysMeal {
  mealType: MealType;
  /** The recipe's title or the custom meal's name. */
  name: string;
}

export interface SuggestedRecipe {
  title: string;
  /** The recommendation's one-line reason ("Uses up your spinach before it expires"). */
  reason: string;
}

const message = (type: DailyNotificationType, body: string): DailyNotice => ({ type, title: NOTIFICATION_TITLES[type], body: sentence(body) });

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** "milk", "milk and spinach", or "3 items". */
function subject(names: readonly string[]): string {
  if (names.length > NOTIFICATION_NAMES_MAX) return `${names.length} items`;
  return names.map(inSentence).join(' and ');
}

const dayPhrase = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/**
 * expirationAlerts: items in stock (In Stock or Low Stock) whose date is from `today` to
 * EXPIRY_ALERT_DAYS after it, both included; "Milk expires today", "Milk and spinach expire
 * tomorrow", "3 items expire in the next 3 days". `today` is the user's calendar date.
 */
export function expiringItemsMessage(pantry: readonly NotifiablePantryItem[], today: string): DailyNotice | null {
  const expiring = uniqueNames(
    pantry
      .filter((item) => item.status !== 'Out of Stock' && item.expirationDate !== null && isDateString(item.expirationDate))
      .map((item) => ({ name: item.name, days: daysBetween(today, item.expirationDate as string) }))
      .filter((item) => item.days >= 0 && item.days <= EXPIRY_ALERT_DAYS)
      .sort((a, b) => a.days - b.days || byName(a, b)),
  );
  if (expiring.length === 0) return null;
  const days = new Set(expiring.map((item) => item.days));
  const when = days.size === 1 ? dayPhrase(expiring[0].days) : `in the next ${EXPIRY_ALERT_DAYS} days`;
  return message('expiring_items', `${subject(expiring.map((item) => item.name))} ${expiring.length === 1 ? 'expires' : 'expire'} ${when}`);
}

/** lowStockWarnings: items marked Low Stock; "Running low on rice", "Eggs and rice are running low", "4 items are running low". */
export function lowStockMessage(pantry: readonly NotifiablePantryItem[]): DailyNotice | null {
  const low = uniqueNames(pantry.filter((item) => item.status === 'Low Stock')).sort(byName);
  if (low.length === 0) return null;
  const names = low.map((item) => item.name);
  return message('low_stock', names.length === 1 ? `Running low on ${inSentence(names[0])}` : `${subject(names)} are running low`);
}

/** mealReminders: today's plan in slot order; "Today: oatmeal for breakfast, pasta for dinner". */
export function mealReminderMessage(meals: readonly TodaysMeal[]): DailyNotice | null {
  const planned = meals.filter((meal) => meal.name.trim() !== '').sort((a, b) => MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType));
  if (planned.length === 0) return null;
  return message('meal_reminder', `Today: ${planned.map((meal) => `${inSentence(meal.name)} for ${meal.mealType}`).join(', ')}`);
}

/** shoppingReminders: how many items are still to buy; "5 items on your shopping list". */
export function shoppingReminderMessage(pendingCount: number): DailyNotice | null {
  if (!Number.isInteger(pendingCount) || pendingCount <= 0) return null;
  return message('shopping_reminder', `${pendingCount} ${pendingCount === 1 ? 'item' : 'items'} on your shopping list`);
}

/** recipesSuggestions: the top recommendation and its reason; "Try Lentil soup: uses up your spinach before it expires". */
export function recipeSuggestionMessage(recipe: SuggestedRecipe | null): DailyNotice | null {
  const title = recipe?.title.trim() ?? '';
  if (title === '') return null;
  const reason = recipe?.reason.trim() ?? '';
  return message('recipe_suggestion', reason === '' ? `Try ${title}` : `Try ${title}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`);
}

export function notificationPayload(notice: NotificationMessage): NotificationPayload {
  return { title: notice.title, body: notice.body, data: { type: notice.type, url: notificationRoute(notice.type) } };
}

/** The test notice (Settings > Notifications > Send a test notification); a tap opens Settings. */
export const TEST_NOTICE_PAYLOAD: NotificationPayload = Object.freeze({
  title: 'Meal Planner',
  body: 'Notifications are working',
  data: Object.freeze({ type: TEST_NOTIFICATION_TYPE, url: notificationRoute(TEST_NOTIFICATION_TYPE) }),
});
