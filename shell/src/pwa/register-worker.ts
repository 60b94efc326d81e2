import { SKIP_WAITING } from '../sw/decisions';

/** spec part 2 §4: the worker's script and scope. The script is built by tools/service-worker.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** What registering needs of the window (a stand-in in tests). */
export interface WorkerHost {
  navigator: { serviceWorker?: ServiceWorkerContainer };
  location: { reload(): void };
}

/** How often, and how many times, a waiting worker is asked again to take over. */
export const NUDGE_MS = 1000;
export const NUDGES = 10;

/**
 * An updated worker calls skipWaiting as it installs, but Chromium parks the takeover when a fetch
 * of the page lands at that moment (the old worker has work again): the new worker then waits until
 * every tab closes, and the page keeps old code. So the page asks a waiting worker to take over,
 * once it is installed and again while it still waits (the worker's message handler, sw.ts).
 */
function nudgeWaiting(container: ServiceWorkerContainer): void {
  const nudge = (registration: ServiceWorkerRegistration, tries: number) => {
    const waiting = registration.waiting;
    if (!waiting || tries <= 0) return;
    waiting.postMessage({ type: SKIP_WAITING });
    setTimeout(() => nudge(registration, tries - 1), NUDGE_MS);
  };
  void container
    .getRegistration()
    .then((registration) => {
      if (!registration) return;
      nudge(registration, NUDGES);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') nudge(registration, NUDGES);
        });
      });
    })
    .catch(() => undefined);
}

/**
 * Reloads the page once when an updated worker takes over (spec part 2 §4), so the page never runs
 * old code against the new worker's caches. A page that had no worker yet is not reloaded: the first
 * worker does not take over the page that installed it. Listening starts with the page, since the
 * browser finds an update on its own (on navigation) and may activate it before the page registers.
 */
function reloadOnUpdate(host: WorkerHost, container: ServiceWorkerContainer): void {
  const updating = container.controller !== null;
  if (updating) nudgeWaiting(container);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    host.location.reload();
  });
}

/**
 * Registers the service worker when `when` says (at once by default), reloading the page when an
 * updated one takes over. Offline pages and a blocked worker still work, only without its help.
 */
export function registerServiceWorker(host: WorkerHost = window, when: (go: () => void) => void = (go) => go()): Promise<ServiceWorkerRegistration | null> {
  const container = host.navigator.serviceWorker;
  if (!container) return Promise.resolve(null);
  reloadOnUpdate(host, container);
  return new Promise((resolve) => when(() => resolve(container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => null))));
}

/** How long the page must fetch nothing and run no long task before the worker installs. */
export const QUIET_MS = 2000;
/** Past this the worker installs anyway (a screen that keeps fetching is never quiet). */
export const QUIET_LIMIT_MS = 20_000;

/**
 * Calls `then` once the page has been quiet for QUIET_MS: no resource fetched and no long task
 * (as Lighthouse's time to interactive), or after QUIET_LIMIT_MS. A browser without the observer
 * waits QUIET_MS.
 */
export function afterQuiet(host: Pick<Window, 'setTimeout' | 'clearTimeout'> & { PerformanceObserver?: typeof PerformanceObserver }, then: () => void): void {
  const Observer = host.PerformanceObserver;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    host.clearTimeout(quiet);
    host.clearTimeout(limit);
    observer?.disconnect();
    then();
  };
  let quiet = host.setTimeout(finish, QUIET_MS);
  const limit = host.setTimeout(finish, QUIET_LIMIT_MS);
  const observer = Observer
    ? new Observer(() => {
        host.clearTimeout(quiet);
        quiet = host.setTimeout(finish, QUIET_MS);
      })
    : null;
  for (const type of ['resource', 'longtask']) {
    if (Observer?.supportedEntryTypes.includes(type)) observer?.observe({ type });
  }
}

/**
 * After the first screen: once the page has loaded, its screen's code and data have arrived (the
 * page is quiet) and the browser is idle, so installing the worker (which downloads every feature
 * app, 2 MB) never competes with what the user opened. On a phone on slow 4G it delayed Home's
 * cards by half a second, and a 2,000-item pantry list by a second.
 */
export function registerServiceWorkerWhenIdle(host: Window = window): void {
  void registerServiceWorker(host, (go) => {
    const idle = () => (host.requestIdleCallback ? host.requestIdleCallback(go) : go());
    const start = () => afterQuiet(host, idle);
    if (host.document.readyState === 'complete') start();
    else host.addEventListener('load', start, { once: true });
  });
}
