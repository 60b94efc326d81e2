import { SKIP_WAITING } from '../sw/decisions';
import { afterQuiet, NUDGE_MS, NUDGES, QUIET_LIMIT_MS, QUIET_MS, registerServiceWorker, registerServiceWorkerWhenIdle } from './register-worker';

/** A service worker container at the browser edge: records registrations, fires controllerchange on demand. */
function workerHost({ controlled, fails = false, waiting = null }: { controlled: boolean; fails?: boolean; waiting?: ServiceWorker | null }) {
  const listeners: (() => void)[] = [];
  const registrationEvents = new EventTarget();
  const registration = Object.assign(registrationEvents, { scope: 'http://localhost/', waiting, installing: null as ServiceWorker | null }) as unknown as ServiceWorkerRegistration & {
    waiting: ServiceWorker | null;
    installing: ServiceWorker | null;
  };
  const serviceWorker = {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: jest.fn(async () => registration),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    }),
    register: jest.fn(async () => {
      if (fails) throw new DOMException('The operation is insecure.', 'SecurityError');
      return registration;
    }),
  };
  const location = { reload: jest.fn() };
  const host = { navigator: { serviceWorker: serviceWorker as unknown as ServiceWorkerContainer }, location };
  return { host, serviceWorker, location, registration, takeOver: () => listeners.forEach((listener) => listener()) };
}

test('registers /sw.js with scope /', async () => {
  const { host, serviceWorker, registration } = workerHost({ controlled: false });
  await expect(registerServiceWorker(host)).resolves.toBe(registration);
  expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('an updated worker taking over reloads the page once', async () => {
  const { host, location, takeOver } = workerHost({ controlled: true });
  await registerServiceWorker(host);
  takeOver();
  takeOver();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test('the first worker does not reload the page that installed it', async () => {
  const { host, location, takeOver } = workerHost({ controlled: false });
  await registerServiceWorker(host);
  takeOver();
  expect(location.reload).not.toHaveBeenCalled();
});

test('a browser without service workers, or a refused registration, leaves the app as it is', async () => {
  await expect(registerServiceWorker({ navigator: {}, location: { reload: jest.fn() } })).resolves.toBeNull();
  const { host } = workerHost({ controlled: false, fails: true });
  await expect(registerServiceWorker(host)).resolves.toBeNull();
});

test('deferred registration still reloads for an update the browser found before the page registered', () => {
  const { host, serviceWorker, location, takeOver } = workerHost({ controlled: true });
  const page = { ...host, document: { readyState: 'loading' }, addEventListener: jest.fn() } as unknown as Window;
  registerServiceWorkerWhenIdle(page);
  expect(serviceWorker.register).not.toHaveBeenCalled();
  takeOver();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test('registers nothing in a browser without service workers (jsdom, component tests)', () => {
  expect('serviceWorker' in window.navigator).toBe(false);
  expect(() => registerServiceWorkerWhenIdle(window)).not.toThrow();
});

/** A worker at the browser edge: records what the page posts to it, changes state on demand. */
function standInWorker(state: ServiceWorkerState) {
  const events = new EventTarget();
  const worker = Object.assign(events, { state, postMessage: jest.fn() }) as unknown as ServiceWorker & { state: ServiceWorkerState; postMessage: jest.Mock };
  const becomes = (next: ServiceWorkerState) => {
    worker.state = next;
    events.dispatchEvent(new Event('statechange'));
  };
  return { worker, becomes };
}

describe('a worker Chromium left waiting is asked again to take over', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('one already waiting as the page starts: asked at once, and again while it still waits, within a bound', async () => {
    const { worker } = standInWorker('installed');
    const { host } = workerHost({ controlled: true, waiting: worker });
    await registerServiceWorker(host);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    await jest.advanceTimersByTimeAsync(NUDGE_MS * (NUDGES + 5));
    expect(worker.postMessage).toHaveBeenCalledTimes(NUDGES);
  });

  test('one found later: asked once it is installed, and no more once it has taken over', async () => {
    const { host, registration } = workerHost({ controlled: true });
    await registerServiceWorker(host);
    await Promise.resolve();
    const { worker, becomes } = standInWorker('installing');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(worker.postMessage).not.toHaveBeenCalled();
    registration.waiting = worker;
    becomes('installed');
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    registration.waiting = null;
    becomes('activated');
    await jest.advanceTimersByTimeAsync(NUDGE_MS * 3);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  test('the first worker of a page is never asked: nothing controls the page yet', async () => {
    const { worker } = standInWorker('installed');
    const { host } = workerHost({ controlled: false, waiting: worker });
    await registerServiceWorker(host);
    await jest.advanceTimersByTimeAsync(NUDGE_MS * 2);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});

describe('afterQuiet: the worker waits until the page has fetched nothing and run no long task for a while', () => {
  /** A PerformanceObserver at the browser edge: `entry()` reports a fetch or long task to every observer. */
  function observedHost() {
    const callbacks: (() => void)[] = [];
    const observed: string[] = [];
    class Observer {
      static supportedEntryTypes = ['resource', 'longtask', 'paint'];
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {
        callbacks.length = 0;
      }
    }
    const host = { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window), PerformanceObserver: Observer as unknown as typeof PerformanceObserver };
    return { host, observed, entry: () => callbacks.forEach((callback) => callback()) };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a quiet page: after QUIET_MS, watching fetches and long tasks', () => {
    const { host, observed } = observedHost();
    const then = jest.fn();
    afterQuiet(host, then);
    expect(observed).toEqual(['resource', 'longtask']);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  test('each fetch or long task starts the wait again', () => {
    const { host, entry } = observedHost();
    const then = jest.fn();
    afterQuiet(host, then);
    jest.advanceTimersByTime(QUIET_MS - 100);
    entry();
    jest.advanceTimersByTime(QUIET_MS - 100);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledTimes(1);
    entry();
    jest.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  test('a page that never goes quiet still gets its worker, after QUIET_LIMIT_MS', () => {
    const { host, entry } = observedHost();
    const then = jest.fn();
    afterQuiet(host, then);
    for (let waited = 0; waited < QUIET_LIMIT_MS - 500; waited += 500) {
      jest.advanceTimersByTime(500);
      entry();
    }
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledTimes(1);
  });

  test('a browser without PerformanceObserver waits QUIET_MS', () => {
    const then = jest.fn();
    afterQuiet({ setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) }, then);
    jest.advanceTimersByTime(QUIET_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
