import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, type PantryItem } from '@mealapp/domain';
import { lightTheme } from '@mealapp/ui';
import PantryPage from './PantryPage';
import { deferred, pantryServer } from './testing/pantry-server';
import { renderPage } from '@mealapp/testing';
import { createAppStore, userLoaded } from '@mealapp/api-client';

const today = localDateString(new Date());
const inDays = (n: number) => addDays(today, n);

const MILK: PantryItem = { id: 1, name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: inDays(2) };
const RICE: PantryItem = { id: 2, name: 'Rice', status: 'Low Stock', category: 'Pantry', expirationDate: null };
const MYSTERY: PantryItem = { id: 3, name: 'Mystery Jar', status: 'Out of Stock', category: null, expirationDate: inDays(-1) };
const BANANAS: PantryItem = { id: 4, name: 'Bananas', status: 'In Stock', category: 'Produce', expirationDate: inDays(5) };
const SALT: PantryItem = { id: 5, name: 'Salt', status: 'In Stock', category: 'Pantry', expirationDate: inDays(400) };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

const sectionNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => name !== 'Notifications');
const rowNames = (region: HTMLElement) => within(region).getAllByTestId('pantry-item').map((row) => row.firstElementChild!.firstElementChild!.textContent);

async function openAddModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  return screen.getByRole('dialog', { name: 'Add New Item' });
}

describe('in a shared household', () => {
  test('an item another member changed last says who; one you changed says nothing', async () => {
    const ada = { id: 1, name: 'Ada Lovelace' };
    const bo = { id: 2, name: 'Bo Peep' };
    const items = [{ ...MILK, updatedBy: bo }, { ...RICE, updatedBy: ada }];
    pantryServer(items);
    const store = createAppStore();
    store.dispatch(userLoaded({ ...ada, email: 'ada@example.com' }));
    renderPage(<PantryPage />, { store });
    const milk = await screen.findByRole('group', { name: 'Milk' });
    expect(within(milk).getByText('Updated by Bo')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Rice' })).queryByText(/Updated by/)).not.toBeInTheDocument();
  });
});

describe('the list', () => {
  test('heading, loading, then items grouped by category with counts, Uncategorized last', async () => {
    pantryServer([MYSTERY, RICE, MILK, BANANAS, SALT]);
    renderPage(<PantryPage />);
    expect(screen.getByRole('heading', { name: 'Smart Pantry' })).toBeInTheDocument();
    expect(screen.getByText('Track ingredients & expiration dates')).toBeInTheDocument();
    expect(screen.getByText('Loading pantry items')).toBeInTheDocument();

    await screen.findByText('Milk');
    expect(sectionNames()).toEqual(['Dairy & Eggs', 'Produce', 'Pantry', 'Uncategorized']);
    const pantry = screen.getByRole('region', { name: 'Pantry' });
    expect(within(pantry).getByRole('button', { name: /Pantry/ })).toHaveAccessibleName('Pantry 2 items');
    expect(rowNames(pantry)).toEqual(['Rice', 'Salt']);
    expect(screen.getByText('5 items')).toBeInTheDocument();
    for (const name of ['Milk', 'Rice', 'Mystery Jar', 'Bananas', 'Salt']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    }
  });

  test('each item shows its coloured expiry note and status badge', async () => {
    pantryServer([MILK, MYSTERY, BANANAS, SALT, RICE]);
    renderPage(<PantryPage />);
    const note = await screen.findByText('Expires in 2 days');
    expect(note).toHaveStyle({ color: lightTheme.colors.orange });
    expect(screen.getByText('Expired')).toHaveStyle({ color: lightTheme.colors.danger });
    expect(screen.getByText('Expires in 5 days')).toHaveStyle({ color: lightTheme.colors.amber });
    const salt = screen.getByRole('button', { name: 'Edit Salt' }).parentElement!;
    expect(within(salt).getByText(/, 20\d\d$/)).toHaveStyle({ color: lightTheme.colors.textMuted });
    const rice = screen.getByRole('button', { name: 'Edit Rice' }).parentElement!;
    expect(within(rice).getByText('Low Stock')).toBeInTheDocument();
    expect(within(rice).queryByText(/Expire/)).not.toBeInTheDocument();
  });

  test('sections collapse and expand', async () => {
    const user = userEvent.setup();
    pantryServer([MILK, RICE]);
    renderPage(<PantryPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Dairy & Eggs 1 item' }));
    expect(screen.getByText('Milk')).not.toBeVisible();
    expect(screen.getByText('Rice')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dairy & Eggs 1 item' }));
    expect(screen.getByText('Milk')).toBeVisible();
  });

  test('status and category filters, sort and the count', async () => {
    const user = userEvent.setup();
    pantryServer([MYSTERY, RICE, MILK, BANANAS, SALT]);
    renderPage(<PantryPage />);
    await screen.findByText('Milk');

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'In Stock');
    expect(sectionNames()).toEqual(['Dairy & Eggs', 'Produce', 'Pantry']);
    expect(screen.getByText('3 of 5 items')).toBeInTheDocument();
    expect(screen.queryByText('Rice')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'All');
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Uncategorized');
    expect(sectionNames()).toEqual(['Uncategorized']);
    expect(screen.getByText('1 of 5 items')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by category'), 'All');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'status');
    expect(rowNames(screen.getByRole('region', { name: 'Pantry' }))).toEqual(['Rice', 'Salt']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'recent');
    expect(rowNames(screen.getByRole('region', { name: 'Pantry' }))).toEqual(['Salt', 'Rice']);
    expect(screen.getByLabelText('Filter by category')).toHaveDisplayValue('All');
    expect(within(screen.getByLabelText('Filter by category')).getAllByRole('option')).toHaveLength(11);
  });

  test('search, down to the no-match state', async () => {
    const user = userEvent.setup();
    pantryServer([MILK, RICE, BANANAS]);
    renderPage(<PantryPage />);
    await screen.findByText('Milk');
    const search = screen.getByPlaceholderText('Search pantry items...');
    await user.type(search, 'AN');
    expect(screen.getByText('Bananas')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    await user.type(search, 'zz');
    expect(screen.getByRole('heading', { name: 'No items match your search' })).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    await user.clear(search);
    expect(screen.getByText('Milk')).toBeInTheDocument();
  });

  test('an empty pantry', async () => {
    pantryServer([]);
    renderPage(<PantryPage />);
    expect(await screen.findByRole('heading', { name: 'Your pantry is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add some items to get started!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
  });

  test.each([
    ['the server error text', { status: 500, body: { error: 'Database unavailable' } }, 'Database unavailable'],
    ['the HTTP status when there is none', { status: 503 }, 'HTTP error! status: 503'],
  ])('a failed load shows %s in the Error box, and Retry loads again', async (_name, answer, text) => {
    let up = false;
    pantryServer([MILK], { list: () => (up ? undefined : answer) });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Error')).toBeInTheDocument();
    expect(box).toHaveTextContent(text);
    up = true;
    await user.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Milk')).toBeInTheDocument();
  });

  test('no answer at all shows the spec fallback', async () => {
    pantryServer([]);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderPage(<PantryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pantry items');
  });
});

describe('the add modal', () => {
  test('has chips, name, status, optional category and date, the tip, Cancel and Add Item', async () => {
    pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    const chips = within(within(dialog).getByRole('group', { name: 'Quick add' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent?.replace('+', ''))).toEqual([
      'Bananas', 'Tomatoes', 'Onions', 'Potatoes', 'Milk', 'Eggs', 'Butter', 'Cheddar Cheese', 'Rice', 'Pasta',
    ].slice(0, chips.length));
    expect(chips.length).toBeLessThanOrEqual(10);
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('In Stock');
    expect(within(dialog).getByLabelText('Category (optional)')).toHaveDisplayValue('None');
    expect(within(dialog).getByLabelText('Expiration date (optional)')).toHaveValue('');
    expect(within(dialog).getByText(/Tip: pick a suggestion/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('suggestions from 2 characters, at most 8, keyboard picks one and fills status, category and expiry', async () => {
    const net = pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    const name = within(dialog).getByRole('combobox', { name: 'Item name' });
    await user.type(name, 'e');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.type(name, 'a'); // "ea"
    const options = within(within(dialog).getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    await user.clear(name);
    await user.type(name, 'mil');
    expect(within(within(dialog).getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(/^Milk/);
    await user.keyboard('{ArrowDown}');
    expect(name).toHaveAttribute('aria-activedescendant', within(within(dialog).getByRole('listbox')).getAllByRole('option')[0].id);
    await user.keyboard('{Enter}');

    expect(name).toHaveValue('Milk');
    expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('In Stock');
    expect(within(dialog).getByLabelText('Category (optional)')).toHaveDisplayValue('Dairy & Eggs');
    expect(within(dialog).getByLabelText('Expiration date (optional)')).toHaveValue(inDays(7));

    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(net.callsTo('POST /api/pantry')).toHaveLength(1));
    expect(net.callsTo('POST /api/pantry')[0].body).toEqual({ name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: inDays(7) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Expires in 7 days')).toBeInTheDocument();
  });

  test('Escape closes the suggestions first, then the modal', async () => {
    pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    const name = within(dialog).getByRole('combobox', { name: 'Item name' });
    await user.type(name, 'bre');
    expect(name).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a long shelf life fills no expiry; a chosen category is kept', async () => {
    const net = pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    await user.selectOptions(within(dialog).getByLabelText('Category (optional)'), 'Snacks');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Low Stock');
    await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), 'ric');
    await user.click(within(dialog).getByRole('option', { name: /^Rice/ }));
    expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('In Stock');
    expect(within(dialog).getByLabelText('Category (optional)')).toHaveDisplayValue('Snacks');
    expect(within(dialog).getByLabelText('Expiration date (optional)')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(net.callsTo('POST /api/pantry')).toHaveLength(1));
    expect(net.callsTo('POST /api/pantry')[0].body).toEqual({ name: 'Rice', status: 'In Stock', category: 'Snacks' });
  });

  test('a typed item without suggestion, trimmed, with no category', async () => {
    const net = pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), '  Grandma’s jam  ');
    await user.type(within(dialog).getByLabelText('Expiration date (optional)'), inDays(30));
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(net.callsTo('POST /api/pantry')).toHaveLength(1));
    expect(net.callsTo('POST /api/pantry')[0].body).toEqual({ name: 'Grandma’s jam', status: 'In Stock', category: null, expirationDate: inDays(30) });
    expect(await screen.findByRole('region', { name: 'Uncategorized' })).toHaveTextContent('Grandma’s jam');
  });

  test('the name is required', async () => {
    const net = pantryServer([]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveAccessibleDescription('Name is required');
    expect(net.callsTo('POST /api/pantry')).toHaveLength(0);
  });

  test('a quick-add chip adds its item at once, shown before the server answers', async () => {
    const hold = deferred();
    const net = pantryServer([], { create: () => hold.promise });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    await user.click(within(within(dialog).getByRole('group', { name: 'Quick add' })).getByRole('button', { name: 'Milk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Milk')).toBeInTheDocument();
    expect(screen.getByText('Expires in 7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Milk' })).toBeDisabled();
    expect(net.callsTo('POST /api/pantry')[0].body).toEqual({ name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: inDays(7) });

    hold.resolve({ status: 201, body: { id: 41, name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: inDays(7) } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Milk' })).toBeEnabled());
  });

  test('a refused add takes the item back and opens the form again with the input and the error', async () => {
    pantryServer([RICE], { create: () => ({ status: 409, body: { error: 'Your pantry is full' } }) });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Rice');
    let dialog = await openAddModal(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), 'Saffron');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Low Stock');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    dialog = await screen.findByRole('dialog', { name: 'Add New Item' });
    const box = within(dialog).getByRole('alert');
    expect(box).toHaveTextContent('Error');
    expect(box).toHaveTextContent('Your pantry is full');
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveValue('Saffron');
    expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('Low Stock');
    expect(screen.queryByRole('button', { name: 'Edit Saffron' })).not.toBeInTheDocument();
  });

  test('a failed add with no error text uses the HTTP status', async () => {
    pantryServer([], { create: () => ({ status: 500 }) });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await screen.findByText('Your pantry is empty');
    const dialog = await openAddModal(user);
    await user.click(within(within(dialog).getByRole('group', { name: 'Quick add' })).getByRole('button', { name: 'Eggs' }));
    const again = await screen.findByRole('dialog', { name: 'Add New Item' });
    expect(within(again).getByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    expect(within(again).getByRole('combobox', { name: 'Item name' })).toHaveValue('Eggs');
    expect(await screen.findByText('Your pantry is empty')).toBeInTheDocument();
  });
});

describe('inline edit', () => {
  test('saves the changed fields; clearing the category and the date sends null', async () => {
    const net = pantryServer([MILK, RICE]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    const form = screen.getByRole('form', { name: 'Edit Milk' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Milk');
    expect(within(form).getByLabelText('Category')).toHaveDisplayValue('Dairy & Eggs');
    expect(within(form).getByLabelText('Expiration date')).toHaveValue(inDays(2));

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), ' Oat Milk ');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Low Stock');
    await user.selectOptions(within(form).getByLabelText('Category'), 'None');
    await user.click(within(form).getByRole('button', { name: 'Clear expiration date' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const uncategorized = screen.getByRole('region', { name: 'Uncategorized' });
    expect(within(uncategorized).getByText('Oat Milk')).toBeInTheDocument();
    expect(within(uncategorized).getByText('Low Stock')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('PATCH /api/pantry/1')).toHaveLength(1));
    expect(net.callsTo('PATCH /api/pantry/1')[0].body).toEqual({ name: 'Oat Milk', status: 'Low Stock', category: null, expirationDate: null });
  });

  test('only what changed is sent; nothing changed sends nothing', async () => {
    const net = pantryServer([MILK]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(net.callsTo('PATCH /api/pantry/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Milk' }));
    await user.selectOptions(within(screen.getByRole('form')).getByLabelText('Status'), 'Out of Stock');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.callsTo('PATCH /api/pantry/1')).toHaveLength(1));
    expect(net.callsTo('PATCH /api/pantry/1')[0].body).toEqual({ status: 'Out of Stock' });
  });

  test('Cancel leaves the item as it was', async () => {
    const net = pantryServer([MILK]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    await user.type(screen.getByLabelText('Name'), ' Shake');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Milk')).toBeInTheDocument();
    expect(screen.queryByText('Milk Shake')).not.toBeInTheDocument();
    expect(net.callsTo('PATCH /api/pantry/1')).toHaveLength(0);
  });

  test('the name is required', async () => {
    const net = pantryServer([MILK]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('PATCH /api/pantry/1')).toHaveLength(0);
  });

  test('a refused save rolls the list back and reopens the editor with the input and the error', async () => {
    pantryServer([MILK], { update: () => ({ status: 500 }) });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Goat Milk');
    await user.selectOptions(within(screen.getByRole('form')).getByLabelText('Status'), 'Low Stock');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const form = await screen.findByRole('form', { name: 'Edit Milk' });
    expect(within(form).getByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    expect(within(form).getByLabelText('Name')).toHaveValue('Goat Milk');
    expect(within(form).getByLabelText('Status')).toHaveDisplayValue('Low Stock');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const row = screen.getByRole('button', { name: 'Edit Milk' }).parentElement!;
    expect(within(row).getByText('Milk')).toBeInTheDocument();
    expect(within(row).getByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText('Goat Milk')).not.toBeInTheDocument();
  });
});

describe('delete', () => {
  test('the keyboard delete button removes the item at once', async () => {
    const hold = deferred();
    const net = pantryServer([MILK, RICE], { delete: () => hold.promise });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    expect(net.callsTo('DELETE /api/pantry/1')).toHaveLength(1);
    hold.resolve({ status: 204 });
    await waitFor(() => expect(screen.getByText('1 item')).toBeInTheDocument());
  });

  test('the edit row offers the delete too', async () => {
    const net = pantryServer([MILK]);
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    const form = screen.getByRole('form', { name: 'Edit Milk' });
    await user.click(within(form).getByRole('button', { name: 'Delete Milk' }));
    expect(await screen.findByText('Your pantry is empty')).toBeInTheDocument();
    expect(net.callsTo('DELETE /api/pantry/1')).toHaveLength(1);
  });

  test('a refused delete brings the item back and shows the error', async () => {
    pantryServer([MILK], { delete: () => ({ status: 404, body: { error: 'Pantry item not found' } }) });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error');
    expect(box).toHaveTextContent('Pantry item not found');
    expect(await screen.findByText('Milk')).toBeInTheDocument();
  });

  test('a delete with no answer shows the spec fallback', async () => {
    pantryServer([MILK], {
      delete: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderPage(<PantryPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete pantry item');
  });
});
