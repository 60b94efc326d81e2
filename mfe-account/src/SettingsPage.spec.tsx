import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@mealapp/api-client';
import { TUTORIAL_REQUEST_EVENT } from '@mealapp/ui';
import SettingsPage from './SettingsPage';
import { stubNetwork } from '@mealapp/api-client/testing';
import { mockColorScheme, renderPage } from '@mealapp/testing';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

async function openProfile(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/ada@example.com/);
  await user.click(screen.getByRole('button', { name: /Profile/ }));
  return screen.findByRole('dialog', { name: 'Edit Profile' });
}

test('shows every section of the spec', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  for (const name of ['Account', 'App Preferences', 'Subscription', 'Support']) {
    expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Dietary Preferences/ })).toHaveAttribute('href', '/preferences');
  expect(screen.getByRole('link', { name: /Go to Shopping List/ })).toHaveAttribute('href', '/shopping-list');
  for (const name of ['Premium Plan', 'Billing Information', 'Contact Support', 'Privacy Policy', 'Terms of Service']) {
    expect(screen.getByText(name)).toBeInTheDocument();
  }
  const notifications = screen.getByRole('button', { name: /Notifications/ });
  // A real row now: it opens Notification Settings (notifications/NotificationsRow.spec.tsx).
  expect(notifications).not.toHaveAttribute('aria-disabled');
  expect(notifications).toHaveAttribute('aria-haspopup', 'dialog');
  const tutorial = screen.getByRole('button', { name: 'Start Tutorial' });
  expect(tutorial).not.toHaveAttribute('aria-disabled');
  expect(within(tutorial).queryByText('Coming soon')).not.toBeInTheDocument();
});

test('Start Tutorial asks the shell for the tour through the window event of libs/ui', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  const requests: unknown[] = [];
  const listener = (event: Event) => requests.push((event as CustomEvent).detail);
  window.addEventListener(TUTORIAL_REQUEST_EVENT, listener);
  try {
    renderPage(<SettingsPage />);
    await screen.findByText(/ada@example.com/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Tutorial' }));
    expect(requests).toEqual([{ action: 'start' }]);
  } finally {
    window.removeEventListener(TUTORIAL_REQUEST_EVENT, listener);
  }
});

test('the tutorial rings the settings list', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  expect(document.querySelector('[data-tutorial="settings"]')).toContainElement(screen.getByRole('region', { name: 'Account' }));
});

test('profile: saves the trimmed name and shows the success toast', async () => {
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'PATCH /api/me': (call) => ({ status: 200, body: { ...ada, ...(call.body as object) } }),
  });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  const dialog = await openProfile(user);
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Lovelace');
  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');

  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), '  Ada King  ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net.callsTo('PATCH /api/me')[0].body).toEqual({ name: 'Ada King', email: 'ada@example.com' });
  expect(await screen.findByText(/Ada King · ada@example.com/)).toBeInTheDocument();
});

test('profile: a failed save shows the spec error and keeps what the user typed', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada }, 'PATCH /api/me': { status: 500 } });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  const dialog = await openProfile(user);
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.type(within(dialog).getByLabelText('Email'), 'ada@newmail.com');
  await user.type(within(dialog).getByLabelText('Current password'), 'secret123');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@newmail.com');
  expect(within(dialog).getByLabelText('Current password')).toHaveValue('secret123');
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

test("profile: the server's error text wins when it sends one", async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada }, 'PATCH /api/me': { status: 409, body: { error: 'Email already in use' } } });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  const dialog = await openProfile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email already in use');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Lovelace');
});

test('profile: an empty email is refused before any call', async () => {
  const net = stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  const dialog = await openProfile(user);
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(net.callsTo('PATCH /api/me')).toHaveLength(0);
});

test('profile: a new email asks for the current password, and the fresh session replaces the old token', async () => {
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'PATCH /api/me': (call) =>
      (call.body as { currentPassword?: string }).currentPassword === 'secret123'
        ? { status: 200, body: { ...ada, email: 'ada@newmail.com', accessToken: 'fresh-token' } }
        : { status: 403, body: { error: 'Current password is incorrect' } },
  });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  const dialog = await openProfile(user);
  expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.type(within(dialog).getByLabelText('Email'), 'ada@newmail.com');
  const password = within(dialog).getByLabelText('Current password');
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'current-password');

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(password).toHaveAccessibleDescription('Enter your current password to change your email address');
  expect(net.callsTo('PATCH /api/me')).toHaveLength(0);

  await user.type(password, 'wrong-one');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');

  await user.clear(password);
  await user.type(password, 'secret123');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(net.callsTo('PATCH /api/me')[1].body).toEqual({ name: 'Ada Lovelace', email: 'ada@newmail.com', currentPassword: 'secret123' });
  await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('fresh-token'));
  expect(await screen.findByText(/Ada Lovelace · ada@newmail.com/)).toBeInTheDocument();
});

test('change password: checks the fields, shows the server error, and keeps this device signed in on the fresh token', async () => {
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'POST /api/me/password': (call) =>
      (call.body as { currentPassword: string }).currentPassword === 'secret123'
        ? { status: 200, body: { accessToken: 'after-password-change' } }
        : { status: 403, body: { error: 'Current password is incorrect' } },
  });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  await user.click(screen.getByRole('button', { name: /Change Password/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const field = (label: string) => within(dialog).getByLabelText(label);

  await user.type(field('New password'), 'short');
  await user.type(field('Confirm new password'), 'shorter');
  await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  expect(field('Current password')).toHaveAccessibleDescription('Current password is required');
  expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters long');
  expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  expect(net.callsTo('POST /api/me/password')).toHaveLength(0);

  await user.type(field('Current password'), 'wrong-one');
  await user.clear(field('New password'));
  await user.type(field('New password'), 'brand-new-pass');
  await user.clear(field('Confirm new password'));
  await user.type(field('Confirm new password'), 'brand-new-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
  expect(field('New password')).toHaveValue('brand-new-pass');

  await user.clear(field('Current password'));
  await user.type(field('Current password'), 'secret123');
  await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net.callsTo('POST /api/me/password')[1].body).toEqual({ currentPassword: 'secret123', newPassword: 'brand-new-pass' });
  await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('after-password-change'));
});

test('switches persist on the device and survive a fresh store', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  const user = userEvent.setup();
  const first = renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  const autoAdd = screen.getByRole('switch', { name: 'Auto-add to Pantry' });
  const uncheck = screen.getByRole('switch', { name: 'Update on Uncheck' });
  const compact = screen.getByRole('switch', { name: 'Compact Parsed Ingredients' });
  const dark = screen.getByRole('switch', { name: 'Dark Mode' });
  // spec part 1 §9 defaults
  expect([autoAdd, uncheck, compact, dark].map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'false', 'false']);

  await user.click(autoAdd);
  await user.click(uncheck);
  await user.click(compact);
  await user.click(dark);
  expect(JSON.parse(localStorage.getItem('appSettings')!)).toEqual({
    autoAddShoppedToPantry: false,
    autoUpdatePantryOnUncheck: false,
    compactParsedIngredients: true,
    theme: 'dark',
    themePicked: true,
  });

  first.unmount();
  renderPage(<SettingsPage />, { store: createAppStore() });
  await screen.findByText(/ada@example.com/);
  expect(screen.getByRole('switch', { name: 'Auto-add to Pantry' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: 'Update on Uncheck' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: 'Compact Parsed Ingredients' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('switch', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');
});

test("Dark Mode shows the device's scheme until it is used, then keeps the pick", async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  const device = mockColorScheme('dark');
  try {
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const dark = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(dark).toHaveAccessibleDescription('Dark theme is on, as on this device');
    device.set('light');
    expect(dark).toHaveAttribute('aria-checked', 'false');

    await user.click(dark);
    expect(JSON.parse(localStorage.getItem('appSettings')!).theme).toBe('dark');
    device.set('dark');
    device.set('light');
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(dark).toHaveAccessibleDescription('Dark theme is on');
  } finally {
    device.restore();
  }
});

test('sign out goes to /onboarding and clears the session even when logout fails', async () => {
  const net = stubNetwork({ 'GET /api/me': { status: 200, body: ada }, 'POST /api/auth/logout': { status: 500 } });
  const user = userEvent.setup();
  const { store } = renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/onboarding'));
  expect(net.callsTo('POST /api/auth/logout')).toHaveLength(1);
  expect(store.getState().session.accessToken).toBeNull();
  expect(store.getState().session.user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
});

describe('sign out on a browser signed up for notifications', () => {
  const endpoint = 'https://push.example.test/send/this-browser';

  /** The browser's edge: a service worker registration holding this browser's push subscription. */
  function browserWithSubscription() {
    const subscription = { endpoint, unsubscribe: jest.fn(async () => true) };
    const registration = { pushManager: { getSubscription: jest.fn(async () => subscription) } };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: jest.fn(async () => registration) } });
    return subscription;
  }
  afterEach(() => delete (navigator as { serviceWorker?: unknown }).serviceWorker);

  it.each([
    ['the server forgets it', 204],
    ['the server fails', 500],
  ])('the browser stops getting the notices: %s, and sign-out goes on', async (_case, status) => {
    const subscription = browserWithSubscription();
    const net = stubNetwork({ 'GET /api/me': { status: 200, body: ada }, 'DELETE /api/notifications/subscribe': { status }, 'POST /api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    await screen.findByText(/ada@example.com/);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/onboarding'));
    // Asked while the session still held, then signed out.
    expect(net.calls.map((call) => `${call.method} ${call.path}`).filter((call) => !call.startsWith('GET '))).toEqual(['DELETE /api/notifications/subscribe', 'POST /api/auth/logout']);
    expect(net.callsTo('DELETE /api/notifications/subscribe')[0].body).toEqual({ endpoint });
    expect(net.callsTo('DELETE /api/notifications/subscribe')[0].headers.get('authorization')).toBe('Bearer token');
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

test('Help & FAQ opens with its sections and closes on Escape', async () => {
  stubNetwork({ 'GET /api/me': { status: 200, body: ada } });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  await user.click(screen.getByRole('button', { name: /Help & FAQ/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Help & FAQ' });
  for (const topic of [/camera/i, /pasting/i, /subscription/i, /troubleshooting/i, /privacy/i]) {
    expect(within(dialog).getByRole('heading', { name: topic })).toBeInTheDocument();
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
