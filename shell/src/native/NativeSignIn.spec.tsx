import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { stubNetwork } from '@mealapp/api-client/testing';
import { browserNavigation } from '@mealapp/ui';
import { ADA, renderApp } from '../testing/render-app';
import { keepTargetForAfterSignIn } from '../routes/after-sign-in';
import { runOnPlatform } from '@mealapp/testing';

// The native edge: the App plugin (keeping the link listeners the app adds, and the link it was opened by) and the system browser.
type LinkListener = (event: { url: string }) => void;
const mockLinkListeners = new Set<LinkListener>();
let mockLaunchUrl: string | undefined;
jest.mock('@capacitor/app', () => ({
  App: {
    addListener: jest.fn(async (event: string, listener: LinkListener) => {
      if (event === 'appUrlOpen') mockLinkListeners.add(listener);
      return { remove: async () => void mockLinkListeners.delete(listener) };
    }),
    getLaunchUrl: jest.fn(async () => (mockLaunchUrl ? { url: mockLaunchUrl } : undefined)),
  },
}));
jest.mock('@capacitor/browser', () => ({ Browser: { open: jest.fn(async () => undefined), close: jest.fn(async () => undefined) } }));
// The app also follows push taps from its start (NativePushTaps): not what is tested here.
jest.mock('@capacitor/push-notifications', () => ({ PushNotifications: { addListener: jest.fn(async () => ({ remove: async () => undefined })) } }));

const PROVIDER = { enabled: true, providerName: 'Authentik', passwordLogin: true, signup: true, autoRedirect: false, reachable: true };
const APP_LINK = 'app.mealplanner:/signin/callback?code=the-code&state=the-state';
const PROVIDER_PAGE = 'https://id.example.org/authorize?client_id=mealplanner&redirect_uri=app.mealplanner%3A%2Fsignin%2Fcallback';

/** The system opens the app by a link (the app navigates at once: a React update). */
const openedBy = (url: string) => act(() => mockLinkListeners.forEach((listener) => listener({ url })));

let assign: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockLaunchUrl = undefined;
  runOnPlatform('android');
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  runOnPlatform('web');
  mockLinkListeners.clear();
  jest.mocked(Browser.open).mockClear();
  jest.mocked(Browser.close).mockClear();
  jest.mocked(App.addListener).mockClear();
  assign.mockRestore();
});

test('in the app, "Sign in with {provider}" opens the provider in the system browser, never in the app, bringing a kept invitation', async () => {
  const stub = stubNetwork({
    'GET /api/auth/oidc': { status: 200, body: PROVIDER },
    'POST /api/auth/oidc/native/start': { status: 200, body: { url: PROVIDER_PAGE } },
  });
  keepTargetForAfterSignIn('/join/abc123');
  renderApp('/onboarding');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Authentik' }));
  await waitFor(() => expect(Browser.open).toHaveBeenCalledWith(expect.objectContaining({ url: PROVIDER_PAGE })));
  expect(stub.calls.find((call) => call.path === '/api/auth/oidc/native/start')?.body).toEqual({ returnTo: '/join/abc123' });
  expect(assign).not.toHaveBeenCalled();
});

test('a provider that cannot be reached is said on onboarding, and nothing opens', async () => {
  stubNetwork({
    'GET /api/auth/oidc': { status: 200, body: PROVIDER },
    'POST /api/auth/oidc/native/start': { status: 503, body: { error: 'Authentik cannot be reached right now. Please try again in a moment.' } },
  });
  renderApp('/onboarding');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Authentik' }));
  expect(await screen.findByText('Authentik cannot be reached right now. Please try again in a moment.')).toBeInTheDocument();
  expect(Browser.open).not.toHaveBeenCalled();
});

test('the app link back closes the system browser, is handed to the server once, and the session starts where it said', async () => {
  const stub = stubNetwork({
    'GET /api/auth/oidc': { status: 200, body: PROVIDER },
    'POST /api/auth/oidc/native/finish': { status: 200, body: { location: '/signin/callback?returnTo=%2Fjoin%2Fabc123' } },
    'POST /api/auth/refresh': { status: 200, body: { accessToken: 'from-provider' } },
    'GET /api/me': { status: 200, body: ADA },
  });
  renderApp('/onboarding');
  await waitFor(() => expect(mockLinkListeners.size).toBe(1));
  openedBy('app.mealplanner:/elsewhere?code=x');
  openedBy(APP_LINK);
  openedBy(APP_LINK);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/join/abc123'));
  expect(Browser.close).toHaveBeenCalled();
  const finishes = stub.calls.filter((call) => call.path === '/api/auth/oidc/native/finish');
  expect(finishes.map((call) => call.body)).toEqual([{ url: APP_LINK }]);
  expect(stub.calls.find((call) => call.path === '/api/me')!.headers.get('authorization')).toBe('Bearer from-provider');
});

test('the link that opened a closed app is finished too, and a refused one says what went wrong', async () => {
  mockLaunchUrl = APP_LINK;
  stubNetwork({
    'GET /api/auth/oidc': { status: 200, body: PROVIDER },
    'POST /api/auth/oidc/native/finish': { status: 200, body: { location: '/signin/callback?problem=expired' } },
  });
  renderApp('/onboarding');
  expect(await screen.findByText('This sign-in took too long. Please start again.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/signin/callback');
});

test('in a browser, nothing listens for app links', async () => {
  runOnPlatform('web');
  stubNetwork({ 'GET /api/auth/oidc': { status: 200, body: PROVIDER } });
  renderApp('/onboarding');
  await screen.findByRole('button', { name: 'Sign in with Authentik' });
  expect(App.addListener).not.toHaveBeenCalled();
});
