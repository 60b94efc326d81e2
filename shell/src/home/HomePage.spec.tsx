import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from '../remotes/remote-registry';
import { ADA, featureLoader, renderApp } from '../testing/render-app';
import { stubNetwork } from '@mealapp/api-client/testing';

beforeEach(() => localStorage.clear());

test.each([
  [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }, 'Hi Ada!'],
  [{ id: 1, name: '  ', email: 'grace.hopper@example.com' }, 'Hi grace.hopper!'],
  [{ id: 1, name: '', email: '' }, 'Hi Friend!'],
])('greets %p as "%s"', async (user, greeting) => {
  stubNetwork({ 'GET /api/me': { status: 200, body: user } });
  renderApp('/home', { signedIn: user });
  expect(await screen.findByRole('heading', { name: greeting })).toBeInTheDocument();
  expect(screen.getByText('Ready to plan your meals?')).toBeInTheDocument();
});

test("greets by the name the device kept before /api/me answers, and keeps the signed-in person's first name for the next page", async () => {
  localStorage.setItem('greetingName', 'Ada');
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  stubNetwork({ 'GET /api/me': () => new Promise((resolve) => (answer = resolve)) });
  renderApp('/home', { signedIn: 'token' });
  expect(await screen.findByRole('heading', { name: 'Hi Ada!' })).toBeInTheDocument();
  expect(screen.queryByText('Loading your dashboard')).not.toBeInTheDocument();
  answer({ status: 200, body: { id: 1, name: 'Grace Hopper', email: 'grace@example.com' } });
  expect(await screen.findByRole('heading', { name: 'Hi Grace!' })).toBeInTheDocument();
  expect(localStorage.getItem('greetingName')).toBe('Grace');
});

test('the static premium card and the settings gear', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ADA } });
  renderApp('/home', { signedIn: true });
  expect(screen.getByText('Premium Features Active')).toBeInTheDocument();
  expect(screen.getByText('AI recommendations & nutrition tracking enabled')).toBeInTheDocument();
  expect(screen.getByText('Active subscription')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Settings' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/settings');
});

test('when the profile cannot load, Home offers a retry instead of invented figures', async () => {
  let up = false;
  stubNetwork({ 'GET /api/me': () => (up ? { status: 200, body: ADA } : { status: 503, body: { error: 'Service unavailable' } }) });
  renderApp('/home', { signedIn: 'token' });
  expect(await screen.findByText('Could not load your dashboard')).toBeInTheDocument();
  expect(screen.queryByText(/Hi /)).not.toBeInTheDocument();
  up = true;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Hi Ada!' })).toBeInTheDocument();
});

test("a card whose feature app cannot load shows its name and a Retry while the other cards show, and Retry loads it", async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ADA } });
  let plannerUp = false;
  const loader: RemoteLoader = async (feature, attempt) => {
    if (feature.remote === 'planner' && !plannerUp) throw new Error('The planner could not be reached');
    return featureLoader(feature, attempt);
  };
  renderApp('/home', { signedIn: true, loader });
  const failed = await screen.findByRole('region', { name: "This Week's Meals" });
  expect(within(failed).getByText('This card could not load.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'pantry/PantryStatusCard' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'shopping/ShoppingListCard' })).toBeInTheDocument();

  plannerUp = true;
  await userEvent.setup().click(within(failed).getByRole('button', { name: "Retry This Week's Meals" }));
  expect(await screen.findByRole('heading', { name: 'planner/WeekMealsCard' })).toBeInTheDocument();
  expect(screen.queryByText('This card could not load.')).not.toBeInTheDocument();
});
