import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PantryItem } from '@mealapp/domain';
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
