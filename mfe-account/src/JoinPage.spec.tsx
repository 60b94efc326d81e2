import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_MESSAGES } from '@mealapp/domain';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import JoinPage from './JoinPage';

const flat = { id: 9, name: 'The Flat', role: 'member', isCurrent: true, members: [] };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('shows who invited to which household; Join joins by the code, says so and goes Home', async () => {
  const net = stubNetwork({
    'GET /api/households/invitations/:code': { status: 200, body: { householdName: 'The Flat', invitedBy: 'Ada Lovelace', expiresAt: '2031-05-08T10:00:00.000Z' } },
    'POST /api/households/join': { status: 200, body: flat },
  });
  renderPage(<JoinPage />, { path: '/join/K7M2Q-XW9PB', route: '/join/:code' });
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace invited you to join The Flat' })).toBeInTheDocument();
  expect(net.calls[0].path).toBe('/api/households/invitations/K7M2Q-XW9PB');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('You joined The Flat')).toBeInTheDocument();
  // React Router 7 navigates in a transition, which may commit after the toast's render.
  await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/home'));
  expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'K7M2Q-XW9PB' });
});

test('an invalid code shows the server text and a way home', async () => {
  stubNetwork({ 'GET /api/households/invitations/:code': { status: 404, body: { error: HOUSEHOLD_MESSAGES.invitationNotFound } } });
  renderPage(<JoinPage />, { path: '/join/ZZZZZ-ZZZZZ', route: '/join/:code' });
  expect(await screen.findByRole('alert')).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationNotFound);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Home' }));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/home');
});
