import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, generatedApi, userLoaded } from '@mealapp/api-client';
import { CATEGORY_NAMES, type PantryItem, type ShoppingItem } from '@mealapp/domain';
import ShoppingListPage from './ShoppingListPage';
import { deferred, shoppingServer } from './testing/shopping-server';
import { renderPage } from '@mealapp/testing';

const MILK: ShoppingItem = { id: 1, name: 'Milk', quantity: '1 gallon', category: 'Dairy & Eggs', isShopped: false };
const BANANAS: ShoppingItem = { id: 2, name: 'Bananas', quantity: null, category: 'Produce', isShopped: true };
const APPLES: ShoppingItem = { id: 3, name: 'Apples', quantity: '3 lb', category: 'Produce', isShopped: false };
const RICE: ShoppingItem = { id: 4, name: 'Rice', quantity: '2 lb', category: 'Pantry', isShopped: true };


// The first render of a suite (cold modules) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

type User = ReturnType<typeof userEvent.setup>;

const regionNames = () =>
  screen
    .queryAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'))
    .filter((id): id is string => id !== null)
    .map((id) => document.getElementById(id)!.textContent!.replace(/\d+$/, '').trim());
const rowNames = () => screen.queryAllByTestId('shopping-item-text').map((text) => text.firstElementChild!.textContent);
const itemBox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

async function openAddModal(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  return screen.getByRole('dialog', { name: 'Add New Item' });
}

describe('in a shared household', () => {
  const ADA = { id: 1, name: 'Ada Lovelace' };
  const BO = { id: 2, name: 'Bo Peep' };
  const signedInAsAda = () => {
    const store = createAppStore();
    store.dispatch(userLoaded({ id: ADA.id, name: ADA.name, email: 'ada@example.com' }));
    return store;
  };

  test("says who else added or ticked an item, never what you did yourself; your tick shows at once as yours", async () => {
    const items = [
      { ...MILK, addedBy: BO, checkedBy: null, updatedBy: BO },
      { ...BANANAS, addedBy: ADA, checkedBy: BO, updatedBy: BO },
      { ...APPLES, addedBy: ADA, checkedBy: null, updatedBy: ADA },
    ];
    shoppingServer(items);
    const user = userEvent.setup();
    renderPage(<ShoppingListPage />, { store: signedInAsAda() });
    await screen.findByText('Milk');
    expect(itemBox('Milk')).toHaveAccessibleName('Milk 1 gallon Added by Bo');
    expect(itemBox('Bananas')).toHaveAccessibleName('Bananas Ticked by Bo');
    expect(itemBox('Apples')).toHaveAccessibleName('Apples 3 lb');

    await user.click(itemBox('Milk'));
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'true');
    expect(itemBox('Milk')).toHaveAccessibleName('Milk 1 gallon');
  });
});

describe('the list', () => {
  test('heading, loading, then category groups with emoji and upper-case headings, and the footer', async () => {
    shoppingServer([RICE, MILK, BANANAS, APPLES]);
    renderPage(<ShoppingListPage />);
    expect(screen.getByRole('heading', { name: 'Shopping List' })).toBeInTheDocument();
    expect(screen.getByText('Auto-generated & categorized')).toBeInTheDocument();
    expect(screen.getByText('Loading shopping items')).toBeInTheDocument();

    await screen.findByText('Milk');
    expect(regionNames()).toEqual(['🥛DAIRY & EGGS', '🥬PRODUCE', '🥫PANTRY']);
    expect(rowNames()).toEqual(['Milk', 'Apples', 'Bananas', 'Rice']);
    expect(screen.getByText('Showing 4 of 4 items')).toBeInTheDocument();
    expect(screen.getByText('1 gallon')).toBeInTheDocument();
    for (const name of ['Milk', 'Bananas', 'Apples', 'Rice']) expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  test('completed items are ticked, struck through and dimmed', async () => {
    shoppingServer([MILK, BANANAS]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    expect(itemBox('Bananas')).toHaveAttribute('aria-checked', 'true');
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
    const bananas = screen.getByText('Bananas').parentElement!;
    expect(bananas).toHaveStyle({ textDecoration: 'line-through', opacity: '0.55' });
    expect(screen.getByText('Milk').parentElement).toHaveStyle({ textDecoration: 'none' });
  });

  test('the six sorts; status sorts show one group with Completed/Pending badges, category sorts one group', async () => {
    const user = userEvent.setup();
    shoppingServer([RICE, MILK, BANANAS, APPLES]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Name (A-Z)',
      'Name (Z-A)',
      'Category (A-Z)',
      'Category (Z-A)',
      'Pending First',
      'Completed First',
    ]);

    await user.selectOptions(sort, 'Pending First');
    expect(regionNames()).toEqual(['SORTED BY STATUS']);
    expect(rowNames()).toEqual(['Apples', 'Milk', 'Bananas', 'Rice']);
    const badgeOf = (name: string) => within(itemBox(name).parentElement!).getByText(/^(Pending|Completed)$/).textContent;
    expect(badgeOf('Apples')).toBe('Pending');
    expect(badgeOf('Rice')).toBe('Completed');

    await user.selectOptions(sort, 'Completed First');
    expect(rowNames()).toEqual(['Bananas', 'Rice', 'Apples', 'Milk']);

    await user.selectOptions(sort, 'Category (A-Z)');
    expect(regionNames()).toEqual(['SORTED BY CATEGORY']);
    expect(rowNames()).toEqual(['Milk', 'Rice', 'Apples', 'Bananas']);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();

    await user.selectOptions(sort, 'Name (Z-A)');
    expect(regionNames()).toEqual(['🥛DAIRY & EGGS', '🥬PRODUCE', '🥫PANTRY']);
    expect(rowNames()).toEqual(['Milk', 'Bananas', 'Apples', 'Rice']);
  });

  test('search, category and "Show completed items" filter; the footer counts; no matches', async () => {
    const user = userEvent.setup();
    shoppingServer([RICE, MILK, BANANAS, APPLES]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', ...CATEGORY_NAMES]);

    await user.selectOptions(category, 'Produce');
    expect(rowNames()).toEqual(['Apples', 'Bananas']);
    expect(screen.getByText('Showing 2 of 4 items')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show completed items' }));
    expect(rowNames()).toEqual(['Apples']);
    expect(screen.getByText('Showing 1 of 4 items')).toBeInTheDocument();

    await user.selectOptions(category, 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search shopping items' }), 'zz');
    expect(screen.getByRole('heading', { name: 'No items match your current filters' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 items')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'MIL');
    expect(rowNames()).toEqual(['Milk']);
  });

  test('an empty list', async () => {
    shoppingServer([]);
    renderPage(<ShoppingListPage />);
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add items to get started!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
  });

  test.each([
    ['the server error text', { status: 500, body: { error: 'Database unavailable' } }, 'Database unavailable'],
    ['the HTTP status when there is none', { status: 503 }, 'HTTP error! status: 503'],
  ])('a failed load shows %s in a red banner, and Retry loads again', async (_name, answer, text) => {
    let up = false;
    shoppingServer([MILK], { list: () => (up ? undefined : answer) });
    const user = userEvent.setup();
    renderPage(<ShoppingListPage />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(text);
    up = true;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Milk')).toBeInTheDocument();
  });

  test('no answer at all shows the spec fallback', async () => {
    shoppingServer([]);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderPage(<ShoppingListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch shopping items');
  });
});

describe('ticking', () => {
  test('is instant, sends the device settings, and keeps the answer', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const server = shoppingServer([MILK, APPLES], { toggle: () => answer.promise });
    localStorage.setItem('appSettings', JSON.stringify({ autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: false }));
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Pending First');

    await user.click(itemBox('Milk'));
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Milk').parentElement).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(itemBox('Milk').parentElement!).getByText('Completed')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Apples', 'Milk']);
    expect(screen.getByRole('button', { name: 'Clear Completed (1)' })).toBeEnabled();

    const [call] = server.callsTo('PATCH /api/shopping/1/toggle');
    expect(call.body).toEqual({ autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: false });
    answer.resolve({ status: 200, body: { ...MILK, isShopped: true } });
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/api/shopping' && c.method === 'GET')).toHaveLength(1));
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'true');
  });

  test.each([
    ['the server error text', { status: 409, body: { error: 'Your pantry is full' } }, 'Your pantry is full'],
    ['the HTTP status when there is none', { status: 500 }, 'HTTP error! status: 500'],
  ])('a refused tick is rolled back with %s in the red banner', async (_name, refusal, text) => {
    const user = userEvent.setup();
    const answer = deferred();
    shoppingServer([MILK], { toggle: () => answer.promise });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(itemBox('Milk'));
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'true');
    answer.resolve(refusal);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
  });

  test('no answer at all: "Failed to toggle shopping item"', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK], {
      toggle: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<ShoppingListPage />);
    await user.click(await screen.findByRole('checkbox', { name: /^Milk/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to toggle shopping item');
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
  });

  test('a quick double tap ends where the taps say, without flicker from the first answer', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    const answers = [first, second];
    shoppingServer([MILK], { toggle: () => answers.shift()!.promise });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(itemBox('Milk'));
    await user.click(itemBox('Milk'));
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
    first.resolve({ status: 200, body: { ...MILK, isShopped: true } });
    await act(async () => {});
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
    second.resolve({ status: 200, body: { ...MILK, isShopped: false } });
    await act(async () => {});
    expect(itemBox('Milk')).toHaveAttribute('aria-checked', 'false');
  });

  test("refreshes the pantry's cached list, so the Pantry tab is right without a reload", async () => {
    const user = userEvent.setup();
    const outOfStock: PantryItem = { id: 50, name: 'milk', status: 'Out of Stock', category: 'Dairy & Eggs', expirationDate: null };
    const server = shoppingServer([MILK], {}, [outOfStock]);
    const { store } = renderPage(<ShoppingListPage />);
    const pantry = store.dispatch(generatedApi.endpoints.listPantryItems.initiate({}));
    await pantry;
    await screen.findByText('Milk');

    await user.click(itemBox('Milk'));
    await waitFor(() => expect(server.callsTo('GET /api/pantry')).toHaveLength(2));
    await waitFor(() => expect(generatedApi.endpoints.listPantryItems.select({})(store.getState() as never).data?.[0].status).toBe('In Stock'));
    pantry.unsubscribe();
  });
});

describe('deleting and clearing', () => {
  test('the accessible delete button removes an item; a refused delete comes back with the error', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const server = shoppingServer([MILK, APPLES], { delete: () => (refuse ? { status: 500, body: { error: 'Database unavailable' } } : undefined) });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Delete Milk' }));
    await waitFor(() => expect(screen.queryByText('Milk')).not.toBeInTheDocument());
    expect(server.items().map((i) => i.name)).toEqual(['Apples']);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Delete Apples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(await screen.findByText('Apples')).toBeInTheDocument();
  });

  test('swiping left beyond 100 px deletes (the drag starts after 10 px and 100 ms)', async () => {
    const server = shoppingServer([MILK, APPLES]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    const content = screen.getAllByTestId('shopping-item').find((row) => row.textContent?.includes('Milk'))!.parentElement!;
    const at = (clientX: number) => ({ clientX, clientY: 100, pointerId: 3, pointerType: 'touch', isPrimary: true, bubbles: true });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000);
      fireEvent.pointerDown(content, at(300));
      now.mockReturnValue(1_050);
      fireEvent.pointerMove(content, at(280));
      expect(content.parentElement).toHaveAttribute('data-swipe-state', 'idle');
      now.mockReturnValue(1_150);
      fireEvent.pointerMove(content, at(280));
      expect(content.parentElement).toHaveAttribute('data-swipe-state', 'dragging');
      fireEvent.pointerMove(content, at(190));
      expect(content.parentElement).toHaveAttribute('data-swipe-state', 'armed');
      fireEvent.pointerUp(content, at(190));
    } finally {
      now.mockRestore();
    }
    await waitFor(() => expect(server.callsTo('DELETE /api/shopping/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Milk')).not.toBeInTheDocument());
    expect(itemBox('Apples')).toHaveAttribute('aria-checked', 'false');
  });

  test('"Clear Completed (n)" removes the completed items; a refusal brings them back with the error', async () => {
    const user = userEvent.setup();
    let refuse = true;
    shoppingServer([RICE, MILK, BANANAS, APPLES], { clear: () => (refuse ? { status: 503 } : undefined) });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Clear Completed (2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 503');
    expect(await screen.findByText('Rice')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Clear Completed (2)' }));
    await waitFor(() => expect(rowNames()).toEqual(['Milk', 'Apples']));
    expect(screen.getByRole('button', { name: 'Clear Completed (0)' })).toBeDisabled();
    expect(screen.getByText('Showing 2 of 2 items')).toBeInTheDocument();
  });
});

describe('combine similar', () => {
  const TOMATOES: ShoppingItem = { id: 10, name: 'Tomatoes', quantity: '2', category: 'Produce', isShopped: false };
  const TOMATO: ShoppingItem = { id: 11, name: 'tomato', quantity: '3', category: 'Produce', isShopped: false };

  test('shows only with at least 2 unchecked items', async () => {
    shoppingServer([MILK, BANANAS, RICE]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    expect(screen.queryByRole('button', { name: 'Combine Similar' })).not.toBeInTheDocument();
  });

  test('combines, toasts the counts and lists each combination in "Items Combined"', async () => {
    const user = userEvent.setup();
    shoppingServer([TOMATOES, TOMATO, MILK]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Combine Similar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Items Combined' });
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Successfully combined 3 items into 2 items!')).toBeInTheDocument();
    expect(within(dialog).getByText('Successfully combined 3 items into 2 items!')).toBeInTheDocument();
    const entry = within(within(dialog).getByRole('list', { name: 'Combinations' })).getByRole('listitem');
    expect(entry).toHaveTextContent('Tomatoes + tomato');
    expect(entry).toHaveTextContent('→ Tomatoes · 5');
    expect(entry).toHaveTextContent('Merged 2 entries naming the same item.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Milk', 'Tomatoes']);
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Combine Similar' })).toBeInTheDocument();
  });

  test('nothing similar: one message, the info toast, and no "Combination Failed" modal', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK, APPLES]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Combine Similar' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('No similar items found to combine.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('No similar items found to combine.')).toHaveLength(1);
  });

  test('fewer than 2 unchecked items on the server: the info toast, no modal', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK, APPLES], {
      combine: () => ({
        status: 200,
        body: { success: false, outcome: 'tooFewItems', message: 'You need at least 2 items to combine', originalCount: 1, combinedCount: 1, combinations: [], plan: { keep: [], remove: [] } },
      }),
    });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Combine Similar' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('You need at least 2 items to combine')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failed call: the error in the banner and "Combination Failed" with the retry text', async () => {
    const user = userEvent.setup();
    shoppingServer([TOMATOES, TOMATO], { combine: () => ({ status: 500, body: { error: 'Failed to combine similar items' } }) });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Tomatoes');
    await user.click(screen.getByRole('button', { name: 'Combine Similar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Combination Failed' });
    expect(within(dialog).getByText('Failed to combine items. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Failed to combine similar items')).toBe(true);
    expect(rowNames()).toEqual(['tomato', 'Tomatoes']);
  });
});

describe('the add and edit modal', () => {
  test('autocomplete from 2 characters, at most 8; picking fills the category; quantity suggestions; adds', async () => {
    const user = userEvent.setup();
    const server = shoppingServer([MILK]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    const dialog = await openAddModal(user);
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Produce');
    const name = within(dialog).getByRole('combobox', { name: 'Item name' });

    await user.type(name, 'e');
    const suggestions = () => within(dialog).getByRole('listbox', { hidden: true }).querySelectorAll('[role=option]');
    expect(suggestions()).toHaveLength(0);
    await user.type(name, 'r');
    expect(suggestions()).toHaveLength(8);
    await user.clear(name);
    await user.type(name, 'chedd');
    await user.click(within(dialog).getByRole('option', { name: /Cheddar Cheese/ }));
    expect(name).toHaveValue('Cheddar Cheese');
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Dairy & Eggs');

    const quantities = within(dialog).getByRole('group', { name: 'Quantity suggestions' });
    expect(within(quantities).getAllByRole('button').map((b) => b.textContent)).toEqual(['8 oz', '1 lb', '2 cups shredded']);
    await user.click(within(quantities).getByRole('button', { name: '1 lb' }));
    expect(within(dialog).getByLabelText('Quantity (optional)')).toHaveValue('1 lb');

    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Cheddar Cheese')).toBeInTheDocument();
    expect(server.callsTo('POST /api/shopping')[0].body).toEqual({ name: 'Cheddar Cheese', category: 'Dairy & Eggs', quantity: '1 lb', isShopped: false });
  });

  test('the name is required; a refused save keeps the input and shows the error', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK], { create: () => ({ status: 409, body: { error: 'Your shopping list is full' } }) });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    let dialog = await openAddModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Item name' }), 'Paprika');
    await user.type(within(dialog).getByLabelText('Quantity (optional)'), '1 jar');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Pantry');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Item' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your shopping list is full');
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveValue('Paprika');
    expect(within(dialog).getByLabelText('Quantity (optional)')).toHaveValue('1 jar');
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Pantry');
    expect(screen.queryByText('Paprika', { selector: '[data-testid=shopping-item-text] *' })).not.toBeInTheDocument();
  });

  test('quick add follows the category filter and adds at once', async () => {
    const user = userEvent.setup();
    const server = shoppingServer([MILK]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    let dialog = await openAddModal(user);
    const chips = () => within(within(dialog).getByRole('group', { name: 'Quick add' })).getAllByRole('button').map((b) => b.textContent);
    expect(chips()).toEqual(['+Bananas', '+Apples', '+Tomatoes', '+Onions', '+Milk', '+Eggs', '+Butter', '+Cheddar Cheese', '+Rice', '+Pasta']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.selectOptions(screen.getByLabelText('Category'), 'Seafood');
    dialog = await openAddModal(user);
    expect(chips()).toEqual(['+Salmon', '+Shrimp', '+Tuna', '+Cod', '+Tilapia', '+Scallops']);
    await user.click(within(dialog).getByRole('button', { name: /Shrimp/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Shrimp')).toBeInTheDocument();
    expect(server.callsTo('POST /api/shopping')[0].body).toEqual({ name: 'Shrimp', category: 'Seafood', quantity: null, isShopped: false });
  });

  test('a new item shows at once, and the server\'s answer updates that same row rather than replacing it', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    shoppingServer([MILK], { create: () => answer.promise });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    const dialog = await openAddModal(user);
    await user.click(within(dialog).getByRole('button', { name: /Bananas/ }));
    const shown = screen.getByText('Bananas');
    expect(itemBox('Bananas')).toBeDisabled();

    answer.resolve({ status: 201, body: { id: 7, name: 'Bananas', quantity: null, category: 'Produce', isShopped: false } });
    await waitFor(() => expect(itemBox('Bananas')).toBeEnabled());
    expect(screen.getByText('Bananas')).toBe(shown);
    expect(shown).toBeInTheDocument();
  });

  test('the auto-add hint shows only when that setting is on', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    let dialog = await openAddModal(user);
    expect(within(dialog).getByText('Checked items are added to your pantry')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    localStorage.setItem('appSettings', JSON.stringify({ autoAddShoppedToPantry: false }));
    shoppingServer([MILK]);
    renderPage(<ShoppingListPage />);
    await screen.findAllByText('Milk');
    await user.click(screen.getAllByRole('button', { name: 'Add item' })[1]);
    dialog = screen.getByRole('dialog', { name: 'Add New Item' });
    expect(within(dialog).queryByText('Checked items are added to your pantry')).not.toBeInTheDocument();
  });

  test('the pencil edits: "Edit Item" with the values, PATCH with the changed fields only', async () => {
    const user = userEvent.setup();
    const server = shoppingServer([MILK, APPLES]);
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Edit Milk' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).queryByRole('group', { name: 'Quick add' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveValue('Milk');
    expect(within(dialog).getByLabelText('Quantity (optional)')).toHaveValue('1 gallon');
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Dairy & Eggs');
    await user.click(within(dialog).getByRole('button', { name: 'half gallon' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('half gallon')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/shopping/1')[0].body).toEqual({ quantity: 'half gallon' });
  });

  test('a refused edit reopens with the input and the error, and the list shows the server value', async () => {
    const user = userEvent.setup();
    shoppingServer([MILK], { update: () => ({ status: 400, body: { error: 'Name must be at most 100 characters' } }) });
    renderPage(<ShoppingListPage />);
    await screen.findByText('Milk');
    await user.click(screen.getByRole('button', { name: 'Edit Milk' }));
    const name = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Item name' });
    await user.clear(name);
    await user.type(name, 'Oat milk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name must be at most 100 characters');
    expect(within(dialog).getByRole('combobox', { name: 'Item name' })).toHaveValue('Oat milk');
    await waitFor(() => expect(rowNames()).toEqual(['Milk']));
  });
});
