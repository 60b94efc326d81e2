import { expiryLabel } from '../pantry/expiry.js';
import {
  EXPIRY_ALERT_DAYS,
  expiringItemsMessage,
  lowStockMessage,
  mealReminderMessage,
  NOTIFICATION_BODY_MAX_LENGTH,
  notificationPayload,
  recipeSuggestionMessage,
  shoppingReminderMessage,
  type NotifiablePantryItem,
  type TodaysMeal,
} from './messages.js';

const today = '2026-03-14';
const item = (name: string, expirationDate: string | null, status = 'In Stock'): NotifiablePantryItem => ({ name, expirationDate, status });

describe('expiringItemsMessage', () => {
  it('looks 3 days ahead, as the red and orange expiry notes do', () => expect(EXPIRY_ALERT_DAYS).toBe(3));

  it.each<[string, NotifiablePantryItem[], string | null]>([
    ['nothing in the pantry', [], null],
    ['no dates', [item('Milk', null), item('Rice', null)], null],
    ['expired yesterday (not expiring)', [item('Milk', '2026-03-13')], null],
    ['4 days ahead (outside the window)', [item('Milk', '2026-03-18')], null],
    ['an invalid date', [item('Milk', '2026-02-30')], null],
    ['out of stock, expiring today', [item('Milk', today, 'Out of Stock')], null],
    ['one today', [item('Milk', today)], 'Milk expires today'],
    ['one tomorrow', [item('Milk', '2026-03-15')], 'Milk expires tomorrow'],
    ['one in 2 days', [item('Milk', '2026-03-16')], 'Milk expires in 2 days'],
    ['one in 3 days (the last day of the window)', [item('Milk', '2026-03-17')], 'Milk expires in 3 days'],
    ['low stock counts', [item('Milk', today, 'Low Stock')], 'Milk expires today'],
    ['two on the same day', [item('Spinach', '2026-03-15'), item('Milk', '2026-03-15')], 'Milk and spinach expire tomorrow'],
    ['two on different days, soonest first', [item('Spinach', '2026-03-17'), item('Milk', today)], 'Milk and spinach expire in the next 3 days'],
    ['three items', [item('Milk', today), item('Eggs', '2026-03-15'), item('Yogurt', '2026-03-17')], '3 items expire in the next 3 days'],
    ['three on one day', [item('Milk', today), item('Eggs', today), item('Yogurt', today)], '3 items expire today'],
    ['one name twice', [item('Milk', today), item(' milk ', '2026-03-15')], 'Milk expires today'],
    ['an acronym keeps its case inside a sentence', [item('Milk', today), item('BBQ sauce', today)], 'BBQ sauce and milk expire today'],
    ['a lower-case first name gets a capital', [item('spinach', '2026-03-16')], 'Spinach expires in 2 days'],
    ['only the items in the window count', [item('Milk', today), item('Rice', '2026-04-01'), item('Eggs', '2026-03-01')], 'Milk expires today'],
  ])('%s -> %p', (_case, pantry, body) => {
    const notice = expiringItemsMessage(pantry, today);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice).toMatchObject({ type: 'expiring_items', title: 'Use it up' });
  });

  it.each([0, 1, 2, 3])('says what expiryLabel says for one item %i days ahead', (days) => {
    const date = `2026-03-${14 + days}`;
    const label = expiryLabel(date, new Date(2026, 2, 14, 12))?.text ?? '';
    expect(expiringItemsMessage([item('Milk', date)], today)?.body).toBe(`Milk ${label.charAt(0).toLowerCase()}${label.slice(1)}`);
  });

  it('uses the calendar date it is given, across a month end', () => {
    expect(expiringItemsMessage([item('Milk', '2026-04-01')], '2026-03-31')?.body).toBe('Milk expires tomorrow');
  });
});

describe('lowStockMessage', () => {
  it.each<[string, NotifiablePantryItem[], string | null]>([
    ['nothing low', [item('Eggs', null), item('Rice', null, 'Out of Stock')], null],
    ['one', [item('Rice', null, 'Low Stock')], 'Running low on rice'],
    ['two, by name', [item('Rice', null, 'Low Stock'), item('Eggs', null, 'Low Stock')], 'Eggs and rice are running low'],
    ['three', [item('Rice', null, 'Low Stock'), item('Eggs', null, 'Low Stock'), item('Flour', null, 'Low Stock')], '3 items are running low'],
    ['one name twice', [item('Eggs', null, 'Low Stock'), item('eggs', null, 'Low Stock')], 'Running low on eggs'],
    ['in stock and out of stock items are not low', [item('Eggs', null, 'Low Stock'), item('Rice', null), item('Milk', null, 'Out of Stock')], 'Running low on eggs'],
  ])('%s -> %p', (_case, pantry, body) => {
    const notice = lowStockMessage(pantry);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice).toMatchObject({ type: 'low_stock', title: 'Running low' });
  });
});

describe('mealReminderMessage', () => {
  const meal = (mealType: TodaysMeal['mealType'], name: string): TodaysMeal => ({ mealType, name });
  it.each<[string, TodaysMeal[], string | null]>([
    ['nothing planned', [], null],
    ['one meal', [meal('dinner', 'Pasta')], 'Today: pasta for dinner'],
    ['slot order whatever the input order', [meal('dinner', 'Pasta'), meal('breakfast', 'Oatmeal')], 'Today: oatmeal for breakfast, pasta for dinner'],
    ['all three', [meal('lunch', 'Leftovers'), meal('dinner', 'Lentil soup'), meal('breakfast', 'Oatmeal')], 'Today: oatmeal for breakfast, leftovers for lunch, lentil soup for dinner'],
    ['a mixed-case name is kept', [meal('lunch', 'McDonald’s')], 'Today: McDonald’s for lunch'],
  ])('%s -> %p', (_case, meals, body) => {
    const notice = mealReminderMessage(meals);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice).toMatchObject({ type: 'meal_reminder', title: "Today's meals" });
  });

  it(`cuts a very long body to ${NOTIFICATION_BODY_MAX_LENGTH} characters`, () => {
    const body = mealReminderMessage([meal('breakfast', 'x'.repeat(200)), meal('dinner', 'y'.repeat(200))])?.body ?? '';
    expect(body).toHaveLength(NOTIFICATION_BODY_MAX_LENGTH);
    expect(body.endsWith('…')).toBe(true);
  });
});

describe('shoppingReminderMessage', () => {
  it.each<[number, string | null]>([
    [0, null],
    [-1, null],
    [1, '1 item on your shopping list'],
    [5, '5 items on your shopping list'],
  ])('%i pending -> %p', (count, body) => {
    const notice = shoppingReminderMessage(count);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice).toMatchObject({ type: 'shopping_reminder', title: 'Shopping list' });
  });
});

describe('recipeSuggestionMessage', () => {
  it.each<[string, Parameters<typeof recipeSuggestionMessage>[0], string | null]>([
    ['no recommendation', null, null],
    ['a recipe with a reason', { title: 'Lentil soup', reason: 'Uses up your spinach before it expires' }, 'Try Lentil soup: uses up your spinach before it expires'],
    ['a recipe without a reason', { title: 'Lentil soup', reason: '' }, 'Try Lentil soup'],
    ['a blank title', { title: '  ', reason: 'One of your favorites' }, null],
  ])('%s -> %p', (_case, recipe, body) => {
    const notice = recipeSuggestionMessage(recipe);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice).toMatchObject({ type: 'recipe_suggestion', title: 'Recipe idea' });
  });
});

describe('notificationPayload', () => {
  it.each([
    ['expiring_items', '/pantry'],
    ['low_stock', '/shopping-list'],
    ['meal_reminder', '/meal-plans'],
    ['recipe_suggestion', '/recipes'],
    ['shopping_reminder', '/'],
  ] as const)('%s opens %s', (type, url) => {
    expect(notificationPayload({ type, title: 'T', body: 'B' })).toEqual({ title: 'T', body: 'B', data: { type, url } });
  });
});
