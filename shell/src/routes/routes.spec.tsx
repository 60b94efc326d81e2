import { screen, waitFor, within } from '@testing-library/react';
import { ADA, renderApp } from '../testing/render-app';
import { stubNetwork } from '@mealapp/api-client/testing';

beforeEach(() => {
  localStorage.clear();
  stubNetwork({ 'GET /api/me': { status: 200, body: ADA } });
});

const location = () => screen.getByTestId('location').textContent;

test.each([
  ['/', '/onboarding'],
  ['/home', '/onboarding'],
  ['/pantry', '/onboarding'],
  ['/settings', '/onboarding'],
  ['/somewhere/else', '/onboarding'],
])('signed out, %s ends on %s', async (path, expected) => {
  renderApp(path);
  await waitFor(() => expect(location()).toBe(expected));
  expect(await screen.findByText('Your meals, simplified.')).toBeInTheDocument();
  expect(screen.getByText('Personalized recipes, smart pantry, and effortless planning.')).toBeInTheDocument();
});

test('signed out, /reset-password stays there', () => {
  renderApp('/reset-password?token=abc');
  expect(location()).toBe('/reset-password?token=abc');
});

test.each([
  ['/', '/home'],
  ['/onboarding', '/home'],
  ['/reset-password?token=abc', '/home'],
  ['/nope', '/home'],
  ['/meal-plans', '/planner'],
])('signed in, %s ends on %s', async (path, expected) => {
  renderApp(path, { signedIn: true });
  await waitFor(() => expect(location()).toBe(expected));
});

test.each([
  ['/pantry', 'pantry/PantryPage'],
  ['/shopping-list', 'shopping/ShoppingListPage'],
  ['/recipes', 'recipes/RecipesPage'],
  ['/recipes/42', 'recipes/RecipesPage'],
  ['/recipes/42/cook', 'recipes/RecipesPage'],
  ['/planner', 'planner/PlannerPage'],
  ['/settings', 'account/SettingsPage'],
  ['/preferences', 'account/PreferencesPage'],
])('%s mounts %s', async (path, feature) => {
  renderApp(path, { signedIn: true });
  expect(await screen.findByRole('heading', { name: feature })).toBeInTheDocument();
});

test('cook mode is full screen: no bottom navigation', async () => {
  renderApp('/recipes/42/cook', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'recipes/RecipesPage' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

test.each(['/onboarding', '/reset-password?token=abc', '/reset-password'])('no bottom navigation on %s', (path) => {
  renderApp(path);
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

test('the bottom navigation has five tabs and marks the active one', async () => {
  renderApp('/recipes/7', { signedIn: true });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/home'],
    ['Pantry', '/pantry'],
    ['Shopping', '/shopping-list'],
    ['Recipes', '/recipes'],
    ['Planner', '/planner'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await screen.findByRole('heading', { name: 'recipes/RecipesPage' });
});

test('when the refresh answers 401 the session ends and the browser goes to /onboarding', async () => {
  stubNetwork({ 'GET /api/me': { status: 401 }, 'POST /api/auth/refresh': { status: 401, body: { error: 'Session expired' } } });
  const { store } = renderApp('/home', { signedIn: { ...ADA } });
  // The user is known, so Home renders; a data call then fails for good.
  await waitFor(() => expect(location()).toBe('/onboarding'));
  expect(store.getState().session.accessToken).toBeNull();
  expect(store.getState().session.user).toBeNull();
});
