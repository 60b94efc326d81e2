import { notificationPayload } from './messages.js';
import { notificationTapRoute, PUSH_FALLBACK_TITLE, pushNotice, type PushNotice } from './push.js';
import { NOTIFICATION_TYPES } from './routes.js';

const notice = (title: string, body: string, type: string | null, url: string): PushNotice => ({ title, body, tag: type ?? undefined, data: { type, url } });

describe('pushNotice: the text of a push, as the service worker shows it', () => {
  it.each<[string, string | null | undefined, PushNotice]>([
    [
      'what the server sends',
      JSON.stringify({ title: 'Running low', body: 'Running low on rice', data: { type: 'low_stock', url: '/shopping-list' } }),
      notice('Running low', 'Running low on rice', 'low_stock', '/shopping-list'),
    ],
    ['expiring items', JSON.stringify({ title: 'Use it up', body: 'Milk expires today', data: { type: 'expiring_items' } }), notice('Use it up', 'Milk expires today', 'expiring_items', '/pantry')],
    ['meal reminder', JSON.stringify({ title: 'T', body: 'B', data: { type: 'meal_reminder' } }), notice('T', 'B', 'meal_reminder', '/meal-plans')],
    ['recipe suggestion', JSON.stringify({ title: 'T', body: 'B', data: { type: 'recipe_suggestion' } }), notice('T', 'B', 'recipe_suggestion', '/recipes')],
    ['a kind with no screen of its own', JSON.stringify({ title: 'T', body: 'B', data: { type: 'shopping_reminder' } }), notice('T', 'B', 'shopping_reminder', '/')],
    ['an unknown kind', JSON.stringify({ title: 'T', body: 'B', data: { type: 'family_update' } }), notice('T', 'B', 'family_update', '/')],
    ['the route comes from the type, not from a URL in the message', JSON.stringify({ title: 'T', body: 'B', data: { type: 'low_stock', url: 'https://evil.example/' } }), notice('T', 'B', 'low_stock', '/shopping-list')],
    ['a URL without a type opens /', JSON.stringify({ title: 'T', body: 'B', data: { url: '/pantry' } }), notice('T', 'B', null, '/')],
    ['no data', JSON.stringify({ title: 'T', body: 'B' }), notice('T', 'B', null, '/')],
    ['data that is not an object', JSON.stringify({ title: 'T', body: 'B', data: 'low_stock' }), notice('T', 'B', null, '/')],
    ['a type that is not text', JSON.stringify({ title: 'T', body: 'B', data: { type: 42 } }), notice('T', 'B', null, '/')],
    ['a blank type', JSON.stringify({ title: 'T', body: 'B', data: { type: '  ' } }), notice('T', 'B', null, '/')],
    ['no title', JSON.stringify({ body: 'B', data: { type: 'low_stock' } }), notice(PUSH_FALLBACK_TITLE, 'B', 'low_stock', '/shopping-list')],
    ['a blank title', JSON.stringify({ title: '   ', body: 'B' }), notice(PUSH_FALLBACK_TITLE, 'B', null, '/')],
    ['no body', JSON.stringify({ title: 'T' }), notice('T', '', null, '/')],
    ['a body that is not text', JSON.stringify({ title: 'T', body: { text: 'B' } }), notice('T', '', null, '/')],
    ['plain text (a test push from the browser tools)', 'Test push message from DevTools.', notice(PUSH_FALLBACK_TITLE, 'Test push message from DevTools.', null, '/')],
    ['a JSON array', '[1,2]', notice(PUSH_FALLBACK_TITLE, '[1,2]', null, '/')],
    ['JSON null', 'null', notice(PUSH_FALLBACK_TITLE, 'null', null, '/')],
    ['an empty push', '', notice(PUSH_FALLBACK_TITLE, '', null, '/')],
    ['a push without data', null, notice(PUSH_FALLBACK_TITLE, '', null, '/')],
    ['undefined', undefined, notice(PUSH_FALLBACK_TITLE, '', null, '/')],
  ])('%s', (_case, payload, expected) => {
    expect(pushNotice(payload)).toEqual(expected);
  });

  it.each(NOTIFICATION_TYPES)('reads back what notificationPayload sends for %s', (type) => {
    const sent = notificationPayload({ type, title: 'Title', body: 'Body' });
    expect(pushNotice(JSON.stringify(sent))).toEqual({ title: 'Title', body: 'Body', tag: type, data: sent.data });
  });
});

describe('notificationTapRoute (spec part 2 §4: push tap navigation by data.type)', () => {
  it.each<[unknown, string]>([
    [{ type: 'expiring_items', url: '/pantry' }, '/pantry'],
    [{ type: 'low_stock' }, '/shopping-list'],
    [{ type: 'meal_reminder' }, '/meal-plans'],
    [{ type: 'recipe_suggestion' }, '/recipes'],
    [{ type: 'shopping_reminder' }, '/'],
    [{ type: 'family_shopping' }, '/shopping-list'],
    [{ type: 'family_plan' }, '/meal-plans'],
    [{ type: 'low_stock', url: '/elsewhere' }, '/shopping-list'],
    [{ type: null, url: '/pantry' }, '/'],
    [{ type: 'hasOwnProperty' }, '/'],
    [{}, '/'],
    [null, '/'],
    [undefined, '/'],
    ['low_stock', '/'],
  ])('%p -> %s', (data, route) => {
    expect(notificationTapRoute(data)).toBe(route);
  });
});
