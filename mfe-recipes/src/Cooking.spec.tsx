import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, type PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { aRecipe, recipesServer } from './testing/recipes-server';

const FRITTATA = aRecipe({
  id: 41,
  title: 'Frittata',
  servings: 4,
  ingredients: [
    { name: 'eggs', amount: '6' },
    { name: 'milk', amount: '1/2', unit: 'cup' },
    { name: 'onion', amount: '1' },
    { name: 'salt', notes: 'to taste' },
  ],
  instructions: ['Whisk the eggs and milk.', 'Bake for 20 minutes.'],
});
const pantry = (...rows: [string, PantryItem['status']][]): PantryItem[] =>
  rows.map(([name, status], index) => ({ id: index + 1, name, status, category: null, expirationDate: null }));
const KITCHEN = pantry(['Eggs', 'In Stock'], ['Milk', 'In Stock'], ['Flour', 'In Stock']);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

const ingredientRows = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem').map((row) => row.querySelector('span:not([class])')?.textContent ?? row.textContent);
const field = () => screen.getByRole('spinbutton', { name: 'Servings' });
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function openFrittata(server = recipesServer({ recipes: [FRITTATA], pantry: KITCHEN })) {
  renderPage(<RecipesPage />, { path: '/recipes/41', route: '/recipes/*' });
  await screen.findByRole('heading', { name: 'Frittata', level: 1 });
  await within(screen.getByRole('region', { name: 'Ingredient Status' })).findByRole('button', { name: 'Add All to Shopping List' });
  return server;
}

describe('servings', () => {
  test('the stepper and the field scale the list; rounded counts say so; rows without a number stay', async () => {
    const user = userEvent.setup();
    await openFrittata();
    expect(field()).toHaveValue(4);
    expect(ingredientRows()).toEqual(['6 eggs', '1/2 cups milk', '1 onion', 'salt, to taste']);

    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(field()).toHaveValue(5);
    expect(ingredientRows()).toEqual(['8 eggs (rounded from 7 1/2)', '2/3 cups milk', '1 onion (rounded from 1 1/4)', 'salt, to taste']);
    expect(screen.getByText('Scaled from 4 servings')).toBeInTheDocument();

    await user.clear(field());
    await user.type(field(), '2');
    expect(ingredientRows()).toEqual(['3 eggs', '1/4 cups milk', '1/2 onion', 'salt, to taste']);
  });

  test('between 1 and 1000: − stops at 1, a number outside is refused and the list keeps the last good one', async () => {
    const user = userEvent.setup();
    await openFrittata();
    await user.clear(field());
    await user.type(field(), '1');
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await user.clear(field());
    await user.type(field(), '1001');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Servings must be a whole number from 1 to 1,000');
    // 100 was the last number typed that could be used.
    expect(ingredientRows()[0]).toBe('150 eggs');
    await user.tab();
    expect(field()).toHaveValue(100);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  test('Add Needed and Add All send the servings only when they differ from the recipe’s', async () => {
    const user = userEvent.setup();
    const server = await openFrittata();
    await user.click(screen.getByRole('button', { name: 'Add All to Shopping List' }));
    await within(toasts()).findByText(/Added \d+ ingredient/);
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add Needed to Shopping List' }));
    await waitFor(() => expect(server.callsTo('POST /api/recipes/41/shopping')).toHaveLength(2));
    expect(server.callsTo('POST /api/recipes/41/shopping').map((call) => call.body)).toEqual([{ scope: 'all' }, { scope: 'needed', servings: 6 }]);
  });
});

describe('I cooked this', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'I cooked this' });

  test('records the cooking with the servings and time zone, offers the pantry changes unticked, and applies only the ticked ones', async () => {
    const user = userEvent.setup();
    const server = await openFrittata();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'I cooked this' }));

    const offers = await within(dialog()).findAllByRole('checkbox');
    expect(server.callsTo('POST /api/recipes/41/cooked').map((call) => call.body)).toEqual([{ servings: 5, timeZone: expect.any(String) }]);
    expect(offers.map((offer) => [offer.getAttribute('aria-label') ?? offer.closest('label')?.textContent, (offer as HTMLInputElement).checked])).toEqual([
      ['Eggs: mark Low Stock (now In Stock)', false],
      ['Milk: mark Low Stock (now In Stock)', false],
    ]);
    expect(within(dialog()).getByRole('button', { name: 'Update pantry' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('checkbox', { name: /^Milk/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update pantry' }));

    expect(await within(toasts()).findByText('Recorded as cooked. Pantry updated (1 item)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([['/api/pantry/2', { status: 'Low Stock' }]]);
  });

  test('Skip changes nothing in the pantry', async () => {
    const user = userEvent.setup();
    const server = await openFrittata();
    await user.click(screen.getByRole('button', { name: 'I cooked this' }));
    await within(dialog()).findAllByRole('checkbox');
    expect(server.callsTo('POST /api/recipes/41/cooked')[0].body).toEqual({ timeZone: expect.any(String) });
    await user.click(within(dialog()).getByRole('button', { name: 'Skip' }));
    expect(await within(toasts()).findByText('Frittata recorded as cooked')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  test('a refused pantry change keeps the dialog open, says which, and keeps it ticked to try again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const server = await openFrittata(
      recipesServer({ recipes: [FRITTATA], pantry: KITCHEN }, { pantryUpdate: (call) => (refuse && call.params.id === '1' ? { status: 503, body: { error: 'Database unavailable' } } : undefined) }),
    );
    await user.click(screen.getByRole('button', { name: 'I cooked this' }));
    await within(dialog()).findAllByRole('checkbox');
    await user.click(within(dialog()).getByRole('checkbox', { name: /^Eggs/ }));
    await user.click(within(dialog()).getByRole('checkbox', { name: /^Milk/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update pantry' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Could not update Eggs (Database unavailable). Try again or skip.');
    expect(within(dialog()).getAllByRole('checkbox').map((offer) => offer.closest('label')?.textContent)).toEqual(['Eggs: mark Low Stock (now In Stock)']);
    expect(within(dialog()).getByRole('checkbox', { name: /^Eggs/ })).toBeChecked();
    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Update pantry' }));
    expect(await within(toasts()).findByText('Recorded as cooked. Pantry updated (1 item)')).toBeInTheDocument();
    expect(server.pantry().map((item) => [item.name, item.status])).toEqual([
      ['Eggs', 'Low Stock'],
      ['Milk', 'Low Stock'],
      ['Flour', 'In Stock'],
    ]);
  });

  test('a cooking the server did not record says so in the dialog, with Try again', async () => {
    const user = userEvent.setup();
    const server = await openFrittata(recipesServer({ recipes: [FRITTATA], pantry: KITCHEN }, { cooked: () => ({ status: 503, body: { error: 'Service unavailable' } }) }));
    await user.click(screen.getByRole('button', { name: 'I cooked this' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/41/cooked')).toHaveLength(1);
  });
});

test('Add to Meal Plan carries the servings chosen on the recipe', async () => {
  const user = userEvent.setup();
  const server = await openFrittata();
  await user.click(screen.getByRole('button', { name: 'More servings' }));
  await user.click(screen.getByRole('button', { name: 'Add to Meal Plan' }));
  const dialog = screen.getByRole('dialog', { name: 'Add to Meal Plan' });
  expect(within(dialog).getByText('Planned for 5 servings, as set on the recipe.')).toBeInTheDocument();
  const tomorrow = addDays(localDateString(new Date()), 1);
  await user.type(within(dialog).getByLabelText('Date'), tomorrow);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(server.mealPlans()).toHaveLength(1));
  expect(server.mealPlans()[0]).toMatchObject({ recipeId: 41, servings: 5 });
});
