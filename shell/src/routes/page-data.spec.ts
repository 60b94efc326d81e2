import { waitFor } from '@testing-library/react';
import { createAppStore, generatedApi } from '@mealapp/api-client';
import { addDays, localDateString } from '@mealapp/domain';
import { stubNetwork } from '@mealapp/api-client/testing';
import { ADA } from '../testing/render-app';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { prefetchPageData } from './page-data';

const today = localDateString(new Date());
const HOME = [
  'GET /api/me',
  `GET /api/meal-plans?startDate=${today}&endDate=${addDays(today, 6)}`,
  'GET /api/pantry',
  'GET /api/recipes?limit=1000',
  'GET /api/recipes?recommended=true',
  'GET /api/shopping',
];

function started() {
  const stub = stubNetwork({
    'GET /api/me': { status: 200, body: ADA },
    'GET /api/auth/oidc/account': { status: 200, body: { linked: false } },
    'GET /api/pantry': { status: 200, body: [] },
    'GET /api/shopping': { status: 200, body: [] },
    'GET /api/recipes': { status: 200, body: [] },
    'GET /api/recipes/categories': { status: 200, body: [] },
    'GET /api/meal-plans': { status: 200, body: [] },
  });
  const store = createAppStore({ session: { accessToken: 'token-1', user: null, expired: false } });
  const requests = () => stub.calls.map((c) => `${c.method} ${c.path}${c.query.size ? `?${c.query}` : ''}`).sort();
  return { store, requests };
}

test("Home: asks for the profile and every card's figures at once, each in a task of its own, with nothing rendered yet", async () => {
  const { store, requests } = started();
  const prefetching = prefetchPageData('/home', store.dispatch);
  // Nothing in the caller's task; the profile first, then each card's request, each in a later one.
  expect(Object.keys(store.getState()[generatedApi.reducerPath].queries)).toEqual([]);
  await yieldToMain();
  expect(Object.keys(store.getState()[generatedApi.reducerPath].queries)).toEqual(['getMe(undefined)']);
  await prefetching;
  await waitFor(() => expect(requests()).toEqual(HOME));
});

// Each feature screen's first read, as its feature app's hooks ask for it (the same cache entry).
test.each([
  ['/', HOME],
  ['/pantry', ['GET /api/pantry']],
  ['/shopping-list', ['GET /api/shopping']],
  ['/recipes', ['GET /api/recipes/categories', 'GET /api/recipes?limit=1000']],
  ['/planner', [`GET /api/meal-plans?startDate=${today}&endDate=${addDays(today, 13)}`]],
  ['/settings', ['GET /api/auth/oidc/account', 'GET /api/me']],
])('%s: asks for what the screen first shows', async (path, expected) => {
  const { store, requests } = started();
  await prefetchPageData(path, store.dispatch);
  await waitFor(() => expect(requests()).toEqual(expected));
});

test.each(['/preferences', '/onboarding', '/recipes/12', '/nowhere'])('%s: asks for nothing', async (path) => {
  const { store } = started();
  await prefetchPageData(path, store.dispatch);
  expect(store.getState()[generatedApi.reducerPath].queries).toEqual({});
});
