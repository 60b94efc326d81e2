import { registerServiceWorker, registerServiceWorkerWhenIdle } from './register-worker';

/** A service worker container at the browser edge: records registrations, fires controllerchange on demand. */
function workerHost({ controlled, fails = false }: { controlled: boolean; fails?: boolean }) {
  const listeners: (() => void)[] = [];
  const registration = { scope: 'http://localhost/' } as ServiceWorkerRegistration;
  const serviceWorker = {
    controller: controlled ? ({} as ServiceWorker) : null,
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

test('registers nothing in a browser without service workers (jsdom, component tests)', () => {
  expect('serviceWorker' in window.navigator).toBe(false);
  expect(() => registerServiceWorkerWhenIdle(window)).not.toThrow();
});
