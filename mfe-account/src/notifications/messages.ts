import type { DeliveryChannel, DeliveryOutcome, NotificationSettingKey } from '@mealapp/domain';

// spec part 2 §2 (Notifications UI), §8 (Notifications) and §3 (the six settings, in this order)
export const NOTIFICATIONS_TEXT = {
  row: 'Notifications',
  rowDescription: 'Expiry alerts, reminders and more',
  title: 'Notification Settings',
  blocked: 'Notifications are blocked. Please enable them in your browser settings.',
  loading: 'Loading notification settings...',
  saving: 'Saving notification settings...',
  saveFailed: 'Failed to save notification settings',
  unsupported: 'This browser cannot show notifications. Your choices still apply on your other devices.',
  subscribeFailed: 'This device could not be signed up for notifications. Please try again later.',
  done: 'Done',
  sendTest: 'Send a test notification',
  sendingTest: 'Sending a test notification...',
  testNoDevices: 'No device of yours is signed up for notifications yet: turn them on in a browser or the app first.',
  testFailed: 'The test notification could not be sent. Please try again.',
  testResults: 'Test notification',
} as const;

/** How the test notice's answer names a device and what happened on it. */
export const TEST_DEVICE_KIND: Readonly<Record<DeliveryChannel, string>> = { web: 'Browser', android: 'Android app', ios: 'iOS app' };
export const TEST_OUTCOME: Readonly<Record<DeliveryOutcome, string>> = {
  sent: 'Sent',
  gone: 'No longer signed up, so removed',
  failed: 'Not sent',
};

export const NOTIFICATION_SETTING_TEXT: Readonly<Record<NotificationSettingKey, { label: string; description: string }>> = {
  expirationAlerts: { label: 'Expiration Alerts', description: 'Pantry items about to expire' },
  lowStockWarnings: { label: 'Low Stock Warnings', description: 'Pantry items running low' },
  mealReminders: { label: 'Meal Reminders', description: "Today's planned meals" },
  shoppingReminders: { label: 'Shopping Reminders', description: 'Items still on your shopping list' },
  recipesSuggestions: { label: 'Recipe Suggestions', description: 'Recipe ideas from your pantry and preferences' },
  familyUpdates: { label: 'Family Updates', description: 'News from your household' },
};
