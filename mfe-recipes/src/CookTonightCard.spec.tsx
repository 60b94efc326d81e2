import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import CookTonightCard from './CookTonightCard';
import { aRecipe, recipesServer } from './testing/recipes-server';

const inStock = (...names: string[]): PantryItem[] => names.map((name, index) => ({ id: index + 1, name, status: 'In Stock', category: null, expirationDate: null }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('counts the recipes the pantry covers and links to them', async () => {
  recipesServer({
    recipes: [
      aRecipe({ title: 'Rice Bowl', ingredients: ['Rice', 'Egg'] }),
      aRecipe({ title: 'Plain Rice', ingredients: ['Rice'] }),
      aRecipe({ title: 'Starter Eggs', ingredients: ['Egg'], readOnly: true, library: 'starter' }),
      aRecipe({ title: 'Curry', ingredients: ['Rice', 'Chickpeas'] }),
    ],
    pantry: inStock('Rice', 'Egg'),
  });
  renderPage(<CookTonightCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: 'Cook Tonight 3 recipes ready to cook Ready to cook' });
  expect(card).toHaveAttribute('href', '/recipes?tag=Ready%20to%20Cook');
  expect(within(card).getByRole('heading', { name: 'Cook Tonight' })).toBeInTheDocument();
  expect(within(card).getByText('Ready to cook')).toBeInTheDocument();
});

test('one recipe reads in the singular', async () => {
  recipesServer({ recipes: [aRecipe({ title: 'Plain Rice', ingredients: ['Rice'] })], pantry: inStock('Rice') });
  renderPage(<CookTonightCard />, { path: '/home' });
  expect(await screen.findByText('1 recipe ready to cook')).toBeInTheDocument();
});

test('nothing makeable: the spec text and Need ingredients', async () => {
  recipesServer({ recipes: [aRecipe({ title: 'Curry', ingredients: ['Chickpeas'] })], pantry: [] });
  renderPage(<CookTonightCard />, { path: '/home' });
  expect(await screen.findByText('Add pantry items to see available recipes')).toBeInTheDocument();
  expect(screen.getByText('Need ingredients')).toBeInTheDocument();
});

test('a failed load offers Retry, not invented figures', async () => {
  let up = false;
  const user = userEvent.setup();
  recipesServer({ recipes: [aRecipe({ title: 'Plain Rice', ingredients: ['Rice'] })], pantry: inStock('Rice') }, { list: () => (up ? undefined : { status: 500, body: { error: 'Database unavailable' } }) });
  renderPage(<CookTonightCard />, { path: '/home' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.queryByText(/ready to cook/)).not.toBeInTheDocument();
  up = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 recipe ready to cook')).toBeInTheDocument();
});
