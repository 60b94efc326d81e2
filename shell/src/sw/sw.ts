/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  ASSET_CACHE,
  ASSET_CACHE_MAX_ENTRIES,
  ENTRY_CACHE,
  isAppNavigation,
  isHashedAsset,
  isRemoteEntry,
  PAGE_CACHE,
  PAGE_CACHE_KEY,
  PRECACHED_PAGE,
  REMOTES_FILE,
  SKIP_WAITING,
  START_PAGE,
} from './decisions';
import { openTapTarget, showPush } from './events';

// /sw.js, scope /. Built by tools/service-worker.ts, which injects the precache list: the shell's
// files and every feature app's. Nothing under /api/ is routed or cached here (decisions.ts isApi).
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
const origin = self.location.origin;

// spec part 2 §4: an updated worker takes over at once, and the page reloads itself once (shell/src/pwa).
self.addEventListener('install', () => void self.skipWaiting());
// Chromium parks the takeover when a page's fetch lands as it starts (the old worker is busy again):
// the new worker then waits until every tab closes. The page asks again (pwa/register-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// The page as served carries the remote locations (backend web-assets.ts): network first, its last copy offline.
const page = new NetworkFirst({
  cacheName: PAGE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [{ cacheKeyWillBeUsed: async () => PAGE_CACHE_KEY }, { handlerDidError: () => matchPrecache(PRECACHED_PAGE) }],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, origin), page);

const entries = new NetworkFirst({ cacheName: ENTRY_CACHE, plugins: [{ handlerDidError: ({ request }) => matchPrecache(request.url) }] });
registerRoute(({ url }) => isRemoteEntry(url, origin), entries);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: ASSET_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })] }),
);

// The visit that installs the worker was not served through it: keep the page and the remotes file now.
self.addEventListener('install', (event) => {
  const kept = [page.handleAll({ event, request: new Request(START_PAGE) })[1], entries.handleAll({ event, request: new Request(REMOTES_FILE) })[1]];
  event.waitUntil(Promise.allSettled(kept));
});

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data?.text() ?? null)));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const windows = { matchAll: () => self.clients.matchAll({ type: 'window' }), openWindow: (url: string) => self.clients.openWindow(url) };
  event.waitUntil(openTapTarget(windows, event.notification.data, origin));
});
