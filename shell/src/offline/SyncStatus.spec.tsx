import { act, render, screen, waitFor } from '@testing-library/react';
import { createAppStore, generatedApi } from '@mealapp/api-client';
import { stubNetwork } from '@mealapp/api-client/testing';
import { AppProviders } from '@mealapp/app-providers';
import { SyncStatus } from './SyncStatus';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('lastUserId', '1');
});

function renderStatus() {
  const store = createAppStore();
  render(
    <AppProviders store={store}>
      <SyncStatus />
    </AppProviders>,
  );
  return store;
}

test('says so while offline, counts the changes while they are sent, and is quiet once they are', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  const net = stubNetwork({ 'POST /api/shopping': () => new Promise((resolve) => (answer = resolve)) });
  const store = renderStatus();
  expect(screen.getByRole('status')).toHaveTextContent('');

  act(() => net.goOffline());
  expect(screen.getByRole('status')).toHaveTextContent("Offline — changes will sync when you're back online");
  void store.dispatch(generatedApi.endpoints.createShoppingItem.initiate({ name: 'Milk' }));
  await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));

  act(() => net.goOnline());
  expect(await screen.findByText('Syncing 1 change…')).toBeInTheDocument();
  await waitFor(() => expect(net.count('POST /api/shopping')).toBe(1));
  act(() => answer({ status: 201, body: { id: 7, name: 'Milk', quantity: null, category: 'Dairy & Eggs', isShopped: false } }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
});

test('a queued change the server refuses is announced with the item it was about', async () => {
  const net = stubNetwork({ 'POST /api/shopping': { status: 409, body: { error: 'Your shopping list is full' } } });
  const store = renderStatus();
  act(() => net.goOffline());
  void store.dispatch(generatedApi.endpoints.createShoppingItem.initiate({ name: 'Milk' }));
  await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
  act(() => net.goOnline());
  expect(await screen.findByText('Could not save "Milk": Your shopping list is full')).toBeInTheDocument();
  expect(store.getState().offline.refusals).toEqual([]);
});
