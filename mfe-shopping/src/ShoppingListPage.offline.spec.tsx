import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import ShoppingListPage from './ShoppingListPage';
import { shoppingServer } from './testing/shopping-server';

const MILK: ShoppingItem = { id: 1, name: 'Milk', quantity: '1 gallon', category: 'Dairy & Eggs', isShopped: false };
const APPLES: ShoppingItem = { id: 3, name: 'Apples', quantity: '3 lb', category: 'Produce', isShopped: false };
const PENDING = 'Not saved yet — will sync when online';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
  // A returning user: the device knows whose queue and last-seen data these are before /api/me answers.
  localStorage.setItem('lastUserId', '1');
});

type User = ReturnType<typeof userEvent.setup>;

const row = (name: string) => screen.getAllByTestId('shopping-item').find((item) => within(item).queryByText(name))!;
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const writes = (server: ReturnType<typeof shoppingServer>) => server.calls.filter((call) => call.method !== 'GET');

async function add(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New Item' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

test('offline, a tick and two adds show at once, marked pending, and are sent in order, each once with its key, when back online', async () => {
  const user = userEvent.setup();
  const server = shoppingServer([MILK, APPLES]);
  const { store } = renderPage(<ShoppingListPage />);
  await screen.findByText('Milk');
  act(() => server.goOffline());

  await user.click(checkbox('Milk'));
  await add(user, 'Bread');
  await add(user, 'Eggs');
  expect(checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  for (const name of ['Milk', 'Bread', 'Eggs']) expect(within(row(name)).getByRole('img', { name: PENDING })).toBeInTheDocument();
  expect(within(row('Apples')).queryByRole('img', { name: PENDING })).not.toBeInTheDocument();
  // Rows waiting on the device can still be changed: the queue follows them to their saved ids.
  expect(checkbox('Bread')).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(writes(server)).toEqual([]);
  const keys = store.getState().offline.queue.map((write) => write.idempotencyKey);
  expect(new Set(keys).size).toBe(3);

  act(() => server.goOnline());
  await waitFor(() => expect(screen.queryAllByRole('img', { name: PENDING })).toEqual([]));
  expect(writes(server).map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /api/shopping/1/toggle', 'POST /api/shopping', 'POST /api/shopping']);
  expect(writes(server).map((call) => call.headers.get('Idempotency-Key'))).toEqual(keys);
  expect(server.items().map((item) => `${item.name}:${item.isShopped}`)).toEqual(['Milk:true', 'Apples:false', 'Bread:false', 'Eggs:false']);
  expect(checkbox('Milk')).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Showing 4 of 4 items')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an item added offline and ticked before it was saved is ticked under the id the server gives it', async () => {
  const user = userEvent.setup();
  const server = shoppingServer([MILK]);
  renderPage(<ShoppingListPage />);
  await screen.findByText('Milk');
  act(() => server.goOffline());
  await add(user, 'Bread');
  await user.click(checkbox('Bread'));
  expect(checkbox('Bread')).toHaveAttribute('aria-checked', 'true');

  act(() => server.goOnline());
  await waitFor(() => expect(screen.queryAllByRole('img', { name: PENDING })).toEqual([]));
  expect(writes(server).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/shopping', 'PATCH /api/shopping/2/toggle']);
  expect(server.items().find((item) => item.name === 'Bread')).toMatchObject({ id: 2, isShopped: true });
  await waitFor(() => expect(checkbox('Bread')).toHaveAttribute('aria-checked', 'true'));
});

test('an add the server refuses once back online is taken off the list, and the page says which item and why', async () => {
  const user = userEvent.setup();
  const server = shoppingServer([MILK], { create: () => ({ status: 409, body: { error: 'Your shopping list is full' } }) });
  renderPage(<ShoppingListPage />);
  await screen.findByText('Milk');
  act(() => server.goOffline());
  await add(user, 'Bread');
  expect(within(row('Bread')).getByRole('img', { name: PENDING })).toBeInTheDocument();

  act(() => server.goOnline());
  const dialog = await screen.findByRole('dialog', { name: 'Add New Item' });
  // The form opens again with what was typed and the refusal, naming the item.
  expect(within(dialog).getByText('Could not save "Bread": Your shopping list is full')).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveValue('Bread');
  expect(screen.queryByTestId('pending-mark')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryAllByTestId('shopping-item-text').map((text) => text.firstElementChild!.textContent)).toEqual(['Milk']));
  expect(writes(server)).toHaveLength(1);
});

test('a tick of an item deleted meanwhile (404) is rolled back, the banner naming the item and why', async () => {
  const user = userEvent.setup();
  const server = shoppingServer([MILK], { toggle: () => ({ status: 404, body: { error: 'Shopping item not found' } }) });
  renderPage(<ShoppingListPage />);
  await screen.findByText('Milk');
  act(() => server.goOffline());
  await user.click(checkbox('Milk'));
  expect(checkbox('Milk')).toHaveAttribute('aria-checked', 'true');

  act(() => server.goOnline());
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save "Milk": it was deleted on another device meanwhile');
  await waitFor(() => expect(checkbox('Milk')).toHaveAttribute('aria-checked', 'false'));
  expect(screen.queryByTestId('pending-mark')).not.toBeInTheDocument();
});
