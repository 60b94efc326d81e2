import type { NotificationSettingKey } from './settings.js';

/** The daily notices (notifications job), in the order they are composed and sent. */
export const DAILY_NOTIFICATION_TYPES = ['expiring_items', 'low_stock', 'meal_reminder', 'shopping_reminder', 'recipe_suggestion'] as const;
export type DailyNotificationType = (typeof DAILY_NOTIFICATION_TYPES)[number];

/**
 * The household's additions (family-updates.ts), by the screen a tap should open: the shopping
 * list, or the planner when a batch holds only meals.
 */
export const FAMILY_UPDATE_TYPES = ['family_shopping', 'family_plan'] as const;
export type FamilyUpdateType = (typeof FAMILY_UPDATE_TYPES)[number];

/** The notice a person sends themselves from Settings to see that notices arrive (POST /api/notifications/test). */
export const TEST_NOTIFICATION_TYPE = 'test';

/** The `data.type` of a push message: which notice it is. */
export const NOTIFICATION_TYPES = [...DAILY_NOTIFICATION_TYPES, ...FAMILY_UPDATE_TYPES] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// spec part 2 §4 Notifications: push tap navigation by data.type; anything else goes to /
export const NOTIFICATION_ROUTES: Readonly<Record<string, string>> = Object.freeze({
  expiring_items: '/pantry',
  low_stock: '/shopping-list',
  meal_reminder: '/meal-plans',
  recipe_suggestion: '/recipes',
  family_shopping: '/shopping-list',
  family_plan: '/meal-plans',
  test: '/settings',
});
export const NOTIFICATION_FALLBACK_ROUTE = '/';

/** Where tapping a notice of this type leads (the service worker reads `data.type` from the push). */
export function notificationRoute(type: unknown): string {
  return typeof type === 'string' && Object.hasOwn(NOTIFICATION_ROUTES, type) ? NOTIFICATION_ROUTES[type] : NOTIFICATION_FALLBACK_ROUTE;
}

/** Which setting turns each notice on or off. */
export const NOTIFICATION_TYPE_SETTINGS = Object.freeze({
  expiring_items: 'expirationAlerts',
  low_stock: 'lowStockWarnings',
  meal_reminder: 'mealReminders',
  shopping_reminder: 'shoppingReminders',
  recipe_suggestion: 'recipesSuggestions',
  family_shopping: 'familyUpdates',
  family_plan: 'familyUpdates',
} as const satisfies Record<NotificationType, NotificationSettingKey>);
