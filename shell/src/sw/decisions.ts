/**
 * The service worker's decisions, as pure functions of a URL or a list of windows (sw.ts only wires
 * them to Workbox and the worker's events). Tested in decisions.spec.ts.
 */

/** One cache for the app's page as the server last served it (see sw.ts); every navigation shares it. */
export const PAGE_CACHE = 'mealapp-page';
/** The feature apps' entries and the remotes file, network-first. */
export const ENTRY_CACHE = 'mealapp-entries';
/** Hashed files the precache does not list (a feature app redeployed after this worker was built). */
export const ASSET_CACHE = 'mealapp-assets';
export const ASSET_CACHE_MAX_ENTRIES = 200;

/** The page every navigation's offline copy is kept under, and the one fetched at install. */
export const PAGE_CACHE_KEY = '/';
export const START_PAGE = '/home';
/** The built page, in the precache: the offline page's last resort. */
export const PRECACHED_PAGE = '/index.html';
/** Where the shell reads the remote locations when the page does not carry them (shell/src/remotes). */
export const REMOTES_FILE = '/mf-remotes.json';
/** The page's message asking a waiting worker to take over now (pwa/register-worker.ts). */
export const SKIP_WAITING = 'skip-waiting';

const REMOTE_ENTRY = /^\/remotes\/[\w-]+\/(remoteEntry\.js|mf-manifest\.json)$/;
// The server's rule for immutable files (backend/src/web/web-assets.ts cachingFor).
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css)$/;

const sameOrigin = (url: URL, origin: string) => url.origin === origin;

/**
 * Never the worker's business: /api/* (each user's data; a cache here would show one user's data
 * to the next user of the device). Nothing under it is routed, navigations included.
 */
export function isApi(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** A navigation the app's page answers: any same-origin path but the API's. */
export function isAppNavigation(url: URL, origin: string): boolean {
  return sameOrigin(url, origin) && !isApi(url);
}

/**
 * A feature app's entry (remoteEntry.js, mf-manifest.json) or the remotes file: not hashed, and a
 * feature app is redeployed without the shell, so the network's copy wins while there is one.
 */
export function isRemoteEntry(url: URL, origin: string): boolean {
  return sameOrigin(url, origin) && (REMOTE_ENTRY.test(url.pathname) || url.pathname === REMOTES_FILE);
}

/** A hashed, immutable file of the shell or a feature app. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return sameOrigin(url, origin) && !isApi(url) && HASHED_ASSET.test(url.pathname);
}

export interface WindowState {
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * Which of the app's open windows a notification tap should bring forward: the focused one, else a
 * visible one, else the first (the browser lists the most recently focused first); -1 for none.
 */
export function windowForTap(windows: readonly WindowState[]): number {
  const focused = windows.findIndex((w) => w.focused);
  if (focused !== -1) return focused;
  const visible = windows.findIndex((w) => w.visibilityState === 'visible');
  if (visible !== -1) return visible;
  return windows.length > 0 ? 0 : -1;
}

/** Shown beside a notice (shell/public/icons). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
