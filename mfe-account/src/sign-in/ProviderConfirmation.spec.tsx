import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Browser } from '@capacitor/browser';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage, runOnPlatform } from '@mealapp/testing';
import { browserNavigation } from '@mealapp/ui';
import SettingsPage from '../SettingsPage';

// The native edge: the system browser the Android and iOS apps open the provider in.
jest.mock('@capacitor/browser', () => ({ Browser: { open: jest.fn(async () => undefined) } }));

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const PROVIDER_ONLY = { status: 200, body: { providerName: 'Authentik', linked: true, hasPassword: false } };
const AT_PROVIDER = 'https://auth.example.org/authorize?max_age=0';

let assign: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('accessToken', 'token');
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  jest.mocked(Browser.open).mockClear();
  runOnPlatform('web');
});

/** Settings, Change Password, then "Confirm with Authentik" in the dialog it opens; answers the network stub and the dialog. */
async function confirmForPassword() {
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/auth/oidc/account': PROVIDER_ONLY,
    'POST /api/auth/oidc/account/confirm': { status: 200, body: { url: AT_PROVIDER } },
  });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  await user.click(screen.getByRole('button', { name: /Change Password/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Set a Password' });
  return { net, dialog, confirm: () => user.click(within(dialog).getByRole('button', { name: 'Confirm with Authentik' })) };
}

describe('an account made at the identity provider (no password)', () => {
  test('sets a first password after signing in at the provider again', async () => {
    const { net, dialog, confirm } = await confirmForPassword();
    expect(within(dialog).getByText('Your account signs in with Authentik. Confirm it is you by signing in there again, then choose a password.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AT_PROVIDER));
    expect(net.callsTo('POST /api/auth/oidc/account/confirm').map((call) => call.body)).toEqual([{ returnTo: '/settings?password=confirmed' }]);
  });

  test('back from the provider, the password is set without a current one', async () => {
    let hasPassword = false;
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/auth/oidc/account': () => ({ status: 200, body: { providerName: 'Authentik', linked: true, hasPassword } }),
      'POST /api/me/password': () => {
        hasPassword = true;
        return { status: 200, body: { accessToken: 'after-first-password' } };
      },
    });
    const user = userEvent.setup();
    renderPage(<SettingsPage />, { path: '/settings?password=confirmed', route: '/settings' });
    const dialog = await screen.findByRole('dialog', { name: 'Set a Password' });
    expect(await within(dialog).findByText('Confirmed with Authentik. Choose a password to sign in with besides Authentik.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'a-first-password');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-first-password');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password set. You can now sign in with it too.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/me/password').map((call) => call.body)).toEqual([{ newPassword: 'a-first-password' }]);
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('after-first-password'));
    // Settings' provider row learns the account has a password now: it may unlink.
    expect(await screen.findByText('Linked: you can sign in with Authentik or your password.')).toBeInTheDocument();
  });

  test('a new address: confirmed at the provider, what was typed kept through the round trip, then saved without a password', async () => {
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/auth/oidc/account': PROVIDER_ONLY,
      'POST /api/auth/oidc/account/confirm': { status: 200, body: { url: AT_PROVIDER } },
      'PATCH /api/me': { status: 200, body: { ...ada, name: 'Ada King', email: 'ada@newmail.com', accessToken: 'fresh-token' } },
    });
    const user = userEvent.setup();
    const first = renderPage(<SettingsPage />);
    await screen.findByText(/ada@example.com/);
    await user.click(screen.getByRole('button', { name: /Profile/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ada King');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@newmail.com');
    expect(await within(dialog).findByText('Your account signs in with Authentik. To change your email, confirm it is you by signing in there again.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with Authentik' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AT_PROVIDER));
    expect(net.callsTo('POST /api/auth/oidc/account/confirm').map((call) => call.body)).toEqual([{ returnTo: '/settings?profile=confirmed' }]);
    expect(net.callsTo('PATCH /api/me')).toHaveLength(0);
    first.unmount();

    // The page loads again at the address the provider sent the browser back to.
    renderPage(<SettingsPage />, { path: '/settings?profile=confirmed', route: '/settings' });
    dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada King');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@newmail.com');
    expect(await within(dialog).findByText('Confirmed with Authentik. Save to change your email; this signs you out on your other devices.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(net.callsTo('PATCH /api/me').map((call) => call.body)).toEqual([{ name: 'Ada King', email: 'ada@newmail.com' }]);
  });

  test('in the Android or iOS app, the provider opens in the system browser and comes back by the app link', async () => {
    runOnPlatform('android');
    const { net, confirm } = await confirmForPassword();
    await confirm();
    await waitFor(() => expect(Browser.open).toHaveBeenCalledWith(expect.objectContaining({ url: AT_PROVIDER })));
    expect(assign).not.toHaveBeenCalled();
    expect(net.callsTo('POST /api/auth/oidc/account/confirm').map((call) => call.body)).toEqual([{ returnTo: '/settings?password=confirmed', native: true }]);
  });
});
