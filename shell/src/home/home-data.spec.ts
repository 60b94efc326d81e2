import { waitFor } from '@testing-library/react';
import { createAppStore, generatedApi } from '@mealapp/api-client';
import { addDays, localDateString } from '@mealapp/domain';
import { stubNetwork } from '@mealapp/api-client/testing';
import { ADA } from '../testing/render-app';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { prefetchHomeData } from './home-data';

const today = localDateString(new Date());

test("asks for the profile and every card's figures at once, each in a task of its own, with nothing rendered yet", async () => {
  const stub = stubNetwork({
    'GET /api/me': { status: 200, body: ADA },
    'GET /api/pantry': { status: 200, body: [] },
    'GET /api/shopping': { status: 200, body: [] },
    'GET /api/recipes': { status: 200, body: [] },
    'GET /api/meal-plans': { status: 200, body: [] },
  });
  const store = createAppStore({ session: { accessToken: 'token-1', user: null, expired: false } });
  const started = prefetchHomeData(store.dispatch);
  // Nothing in the caller's task; the profile first, then each card's request, each in a later one.
  expect(Object.keys(store.getState()[generatedApi.reducerPath].queries)).toEqual([]);
  await yieldToMain();
  expect(Object.keys(store.getState()[generatedApi.reducerPath].queries)).toEqual(['getMe(undefined)']);
  await started;
  await waitFor(() =>
    expect(stub.calls.map((c) => `${c.method} ${c.path}${c.query.size ? `?${c.query}` : ''}`).sort()).toEqual([
      'GET /api/me',
      `GET /api/meal-plans?startDate=${today}&endDate=${addDays(today, 6)}`,
      'GET /api/pantry',
      'GET /api/recipes?limit=1000',
      'GET /api/recipes?recommended=true',
      'GET /api/shopping',
    ]),
  );
});
