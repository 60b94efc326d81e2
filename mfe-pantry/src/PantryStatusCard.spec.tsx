import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, type PantryItem } from '@mealapp/domain';
import PantryPage from './PantryPage';
import PantryStatusCard from './PantryStatusCard';
import { pantryServer } from './testing/pantry-server';
import { renderPage } from '@mealapp/testing';

const today = localDateString(new Date());
const item = (id: number, status: PantryItem['status'], expirationDate: string | null = null): PantryItem => ({
  id,
  name: `Item ${id}`,
  status,
  category: null,
  expirationDate,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('a well stocked pantry', async () => {
  pantryServer([item(1, 'In Stock', addDays(today, 30)), item(2, 'In Stock')]);
  renderPage(<PantryStatusCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: /Pantry Status/ });
  expect(await within(card).findByText('Pantry is well stocked')).toBeInTheDocument();
  expect(within(card).getByText('All good')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'Pantry Status' })).toBeInTheDocument();
  expect(card).toHaveAttribute('href', '/pantry');
});

test('an empty pantry has nothing to warn about', async () => {
  pantryServer([]);
  renderPage(<PantryStatusCard />, { path: '/home' });
  expect(await screen.findByText('Pantry is well stocked')).toBeInTheDocument();
});

test('counts expiring, low and out, with badges', async () => {
  pantryServer([
    item(1, 'In Stock', today),
    item(2, 'Low Stock', addDays(today, 3)),
    item(3, 'Low Stock'),
    item(4, 'Out of Stock', addDays(today, 1)),
    item(5, 'In Stock', addDays(today, -2)),
  ]);
  renderPage(<PantryStatusCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: /Pantry Status/ });
  expect(await within(card).findByText('2 expiring soon • 2 running low • 1 out of stock')).toBeInTheDocument();
  expect(within(card).getByText('2 expiring')).toBeInTheDocument();
  expect(within(card).getByText('2 low')).toBeInTheDocument();
  expect(within(card).getByText('1 out')).toBeInTheDocument();
  expect(within(card).queryByText('All good')).not.toBeInTheDocument();
});

test('zeros are shown as the spec writes the format', async () => {
  pantryServer([item(1, 'Out of Stock')]);
  renderPage(<PantryStatusCard />, { path: '/home' });
  expect(await screen.findByText('0 expiring soon • 0 running low • 1 out of stock')).toBeInTheDocument();
  expect(screen.getByText('1 out')).toBeInTheDocument();
  expect(screen.queryByText(/expiring$/)).not.toBeInTheDocument();
});

test('a failed load offers a retry, not invented figures', async () => {
  let up = false;
  pantryServer([item(1, 'Low Stock')], { list: () => (up ? undefined : { status: 500, body: { error: 'Database unavailable' } }) });
  const user = userEvent.setup();
  renderPage(<PantryStatusCard />, { path: '/home' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.queryByText(/running low/)).not.toBeInTheDocument();
  up = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('0 expiring soon • 1 running low • 0 out of stock')).toBeInTheDocument();
});

test('shares the list with the page: one request, and a change on the page shows on the card', async () => {
  const net = pantryServer([item(1, 'In Stock')]);
  const user = userEvent.setup();
  renderPage(
    <>
      <PantryStatusCard />
      <PantryPage />
    </>,
  );
  expect(await screen.findByText('Pantry is well stocked')).toBeInTheDocument();
  expect(net.callsTo('GET /api/pantry')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Edit Item 1' }));
  await user.selectOptions(within(screen.getByRole('form')).getByLabelText('Status'), 'Low Stock');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('0 expiring soon • 1 running low • 0 out of stock')).toBeInTheDocument();
});
