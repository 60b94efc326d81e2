import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTING_KEYS, notificationSettingsError } from './settings.js';

describe('DEFAULT_NOTIFICATION_SETTINGS (spec part 2 §3)', () => {
  it('has every setting on except shopping reminders', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      expirationAlerts: true,
      lowStockWarnings: true,
      mealReminders: true,
      shoppingReminders: false,
      recipesSuggestions: true,
      familyUpdates: true,
    });
    expect(Object.keys(DEFAULT_NOTIFICATION_SETTINGS)).toEqual([...NOTIFICATION_SETTING_KEYS]);
    expect(Object.isFrozen(DEFAULT_NOTIFICATION_SETTINGS)).toBe(true);
  });
});

describe('notificationSettingsError', () => {
  it.each<[unknown, string | null]>([
    [DEFAULT_NOTIFICATION_SETTINGS, null],
    [{ ...DEFAULT_NOTIFICATION_SETTINGS, familyUpdates: false }, null],
    [{ ...DEFAULT_NOTIFICATION_SETTINGS, mealReminders: 'yes' }, 'mealReminders must be true or false'],
    [{ ...DEFAULT_NOTIFICATION_SETTINGS, expirationAlerts: undefined }, 'expirationAlerts must be true or false'],
    [{}, 'expirationAlerts must be true or false'],
    [null, 'notification settings must be an object of expirationAlerts, lowStockWarnings, mealReminders, shoppingReminders, recipesSuggestions, familyUpdates'],
    [[true], 'notification settings must be an object of expirationAlerts, lowStockWarnings, mealReminders, shoppingReminders, recipesSuggestions, familyUpdates'],
  ])('%p -> %p', (value, error) => {
    expect(notificationSettingsError(value)).toBe(error);
  });
});
