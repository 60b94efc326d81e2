import { notificationPayload } from './messages.js';
import {
  FAMILY_UPDATE_BATCH_MINUTES,
  FAMILY_UPDATE_FRESH_MINUTES,
  familyUpdateFreshSince,
  familyUpdateMessage,
  isFamilyUpdateDue,
  type FamilyAddition,
} from './family-updates.js';
import { NOTIFICATION_BODY_MAX_LENGTH } from './wording.js';

const today = '2026-03-10'; // a Tuesday
const now = new Date('2026-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const item = (name: string, by = 'Bo Smith', addedAt = ago(5)): FamilyAddition => ({ entity: 'shopping', by, addedAt, name });
const meal = (name: string, date: string, mealType: 'breakfast' | 'lunch' | 'dinner' = 'dinner', by = 'Bo Smith'): FamilyAddition => ({
  entity: 'meal-plan',
  by,
  addedAt: ago(5),
  name,
  date,
  mealType,
});

describe('isFamilyUpdateDue: a batch goes out once its first addition is a few minutes old', () => {
  it('waits 3 minutes, well inside the hour additions stay news', () => {
    expect(FAMILY_UPDATE_BATCH_MINUTES).toBe(3);
    expect(FAMILY_UPDATE_FRESH_MINUTES).toBe(60);
    expect(familyUpdateFreshSince(now)).toEqual(ago(60));
  });

  it.each<[string, FamilyAddition[], boolean]>([
    ['nothing added', [], false],
    ['one just added', [item('Milk', 'Bo', ago(0))], false],
    ['one added 2:59 ago', [item('Milk', 'Bo', ago(2.99))], false],
    ['one added exactly 3 minutes ago', [item('Milk', 'Bo', ago(3))], true],
    ['the first 4 minutes ago, the last just now: all go together', [item('Milk', 'Bo', ago(4)), item('Eggs', 'Bo', ago(0))], true],
    ['the first is what counts, whatever the order given', [item('Eggs', 'Bo', ago(1)), item('Milk', 'Bo', ago(3))], true],
    ['several, all under 3 minutes', [item('Milk', 'Bo', ago(2)), item('Eggs', 'Bo', ago(1))], false],
  ])('%s -> %p', (_case, additions, due) => {
    expect(isFamilyUpdateDue(additions, now)).toBe(due);
  });
});

describe('familyUpdateMessage', () => {
  it.each<[string, FamilyAddition[], string | null, string]>([
    ['nothing', [], null, ''],
    ['one item', [item('Milk')], 'Bo added milk to the shopping list', 'family_shopping'],
    ['two items', [item('Milk'), item('Eggs')], 'Bo added milk and eggs to the shopping list', 'family_shopping'],
    ['three items, all named', [item('Milk'), item('Eggs'), item('Bread')], 'Bo added milk, eggs and bread to the shopping list', 'family_shopping'],
    ['five items: two named, the rest counted', [item('Milk'), item('Eggs'), item('Bread'), item('Butter'), item('Jam')], 'Bo added milk, eggs and 3 more to the shopping list', 'family_shopping'],
    ['one name twice counts once', [item('Milk'), item(' milk ')], 'Bo added milk to the shopping list', 'family_shopping'],
    ['an acronym keeps its case', [item('BBQ sauce'), item('Buns')], 'Bo added BBQ sauce and buns to the shopping list', 'family_shopping'],
    ['two members', [item('Milk', 'Bo Smith'), item('Eggs', 'Ada Lovelace')], 'Bo and Ada added milk and eggs to the shopping list', 'family_shopping'],
    ['three members', [item('Milk', 'Bo'), item('Eggs', 'Ada'), item('Jam', 'Cy')], 'Bo and 2 others added milk, eggs and jam to the shopping list', 'family_shopping'],
    ['a meal today', [meal('Lasagna', today)], "Bo planned lasagna for today's dinner", 'family_plan'],
    ['a meal tomorrow', [meal('Soup', '2026-03-11', 'lunch')], "Bo planned soup for tomorrow's lunch", 'family_plan'],
    ['a meal later this week, by its weekday', [meal('Lasagna', '2026-03-12')], 'Bo planned lasagna for Thursday dinner', 'family_plan'],
    ['six days ahead, still by weekday', [meal('Oatmeal', '2026-03-16', 'breakfast')], 'Bo planned oatmeal for Monday breakfast', 'family_plan'],
    ['a week ahead, by its date', [meal('Lasagna', '2026-03-17')], 'Bo planned lasagna for dinner on March 17', 'family_plan'],
    ['a mixed-case recipe title is kept', [meal('McDonald’s', today, 'lunch')], "Bo planned McDonald’s for today's lunch", 'family_plan'],
    ['two meals', [meal('Lasagna', '2026-03-12'), meal('Soup', '2026-03-13', 'lunch')], 'Bo planned lasagna for Thursday dinner and soup for Friday lunch', 'family_plan'],
    [
      'four meals: two named, the rest counted',
      [meal('Lasagna', '2026-03-12'), meal('Soup', '2026-03-13'), meal('Curry', '2026-03-14'), meal('Tacos', '2026-03-15')],
      'Bo planned lasagna for Thursday dinner, soup for Friday dinner and 2 more',
      'family_plan',
    ],
    ['items and a meal: one sentence, opening the list', [item('Milk'), meal('Lasagna', '2026-03-12'), item('Eggs')], 'Bo added milk and eggs to the shopping list and planned lasagna for Thursday dinner', 'family_shopping'],
  ])('%s -> %p', (_case, additions, body, type) => {
    const notice = familyUpdateMessage(additions, today);
    expect(notice?.body ?? null).toBe(body);
    if (notice) expect(notice.type).toBe(type);
  });

  it('is titled by the screen it opens', () => {
    expect(notificationPayload(familyUpdateMessage([item('Milk')], today)!)).toEqual({
      title: 'Shopping list',
      body: 'Bo added milk to the shopping list',
      data: { type: 'family_shopping', url: '/shopping-list' },
    });
    expect(notificationPayload(familyUpdateMessage([meal('Soup', today)], today)!)).toEqual({
      title: 'Meal plan',
      body: "Bo planned soup for today's dinner",
      data: { type: 'family_plan', url: '/meal-plans' },
    });
  });

  it(`stays one line: at most ${NOTIFICATION_BODY_MAX_LENGTH} characters, however long the names`, () => {
    const body = familyUpdateMessage([item('x'.repeat(100)), item('y'.repeat(100)), meal('z'.repeat(200), today)], today)?.body ?? '';
    expect(body).toHaveLength(NOTIFICATION_BODY_MAX_LENGTH);
    expect(body.endsWith('…')).toBe(true);
  });
});
