import { accountApi } from './endpoints';
import { createAppStore } from './store';
import { sessionExpired } from './session';
import { stubNetwork } from './testing/network';

const user = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

function signedInStore(token = 'old-token') {
  return createAppStore({ session: { accessToken: token, user, expired: false } });
}

beforeEach(() => localStorage.clear());

/** Resolves `done` once `tick` has been called `count` times. */
function countdown(count: number) {
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  let left = count;
  return {
    done,
    tick() {
      left -= 1;
      if (left === 0) resolve();
    },
  };
}

test('sends the bearer token and cookies', async () => {
  const stub = stubNetwork({ 'GET /api/me': { status: 200, body: user } });
  const store = signedInStore();
  await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(stub.calls[0].headers.get('Authorization')).toBe('Bearer old-token');
  expect(stub.fetchMock.mock.calls[0][1]?.credentials).toBe('include');
});

test('a 401 refreshes once, stores the new token and retries once', async () => {
  const stub = stubNetwork({
    'GET /api/me': (call) => (call.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, body: user } : { status: 401, body: { error: 'Unauthorized' } }),
    'POST /api/auth/refresh': { status: 200, body: { accessToken: 'new-token' } },
  });
  const store = signedInStore();
  const result = await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(result.data).toEqual(user);
  expect(stub.count('POST /api/auth/refresh')).toBe(1);
  expect(stub.count('GET /api/me')).toBe(2);
  expect(store.getState().session.accessToken).toBe('new-token');
  expect(localStorage.getItem('accessToken')).toBe('new-token');
  // the refresh call itself carries no bearer, only the cookie
  const refresh = stub.calls.find((c) => c.path === '/api/auth/refresh')!;
  expect(refresh.headers.get('Authorization')).toBeNull();
});

test('a second 401 after the retry is returned, not refreshed again', async () => {
  const stub = stubNetwork({
    'GET /api/me': { status: 401, body: { error: 'Unauthorized' } },
    'POST /api/auth/refresh': { status: 200, body: { accessToken: 'new-token' } },
  });
  const store = signedInStore();
  const result = await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(stub.count('POST /api/auth/refresh')).toBe(1);
  expect(stub.count('GET /api/me')).toBe(2);
});

test('concurrent 401s share one refresh', async () => {
  let releaseRefresh!: () => void;
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const refused = countdown(2);
  const asked = countdown(1);
  const refuse = () => {
    refused.tick();
    return { status: 401 };
  };
  const stub = stubNetwork({
    'GET /api/me': (call) => (call.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, body: user } : refuse()),
    'PATCH /api/me': (call) => (call.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, body: { ...user, name: 'Ada' } } : refuse()),
    'POST /api/auth/refresh': async () => {
      asked.tick();
      await refreshGate;
      return { status: 200, body: { accessToken: 'new-token' } };
    },
  });
  const store = signedInStore();
  const first = store.dispatch(accountApi.endpoints.getMe.initiate());
  const second = store.dispatch(accountApi.endpoints.updateMe.initiate({ name: 'Ada' }));
  // Both calls refused and a refresh on the wire: the refresh answers while both wait for it.
  await Promise.all([refused.done, asked.done]);
  releaseRefresh();
  const [a, b] = await Promise.all([first, second]);
  expect(a.data).toEqual(user);
  expect(b.data).toMatchObject({ name: 'Ada' });
  expect(stub.count('POST /api/auth/refresh')).toBe(1);
});

test('a 401 from the refresh clears token and user and dispatches sessionExpired', async () => {
  stubNetwork({
    'GET /api/me': { status: 401 },
    'POST /api/auth/refresh': { status: 401, body: { error: 'Refresh token expired' } },
  });
  const store = signedInStore();
  localStorage.setItem('accessToken', 'old-token');
  const result = await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().session).toEqual({ accessToken: null, user: null, expired: true });
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(sessionExpired.type).toBe('session/sessionExpired');
});

test('another refresh failure clears only the token, silently', async () => {
  stubNetwork({ 'GET /api/me': { status: 401 }, 'POST /api/auth/refresh': { status: 500, body: { error: 'boom' } } });
  const store = signedInStore();
  await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(store.getState().session).toEqual({ accessToken: null, user, expired: false });
});

test('auth calls never trigger a refresh', async () => {
  const stub = stubNetwork({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
  const store = createAppStore();
  const result = await store.dispatch(accountApi.endpoints.login.initiate({ email: 'a@b.co', password: 'wrong!' }));
  expect(result.error).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
  expect(stub.count('POST /api/auth/refresh')).toBe(0);
});

test('a signed-out store never refreshes, even when a refresh cookie is still valid', async () => {
  const stub = stubNetwork({
    'GET /api/me': { status: 401, body: { error: 'Authentication required' } },
    'POST /api/auth/refresh': { status: 200, body: { accessToken: 'revived-token' } },
  });
  const store = createAppStore();
  const result = await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(stub.count('POST /api/auth/refresh')).toBe(0);
  expect(store.getState().session.accessToken).toBeNull();
});

describe('two tabs', () => {
  /** A second tab: its own copy of the client's modules (store, API, in-flight refresh), the same localStorage. */
  function secondTab(): { store: ReturnType<typeof createAppStore>; api: typeof accountApi } {
    let tab!: { store: ReturnType<typeof createAppStore>; api: typeof accountApi };
    jest.isolateModules(() => {
      const { createAppStore: create } = jest.requireActual<typeof import('./store')>('./store');
      const { accountApi: api } = jest.requireActual<typeof import('./endpoints')>('./endpoints');
      tab = { store: create({ session: { accessToken: 'old-token', user, expired: false } }), api };
    });
    return tab;
  }

  /** The browser's Web Locks API (jsdom has none): one holder per name at a time, in request order. */
  function installWebLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return names;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  function stubRotatingServer() {
    let rotations = 0;
    const bothTabsRefused = countdown(2);
    return stubNetwork({
      'GET /api/me': (call) => {
        if (call.headers.get('Authorization') === 'Bearer new-token') return { status: 200, body: user };
        bothTabsRefused.tick();
        return { status: 401 };
      },
      'POST /api/auth/refresh': async () => {
        rotations += 1;
        // No refresh answers before both tabs' first calls are refused: they refresh at the same moment.
        await bothTabsRefused.done;
        return { status: 200, body: { accessToken: rotations === 1 ? 'new-token' : `new-token-${rotations}` } };
      },
    });
  }

  test('refreshing at the same moment, they share one refresh through a Web Lock', async () => {
    const lockNames = installWebLocks();
    const stub = stubRotatingServer();
    localStorage.setItem('accessToken', 'old-token');
    const tabA = signedInStore();
    const tabB = secondTab();
    const [a, b] = await Promise.all([tabA.dispatch(accountApi.endpoints.getMe.initiate()), tabB.store.dispatch(tabB.api.endpoints.getMe.initiate())]);
    expect(a.data).toEqual(user);
    expect(b.data).toEqual(user);
    expect(stub.count('POST /api/auth/refresh')).toBe(1);
    expect(lockNames).toEqual(['mealapp-token-refresh', 'mealapp-token-refresh']);
    expect(tabB.store.getState().session.accessToken).toBe('new-token');
  });

  test('without Web Locks each tab refreshes on its own (the server answers both alike within its grace window)', async () => {
    const stub = stubRotatingServer();
    const tabA = signedInStore();
    const tabB = secondTab();
    await Promise.all([tabA.dispatch(accountApi.endpoints.getMe.initiate()), tabB.store.dispatch(tabB.api.endpoints.getMe.initiate())]);
    expect(stub.count('POST /api/auth/refresh')).toBe(2);
  });
});

test('an e-mail change answers a fresh access token, which replaces the old one', async () => {
  stubNetwork({ 'PATCH /api/me': { status: 200, body: { ...user, email: 'new@example.com', accessToken: 'after-change' } } });
  const store = signedInStore();
  const result = await store.dispatch(accountApi.endpoints.updateMe.initiate({ email: 'new@example.com', currentPassword: 'secret123' }));
  expect(result.error).toBeUndefined();
  expect(store.getState().session.accessToken).toBe('after-change');
  expect(store.getState().session.user).toEqual({ ...user, email: 'new@example.com' });
});
