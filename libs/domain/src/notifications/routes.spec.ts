import { NOTIFICATION_SETTING_KEYS } from './settings.js';
import { NOTIFICATION_TYPE_SETTINGS, NOTIFICATION_TYPES, notificationRoute } from './routes.js';

describe('notificationRoute (spec part 2 §4: push tap navigation by data.type)', () => {
  it.each<[unknown, string]>([
    ['expiring_items', '/pantry'],
    ['low_stock', '/shopping-list'],
    ['meal_reminder', '/meal-plans'],
    ['recipe_suggestion', '/recipes'],
    ['shopping_reminder', '/'],
    ['family_update', '/'],
    ['toString', '/'],
    ['__proto__', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%p -> %s', (type, route) => {
    expect(notificationRoute(type)).toBe(route);
  });
});

describe('NOTIFICATION_TYPE_SETTINGS', () => {
  it('gives every notice a setting, and every setting but familyUpdates a notice', () => {
    expect(Object.keys(NOTIFICATION_TYPE_SETTINGS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(NOTIFICATION_SETTING_KEYS.filter((key) => !Object.values(NOTIFICATION_TYPE_SETTINGS).includes(key as never))).toEqual(['familyUpdates']);
  });
});
