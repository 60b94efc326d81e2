import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingItem } from '@mealapp/domain';
import ShoppingListCard from './ShoppingListCard';
import { shoppingServer } from './testing/shopping-server';
import { renderPage } from '@mealapp/testing';

const item = (id: number, isShopped: boolean): ShoppingItem => ({ id, name: `Item ${id}`, quantity: null, category: 'Produce', isShopped });

// The first render of a suite (cold modules) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('pending items: "N items needed" and "Action needed", linking to the list', async () => {
  shoppingServer([item(1, false), item(2, true), item(3, false)]);
  renderPage(<ShoppingListCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: 'Shopping List 2 items needed Action needed' });
  expect(within(card).getByRole('heading', { name: 'Shopping List' })).toBeInTheDocument();
  expect(within(card).getByText('2 items needed')).toBeInTheDocument();
  expect(within(card).getByText('Action needed')).toBeInTheDocument();
  expect(card).toHaveAttribute('href', '/shopping-list');
});

test('one pending item reads "1 item needed"', async () => {
  shoppingServer([item(1, false)]);
  renderPage(<ShoppingListCard />, { path: '/home' });
  expect(await screen.findByText('1 item needed')).toBeInTheDocument();
});

test.each([
  ['everything shopped', [item(1, true), item(2, true)]],
  ['an empty list', []],
])('%s: "All shopping complete!" and "Complete"', async (_name, items) => {
  shoppingServer(items);
  renderPage(<ShoppingListCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: 'Shopping List All shopping complete! Complete' });
  expect(within(card).getByText('Complete')).toBeInTheDocument();
  expect(within(card).queryByText('Action needed')).not.toBeInTheDocument();
});

test('a failed load offers a retry, never invented figures', async () => {
  const user = userEvent.setup();
  let up = false;
  shoppingServer([item(1, false)], { list: () => (up ? undefined : { status: 500, body: { error: 'Database unavailable' } }) });
  renderPage(<ShoppingListCard />, { path: '/home' });
  const group = await screen.findByRole('group', { name: 'Shopping List' });
  expect(group).toHaveTextContent('Database unavailable');
  up = true;
  await user.click(within(group).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 item needed')).toBeInTheDocument();
});
