import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubNetwork } from '@mealapp/api-client/testing';
import { ADA, renderApp } from '../testing/render-app';
import { keepTargetForAfterSignIn } from '../routes/after-sign-in';
import { browserNavigation } from '@mealapp/ui';

const PROVIDER = { enabled: true, providerName: 'Authentik', passwordLogin: true, signup: true, autoRedirect: false, reachable: true };

let assign: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('onboarding with an identity provider', () => {
  test('offers "Sign in with {provider}" beside Get Started; it goes to the server, bringing a kept invitation along', async () => {
    stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: PROVIDER } });
    keepTargetForAfterSignIn('/join/abc123');
    renderApp('/onboarding');
    const button = await screen.findByRole('button', { name: 'Sign in with Authentik' });
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(assign).toHaveBeenCalledWith('/api/auth/oidc/start?returnTo=%2Fjoin%2Fabc123');
  });

  test('with passwords turned off, the provider is the only way in', async () => {
    stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: { ...PROVIDER, passwordLogin: false } } });
    renderApp('/onboarding');
    expect(await screen.findByRole('button', { name: 'Sign in with Authentik' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  test('says when the provider cannot be reached, and keeps the button', async () => {
    stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: { ...PROVIDER, reachable: false } } });
    renderApp('/onboarding');
    const button = await screen.findByRole('button', { name: 'Sign in with Authentik' });
    expect(button).toHaveAccessibleDescription('Authentik cannot be reached right now. Please try again in a moment.');
  });

  test('OIDC_AUTO_REDIRECT goes straight to the provider', async () => {
    stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: { ...PROVIDER, autoRedirect: true } } });
    renderApp('/onboarding');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/oidc/start'));
  });

  test('without a provider, onboarding is as before', async () => {
    const stub = stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: { ...PROVIDER, enabled: false, providerName: null, reachable: false } } });
    renderApp('/onboarding');
    await waitFor(() => expect(stub.calls.map((call) => call.path)).toContain('/api/auth/oidc'));
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});

describe('/signin/callback', () => {
  test('signed in at the provider: the session starts from the refresh cookie and the invitation opens', async () => {
    const stub = stubNetwork({
      'GET /api/auth/oidc': { status: 200, body: PROVIDER },
      'POST /api/auth/refresh': { status: 200, body: { accessToken: 'from-provider' } },
      'GET /api/me': { status: 200, body: ADA },
    });
    renderApp('/signin/callback?returnTo=%2Fjoin%2Fabc123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/join/abc123'));
    const me = stub.calls.find((call) => call.path === '/api/me')!;
    expect(me.headers.get('authorization')).toBe('Bearer from-provider');
  });

  test('back from a confirmation (a fresh sign-in for the signed-in account), it returns where it was asked, the session untouched', async () => {
    const stub = stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: PROVIDER } });
    renderApp('/signin/callback?confirmed=1&returnTo=%2Fsettings%3Fdelete%3Dconfirmed', { signedIn: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings?delete=confirmed'));
    expect(stub.calls.map((call) => call.path)).not.toContain('/api/auth/refresh');
  });

  test('a return address on another site is not followed', async () => {
    stubNetwork({
      'GET /api/auth/oidc': { status: 200, body: PROVIDER },
      'POST /api/auth/refresh': { status: 200, body: { accessToken: 'from-provider' } },
      'GET /api/me': { status: 200, body: ADA },
    });
    renderApp('/signin/callback?returnTo=%2F%2Fevil.example%2F');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
  });

  test("a problem is said in the provider's name, with the way back", async () => {
    stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: PROVIDER } });
    renderApp('/signin/callback?problem=unverified-email');
    expect(await screen.findByText('An account with this email already exists, but Authentik has not verified the address. Sign in with your password instead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign-in did not finish', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/onboarding');
  });

  test('linking: a wrong password is said and kept; the right one signs in and goes where the sign-in started', async () => {
    let tries = 0;
    stubNetwork({
      'GET /api/auth/oidc': { status: 200, body: PROVIDER },
      'POST /api/auth/oidc/link': () => (++tries === 1 ? { status: 401, body: { error: 'That password is not right for this account.' } } : { status: 200, body: { accessToken: 'linked', returnTo: '/join/xyz' } }),
      'GET /api/me': { status: 200, body: ADA },
    });
    renderApp('/signin/callback?link=1&email=ada%40example.com&returnTo=%2Fjoin%2Fxyz');
    expect(await screen.findByText('An account for ada@example.com already exists. Enter its password once to sign in with Authentik from now on.')).toBeInTheDocument();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('That password is not right for this account.')).toBeInTheDocument();
    expect(password).toHaveValue('wrong-one');
    await user.clear(password);
    await user.type(password, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/join/xyz'));
  });
});
