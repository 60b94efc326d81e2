/** spec part 2 §4: the worker's script and scope. The script is built by tools/service-worker.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** What registering needs of the window (a stand-in in tests). */
export interface WorkerHost {
  navigator: { serviceWorker?: ServiceWorkerContainer };
  location: { reload(): void };
}

/**
 * Registers the service worker, and reloads the page once when an updated worker takes over
 * (spec part 2 §4), so the page never runs old code against the new worker's caches. A page that
 * had no worker yet is not reloaded: the first worker does not take over the page that installed it.
 */
export function registerServiceWorker(host: WorkerHost = window): Promise<ServiceWorkerRegistration | null> {
  const container = host.navigator.serviceWorker;
  if (!container) return Promise.resolve(null);
  const updating = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    host.location.reload();
  });
  // Offline pages and a blocked worker still work, only without the worker's help.
  return container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => null);
}

/**
 * After the first screen: once the page has loaded and the browser is idle, so installing the
 * worker (which downloads every feature app) never competes with the first paint.
 */
export function registerServiceWorkerWhenIdle(host: Window = window): void {
  if (!('serviceWorker' in host.navigator)) return;
  const idle = () => (host.requestIdleCallback ? host.requestIdleCallback(() => void registerServiceWorker(host)) : host.setTimeout(() => void registerServiceWorker(host), 1));
  if (host.document.readyState === 'complete') idle();
  else host.addEventListener('load', idle, { once: true });
}
