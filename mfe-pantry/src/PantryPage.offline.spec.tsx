import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import PantryPage from './PantryPage';
import { pantryServer } from './testing/pantry-server';

const MILK: PantryItem = { id: 1, name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: null };
const RICE: PantryItem = { id: 2, name: 'Rice', status: 'Low Stock', category: 'Pantry', expirationDate: null };
const PENDING = 'Not saved yet — will sync when online';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('lastUserId', '1');
});

const writes = (net: ReturnType<typeof pantryServer>) => net.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

test('offline, an edit, an add and a delete show at once, the changed rows marked pending, and are sent in order when back online', async () => {
  const net = pantryServer([MILK, RICE]);
  const user = userEvent.setup();
  const { store } = renderPage(<PantryPage />);
  await screen.findByText('Milk');
  act(() => net.goOffline());

  await user.click(screen.getByRole('button', { name: 'Edit Milk' }));
  const form = screen.getByRole('form', { name: 'Edit Milk' });
  await user.selectOptions(within(form).getByLabelText('Status'), 'Low Stock');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New Item' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), 'Paprika');
  await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  await user.click(screen.getByRole('button', { name: 'Delete Rice' }));

  const milk = screen.getByRole('group', { name: 'Milk' });
  expect(within(milk).getByText('Low Stock')).toBeInTheDocument();
  expect(within(milk).getByRole('img', { name: PENDING })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Paprika' })).getByRole('img', { name: PENDING })).toBeInTheDocument();
  expect(screen.queryByText('Rice')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(writes(net)).toEqual([]);
  expect(store.getState().offline.queue.map((write) => write.label)).toEqual(['Milk', 'Paprika', 'Rice']);

  act(() => net.goOnline());
  await waitFor(() => expect(screen.queryAllByRole('img', { name: PENDING })).toEqual([]));
  expect(writes(net)).toEqual(['PATCH /api/pantry/1', 'POST /api/pantry', 'DELETE /api/pantry/2']);
  expect(net.items().map((item) => `${item.name}:${item.status}`)).toEqual(['Milk:Low Stock', 'Paprika:In Stock']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a delete the server refuses once back online brings the item back and names it', async () => {
  const net = pantryServer([MILK], { delete: () => ({ status: 403, body: { error: 'Not yours to delete' } }) });
  const user = userEvent.setup();
  renderPage(<PantryPage />);
  await screen.findByText('Milk');
  act(() => net.goOffline());
  await user.click(screen.getByRole('button', { name: 'Delete Milk' }));
  expect(screen.queryByText('Milk')).not.toBeInTheDocument();

  act(() => net.goOnline());
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save "Milk": Not yours to delete');
  expect(await screen.findByText('Milk')).toBeInTheDocument();
});
