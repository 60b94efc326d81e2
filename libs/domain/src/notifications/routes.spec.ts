import { NOTIFICATION_SETTING_KEYS } from './settings.js';
import { DAILY_NOTIFICATION_TYPES, FAMILY_UPDATE_TYPES, NOTIFICATION_TYPE_SETTINGS, NOTIFICATION_TYPES, notificationRoute } from './routes.js';

describe('notificationRoute (spec part 2 §4: push tap navigation by data.type)', () => {
  it.each<[unknown, string]>([
    ['expiring_items', '/pantry'],
    ['low_stock', '/shopping-list'],
    ['meal_reminder', '/meal-plans'],
    ['recipe_suggestion', '/recipes'],
    ['shopping_reminder', '/'],
    ['family_shopping', '/shopping-list'],
    ['family_plan', '/meal-plans'],
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
  it('gives every notice a setting, and every setting a notice', () => {
    expect(Object.keys(NOTIFICATION_TYPE_SETTINGS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(NOTIFICATION_SETTING_KEYS.filter((key) => !Object.values(NOTIFICATION_TYPE_SETTINGS).includes(key as never))).toEqual([]);
  });

  it('turns both kinds of household additions on and off with familyUpdates, and nothing else with it', () => {
    expect(Object.entries(NOTIFICATION_TYPE_SETTINGS).filter(([, key]) => key === 'familyUpdates').map(([type]) => type)).toEqual([...FAMILY_UPDATE_TYPES]);
    expect(DAILY_NOTIFICATION_TYPES.map((type) => NOTIFICATION_TYPE_SETTINGS[type])).not.toContain('familyUpdates');
  });
});
