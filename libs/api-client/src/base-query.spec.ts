import { accountApi } from './endpoints';
import { createAppStore } from './store';
import { sessionExpired } from './session';
import { stubFetch } from './testing/fetch-stub';

const user = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

function signedInStore(token = 'old-token') {
  return createAppStore({ session: { accessToken: token, user, expired: false } });
}

beforeEach(() => localStorage.clear());

test('sends the bearer token and cookies', async () => {
  const stub = stubFetch({ 'GET /api/me': { status: 200, body: user } });
  const store = signedInStore();
  await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(stub.calls[0].headers.get('Authorization')).toBe('Bearer old-token');
  expect(stub.fetchMock.mock.calls[0][1]?.credentials).toBe('include');
});

test('a 401 refreshes once, stores the new token and retries once', async () => {
  const stub = stubFetch({
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
  const stub = stubFetch({
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
  const stub = stubFetch({
    'GET /api/me': (call) => (call.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, body: user } : { status: 401 }),
    'PATCH /api/me': (call) => (call.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, body: { ...user, name: 'Ada' } } : { status: 401 }),
    'POST /api/auth/refresh': async () => {
      await refreshGate;
      return { status: 200, body: { accessToken: 'new-token' } };
    },
  });
  const store = signedInStore();
  const first = store.dispatch(accountApi.endpoints.getMe.initiate());
  const second = store.dispatch(accountApi.endpoints.updateMe.initiate({ name: 'Ada' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  releaseRefresh();
  const [a, b] = await Promise.all([first, second]);
  expect(a.data).toEqual(user);
  expect(b.data).toMatchObject({ name: 'Ada' });
  expect(stub.count('POST /api/auth/refresh')).toBe(1);
});

test('a 401 from the refresh clears token and user and dispatches sessionExpired', async () => {
  stubFetch({
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
  stubFetch({ 'GET /api/me': { status: 401 }, 'POST /api/auth/refresh': { status: 500, body: { error: 'boom' } } });
  const store = signedInStore();
  await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(store.getState().session).toEqual({ accessToken: null, user, expired: false });
});

test('auth calls never trigger a refresh', async () => {
  const stub = stubFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
  const store = createAppStore();
  const result = await store.dispatch(accountApi.endpoints.login.initiate({ email: 'a@b.co', password: 'wrong!' }));
  expect(result.error).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
  expect(stub.count('POST /api/auth/refresh')).toBe(0);
});

test('a signed-out store never refreshes, even when a refresh cookie is still valid', async () => {
  const stub = stubFetch({
    'GET /api/me': { status: 401, body: { error: 'Authentication required' } },
    'POST /api/auth/refresh': { status: 200, body: { accessToken: 'revived-token' } },
  });
  const store = createAppStore();
  const result = await store.dispatch(accountApi.endpoints.getMe.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(stub.count('POST /api/auth/refresh')).toBe(0);
  expect(store.getState().session.accessToken).toBeNull();
});
