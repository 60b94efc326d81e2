import type { NotificationSettingKey } from './settings.js';

/** The `data.type` of a push message: which daily notice it is. */
export const NOTIFICATION_TYPES = ['expiring_items', 'low_stock', 'meal_reminder', 'shopping_reminder', 'recipe_suggestion'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// spec part 2 §4 Notifications: push tap navigation by data.type; anything else goes to /
export const NOTIFICATION_ROUTES: Readonly<Record<string, string>> = Object.freeze({
  expiring_items: '/pantry',
  low_stock: '/shopping-list',
  meal_reminder: '/meal-plans',
  recipe_suggestion: '/recipes',
});
export const NOTIFICATION_FALLBACK_ROUTE = '/';

/** Where tapping a notice of this type leads (the service worker reads `data.type` from the push). */
export function notificationRoute(type: unknown): string {
  return typeof type === 'string' && Object.hasOwn(NOTIFICATION_ROUTES, type) ? NOTIFICATION_ROUTES[type] : NOTIFICATION_FALLBACK_ROUTE;
}

/** Which setting turns each notice on or off. familyUpdates has no notice: sharing is not built. */
export const NOTIFICATION_TYPE_SETTINGS = Object.freeze({
  expiring_items: 'expirationAlerts',
  low_stock: 'lowStockWarnings',
  meal_reminder: 'mealReminders',
  shopping_reminder: 'shoppingReminders',
  recipe_suggestion: 'recipesSuggestions',
} as const satisfies Record<NotificationType, NotificationSettingKey>);
