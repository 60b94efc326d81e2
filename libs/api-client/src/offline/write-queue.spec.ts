import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  isOfflineFailure,
  pendingRowIds,
  refusalMessage,
  retryDelayMs,
  rowIdOf,
  splitDependents,
  withSavedId,
  writeLabel,
  writeListOf,
  writeOutcome,
  type QueuedWrite,
} from './write-queue';

const UNSAVED = 2 ** 52 + 7;

function write(method: QueuedWrite['method'], url: string, extra: Partial<QueuedWrite> = {}): QueuedWrite {
  const list = url.startsWith('/api/pantry') ? 'pantry' : 'shopping';
  return { id: `${method} ${url}`, method, url, idempotencyKey: `key ${method} ${url}`, createdAt: 0, user: '1', list, label: 'x', ...extra };
}

describe('writeListOf: which calls wait for the connection', () => {
  test.each([
    [{ url: '/api/shopping', method: 'POST' }, 'shopping'],
    [{ url: '/api/shopping/3/toggle', method: 'PATCH' }, 'shopping'],
    [{ url: '/api/shopping/completed/clear', method: 'DELETE' }, 'shopping'],
    [{ url: '/api/shopping/combine-similar', method: 'POST' }, 'shopping'],
    [{ url: '/api/pantry/4', method: 'patch' }, 'pantry'],
    [{ url: '/api/pantry/4', method: 'DELETE' }, 'pantry'],
    [{ url: '/api/shopping' }, null],
    ['/api/pantry', null],
    [{ url: '/api/pantry', method: 'GET' }, null],
    [{ url: '/api/recipes', method: 'POST' }, null],
    [{ url: '/api/auth/login', method: 'POST' }, null],
    [{ url: '/api/shoppingx', method: 'POST' }, null],
  ])('%j -> %s', (args, list) => {
    expect(writeListOf(args)).toBe(list);
  });
});

test.each([
  ['/api/shopping/7/toggle', 7],
  ['/api/pantry/12', 12],
  ['/api/shopping', null],
  ['/api/shopping/completed/clear', null],
])('rowIdOf(%s) -> %s', (url, id) => {
  expect(rowIdOf(url)).toBe(id);
});

describe('isOfflineFailure: only no answer while the browser is offline', () => {
  const fetchError: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  test.each<[string, FetchBaseQueryError | undefined, boolean, boolean]>([
    ['no answer, offline', fetchError, false, true],
    ['a timeout, offline', { status: 'TIMEOUT_ERROR', error: 'timeout' }, false, true],
    ['no answer, online (server down): refused as today', fetchError, true, false],
    ['a 503, offline: an answer came', { status: 503, data: null }, false, false],
    ['a 400, offline', { status: 400, data: { error: 'No' } }, false, false],
    ['no error', undefined, false, false],
  ])('%s', (_name, error, online, expected) => {
    expect(isOfflineFailure(error, online)).toBe(expected);
  });
});

describe('writeOutcome', () => {
  test.each<[string, { error?: FetchBaseQueryError }, string]>([
    ['an answer', {}, 'saved'],
    ['a 2xx that is not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 201, data: 'ok', error: 'Not JSON' } }, 'saved'],
    ['409 refused', { error: { status: 409, data: { error: 'Your pantry is full' } } }, 'refused'],
    ['404 refused', { error: { status: 404, data: { error: 'Shopping item not found' } } }, 'refused'],
    ['422 refused (key reused)', { error: { status: 422, data: { error: 'reused' } } }, 'refused'],
    ['401: waits for a sign-in', { error: { status: 401, data: { error: 'Authentication required' } } }, 'signed-out'],
    ['408 retry', { error: { status: 408, data: null } }, 'retry'],
    ['429 retry', { error: { status: 429, data: null } }, 'retry'],
    ['500 retry', { error: { status: 500, data: null } }, 'retry'],
    ['503 retry (still being saved)', { error: { status: 503, data: null } }, 'retry'],
    ['no answer retry', { error: { status: 'FETCH_ERROR', error: 'x' } }, 'retry'],
    ['an HTML error page retry', { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' } }, 'retry'],
  ])('%s', (_name, result, outcome) => {
    expect(writeOutcome(result)).toBe(outcome);
  });
});

test.each([
  [0, 2_000],
  [1, 4_000],
  [4, 32_000],
  [5, 60_000],
  [30, 60_000],
])('retryDelayMs(%i) = %i', (attempt, delay) => {
  expect(retryDelayMs(attempt)).toBe(delay);
});

describe('the queue follows a row saved under a new id', () => {
  const queue = [
    write('POST', '/api/shopping', { unsavedId: UNSAVED }),
    write('PATCH', `/api/shopping/${UNSAVED}/toggle`),
    write('PATCH', '/api/shopping/3/toggle'),
    write('PATCH', `/api/pantry/${UNSAVED}`),
    write('DELETE', `/api/shopping/${UNSAVED}`),
  ];

  test('pendingRowIds: the ids each list\'s queued writes name, unsaved ones included', () => {
    expect([...pendingRowIds(queue, 'shopping')].sort()).toEqual([3, UNSAVED].sort());
    expect([...pendingRowIds(queue, 'pantry')]).toEqual([UNSAVED]);
    expect(pendingRowIds([], 'shopping').size).toBe(0);
  });

  test('withSavedId rewrites only that list\'s writes naming the unsaved id, in order', () => {
    expect(withSavedId(queue.slice(1), 'shopping', UNSAVED, 42).map((entry) => `${entry.method} ${entry.url}`)).toEqual([
      'PATCH /api/shopping/42/toggle',
      'PATCH /api/shopping/3/toggle',
      `PATCH /api/pantry/${UNSAVED}`,
      'DELETE /api/shopping/42',
    ]);
  });

  test('withSavedId keeps every key: a rewritten write is still the same write', () => {
    const rewritten = withSavedId(queue, 'shopping', UNSAVED, 42);
    expect(rewritten.map((entry) => entry.idempotencyKey)).toEqual(queue.map((entry) => entry.idempotencyKey));
  });

  test('splitDependents drops the writes naming a refused create\'s row, keeping the order of the rest', () => {
    const { kept, dropped } = splitDependents(queue.slice(1), 'shopping', UNSAVED);
    expect(dropped.map((entry) => entry.url)).toEqual([`/api/shopping/${UNSAVED}/toggle`, `/api/shopping/${UNSAVED}`]);
    expect(kept.map((entry) => entry.url)).toEqual(['/api/shopping/3/toggle', `/api/pantry/${UNSAVED}`]);
  });
});

describe('writeLabel names the item', () => {
  const names = new Map([[3, 'Apples']]);
  test.each([
    ['the name sent', 'POST', '/api/shopping', { name: ' Milk ' }, 'Milk'],
    ['the row shown', 'PATCH', '/api/shopping/3/toggle', { autoAddShoppedToPantry: true }, 'Apples'],
    ['a rename: the new name', 'PATCH', '/api/shopping/3', { name: 'Green apples' }, 'Green apples'],
    ['clear completed', 'DELETE', '/api/shopping/completed/clear', undefined, 'completed items'],
    ['combine similar', 'POST', '/api/shopping/combine-similar', undefined, 'similar items'],
    ['a row no longer shown', 'DELETE', '/api/pantry/9', undefined, 'a deleted item'],
    ['a change to a row no longer shown', 'PATCH', '/api/pantry/9', { status: 'Low Stock' }, 'an item'],
  ])('%s', (_name, method, url, body, label) => {
    expect(writeLabel(method, url, body, (id) => names.get(id))).toBe(label);
  });

  test('refusalMessage', () => {
    expect(refusalMessage('Milk', 'Your pantry is full')).toBe('Could not save "Milk": Your pantry is full');
  });
});
