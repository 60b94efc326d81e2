/**
 * The worker itself, loaded into a stand-in global scope with Workbox replaced: which routes it
 * sets up, and what its events do. What each route and event decides is tested case by case in
 * decisions.spec.ts and events.spec.ts; the real worker runs in e2e/specs/pwa.spec.ts.
 */
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from './decisions';

jest.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: jest.fn(), matchPrecache: jest.fn(), precacheAndRoute: jest.fn() }));
jest.mock('workbox-routing', () => ({ registerRoute: jest.fn() }));
jest.mock('workbox-expiration', () => ({ ExpirationPlugin: jest.fn() }));
jest.mock('workbox-strategies', () => {
  class Strategy {
    constructor(public options: unknown) {}
    handleAll = jest.fn(() => [Promise.resolve(undefined), Promise.resolve()]);
  }
  return { NetworkFirst: class extends Strategy {}, CacheFirst: class extends Strategy {} };
});

type Matcher = (options: { url: URL; request: { mode: string } }) => boolean;

const manifest = [{ url: '/index.html', revision: 'abc' }];
const showNotification = jest.fn(async () => undefined);
const navigate = jest.fn(async () => null);
const appWindow: { focused: boolean; visibilityState: string; focus: () => Promise<unknown>; navigate: typeof navigate } = {
  focused: true,
  visibilityState: 'visible',
  focus: jest.fn(async () => appWindow),
  navigate,
};
const clients = { matchAll: jest.fn(async () => [appWindow]), openWindow: jest.fn(async () => null) };
const skipWaiting = jest.fn(async () => undefined);

// jsdom has no fetch Request; the worker only names one.
class StandInRequest {
  constructor(public url: string) {}
}

beforeAll(async () => {
  Object.assign(self, { __WB_MANIFEST: manifest, registration: { showNotification }, clients, skipWaiting });
  Object.assign(globalThis, { Request: globalThis.Request ?? StandInRequest });
  await import('./sw');
});

/** Dispatches a worker event with `waitUntil`, and waits for what it was given. */
async function dispatch(type: string, fields: Record<string, unknown>) {
  const waited: Promise<unknown>[] = [];
  self.dispatchEvent(Object.assign(new Event(type), fields, { waitUntil: (promise: Promise<unknown>) => waited.push(promise) }));
  await Promise.all(waited);
}

const routes = () => jest.mocked(registerRoute).mock.calls.map(([match]) => match as Matcher);
const at = (path: string, mode = 'cors') => ({ url: new URL(path, self.location.origin), request: { mode } });

test('precaches the injected list, the page served by the network first', () => {
  expect(precacheAndRoute).toHaveBeenCalledWith(manifest, { directoryIndex: '', cleanURLs: false });
  const [navigation, entries, hashed] = routes();
  expect(navigation(at('/pantry', 'navigate'))).toBe(true);
  expect(navigation(at('/api/me', 'navigate'))).toBe(false);
  expect(navigation(at('/pantry'))).toBe(false);
  expect(entries(at('/remotes/pantry/remoteEntry.js'))).toBe(true);
  expect(hashed(at('/remotes/pantry/static/js/async/7.e7525a6ecd.js'))).toBe(true);
  // No route of the worker's takes an API call.
  for (const match of routes()) {
    expect(match(at('/api/pantry-items'))).toBe(false);
    expect(match(at('/api/pantry-items', 'navigate'))).toBe(false);
  }
});

test('install: takes over at once, and keeps the page and the remotes file as served now', async () => {
  await dispatch('install', {});
  expect(skipWaiting).toHaveBeenCalled();
  const kept = jest
    .mocked(registerRoute)
    .mock.calls.map(([, strategy]) => strategy as unknown as { handleAll: jest.Mock })
    .flatMap((strategy) => strategy.handleAll.mock.calls.map(([{ request }]) => (request as StandInRequest).url));
  expect(kept).toEqual(['/home', '/mf-remotes.json']);
});

test("message: the page's skip-waiting asks the worker to take over; any other message does nothing", async () => {
  skipWaiting.mockClear();
  await dispatch('message', { data: { type: 'something-else' } });
  await dispatch('message', { data: null });
  expect(skipWaiting).not.toHaveBeenCalled();
  await dispatch('message', { data: { type: SKIP_WAITING } });
  expect(skipWaiting).toHaveBeenCalledTimes(1);
});

test('push: shows the notice', async () => {
  await dispatch('push', { data: { text: () => JSON.stringify({ title: 'Use it up', body: 'Milk expires today', data: { type: 'expiring_items', url: '/pantry' } }) } });
  expect(showNotification).toHaveBeenCalledWith('Use it up', expect.objectContaining({ body: 'Milk expires today', data: { type: 'expiring_items', url: '/pantry' } }));
});

test('notificationclick: closes the notice and takes the app’s window to its screen', async () => {
  const close = jest.fn();
  await dispatch('notificationclick', { notification: { close, data: { type: 'meal_reminder', url: '/meal-plans' } } });
  expect(close).toHaveBeenCalled();
  expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
  expect(navigate).toHaveBeenCalledWith(`${self.location.origin}/meal-plans`);
});
