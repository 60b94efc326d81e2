// spec part 2 §3 Notification settings: six booleans, in the order the settings modal shows them
export const NOTIFICATION_SETTING_KEYS = [
  'expirationAlerts',
  'lowStockWarnings',
  'mealReminders',
  'shoppingReminders',
  'recipesSuggestions',
  'familyUpdates',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

// spec part 2 §3 and §9: every one on except shopping reminders
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = Object.freeze({
  expirationAlerts: true,
  lowStockWarnings: true,
  mealReminders: true,
  shoppingReminders: false,
  recipesSuggestions: true,
  familyUpdates: true,
});

// spec part 2 §3: the device keeps its copy under this key
export const NOTIFICATION_SETTINGS_STORAGE_KEY = 'notificationSettings';

export const notificationSettingMessage = (key: NotificationSettingKey) => `${key} must be true or false`;

/** null when `value` is a full settings object: every key a boolean. Names the first wrong key. */
export function notificationSettingsError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `notification settings must be an object of ${NOTIFICATION_SETTING_KEYS.join(', ')}`;
  const record = value as Record<string, unknown>;
  const wrong = NOTIFICATION_SETTING_KEYS.find((key) => typeof record[key] !== 'boolean');
  return wrong === undefined ? null : notificationSettingMessage(wrong);
}
