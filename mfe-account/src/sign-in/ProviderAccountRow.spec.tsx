import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import SettingsPage from '../SettingsPage';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('a linked account with a password shows the provider and unlinks it', async () => {
  let linked = true;
  const stub = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/auth/oidc/account': () => ({ status: 200, body: { providerName: 'Authentik', linked, hasPassword: true } }),
    'DELETE /api/auth/oidc/account': () => {
      linked = false;
      return { status: 204 };
    },
  });
  renderPage(<SettingsPage />);
  expect(await screen.findByText('Linked: you can sign in with Authentik or your password.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Unlink Authentik' }));
  expect(await screen.findByText('Not linked. Sign in with Authentik and give your password once to link it.')).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/auth/oidc/account']);
  expect(screen.queryByRole('button', { name: 'Unlink Authentik' })).not.toBeInTheDocument();
});

test('an account without a password cannot unlink, and says how to get one; a refusal is shown', async () => {
  stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/auth/oidc/account': { status: 200, body: { providerName: 'Authentik', linked: true, hasPassword: false } },
  });
  renderPage(<SettingsPage />);
  expect(await screen.findByText('Linked: you sign in with Authentik. Set a password (Change Password) to be able to unlink it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unlink Authentik' })).not.toBeInTheDocument();
});

test('the server refusing an unlink is said, and the row stays', async () => {
  stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/auth/oidc/account': { status: 200, body: { providerName: 'Authentik', linked: true, hasPassword: true } },
    'DELETE /api/auth/oidc/account': { status: 409, body: { error: 'Set a password first: without it, nothing could sign this account in.' } },
  });
  renderPage(<SettingsPage />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Unlink Authentik' }));
  expect(await screen.findByText('Set a password first: without it, nothing could sign this account in.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unlink Authentik' })).toBeInTheDocument();
});

test('without a provider there is no row', async () => {
  const stub = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/auth/oidc/account': { status: 200, body: { providerName: null, linked: false, hasPassword: true } },
  });
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  await waitFor(() => expect(stub.calls.map((call) => call.path)).toContain('/api/auth/oidc/account'));
  expect(screen.queryByText(/Sign in with/)).not.toBeInTheDocument();
});
