import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

// The signed-out screens' chunk fails to load (offline on a first visit) until mockOffline is false.
let mockOffline = true;
jest.mock('../onboarding/signed-out-screens', () => {
  if (mockOffline) throw new Error('Loading chunk signed-out failed');
  return jest.requireActual('../onboarding/signed-out-screens');
});

beforeEach(() => localStorage.clear());

test('a signed-out screen that cannot load says so, and Retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/onboarding');
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app could not load.');

  mockOffline = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Your meals, simplified.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
