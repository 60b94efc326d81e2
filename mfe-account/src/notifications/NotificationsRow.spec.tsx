import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@mealapp/domain';
import { deferred, stubNetwork } from '@mealapp/api-client/testing';
import { renderPage, runOnPlatform } from '@mealapp/testing';
import { ListSection } from '@mealapp/ui';
import { fakePushPlugin } from '../testing/push-plugin';
import { NotificationsRow } from './NotificationsRow';

// The native edge: a browser unless a test says it is the Android or iOS app, and the Push Notifications plugin.
const mockPush = fakePushPlugin();
jest.mock('@capacitor/push-notifications', () => mockPush.plugin);

const BLOCKED = 'Notifications are blocked. Please enable them in your browser settings.';
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// The server's VAPID key: an uncompressed P-256 point's 65 bytes, as base64url.
const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const publicKey = Buffer.from(keyBytes).toString('base64url');
const endpoint = 'https://push.example.test/send/abc';
const subscriptionKeys = { p256dh: 'BKeyOfThisBrowser', auth: 'AuthSecret' };

const saved: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, mealReminders: false, shoppingReminders: true };
const deviceCopy = () => JSON.parse(localStorage.getItem('notificationSettings') ?? 'null') as NotificationSettings | null;

/**
 * The browser's edge: `Notification` (its permission and prompt) and the service worker's
 * registration (push subscriptions, background sync).
 */
function stubBrowser({ permission, answer = permission, existing = false }: { permission: NotificationPermission; answer?: NotificationPermission; existing?: boolean }) {
  const requestPermission = jest.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
  }
  const subscription = {
    endpoint,
    options: { applicationServerKey: keyBytes.buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: subscriptionKeys }),
    unsubscribe: jest.fn(async () => true),
  };
  const pushManager = { getSubscription: jest.fn(async () => (existing ? subscription : null)), subscribe: jest.fn(async () => subscription) };
  const sync = { register: jest.fn(async () => undefined) };
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager, sync }) } });
  return { requestPermission, pushManager, sync };
}

function stubServer(settings: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    'GET /api/notifications/public-key': { status: 200, body: { key: publicKey } },
    'POST /api/notifications/subscribe': (call) => ({ status: 201, body: { id: 1, endpoint: (call.body as { endpoint: string }).endpoint } }),
    'GET /api/notifications/settings': { status: 200, body: { ...saved, timeZone: 'UTC' } },
    'PUT /api/notifications/settings': (call) => ({ status: 200, body: call.body }),
    ...settings,
  });
}

function renderRow() {
  const user = userEvent.setup();
  renderPage(
    <ListSection title="App Preferences">
      <NotificationsRow />
    </ListSection>,
    { path: '/settings' },
  );
  return user;
}

const row = () => screen.getByRole('button', { name: /Notifications/ });
const dialog = () => screen.findByRole('dialog', { name: 'Notification Settings' });

/** The six switches' states, by label, once loaded. */
async function switches(modal: HTMLElement) {
  await within(modal).findByRole('switch', { name: 'Expiration Alerts' });
  return Object.fromEntries(within(modal)
      .getAllByRole('switch')
      .map((control) => [document.getElementById(control.getAttribute('aria-labelledby') ?? '')?.textContent, control.getAttribute('aria-checked') === 'true']));
}

const onScreen = (settings: NotificationSettings) => ({
  'Expiration Alerts': settings.expirationAlerts,
  'Low Stock Warnings': settings.lowStockWarnings,
  'Meal Reminders': settings.mealReminders,
  'Shopping Reminders': settings.shoppingReminders,
  'Recipe Suggestions': settings.recipesSuggestions,
  'Family Updates': settings.familyUpdates,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
  runOnPlatform('web');
});

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

test('a row that opens a dialog, not the old inert "Coming soon" row', () => {
  stubBrowser({ permission: 'granted' });
  stubServer();
  renderRow();
  expect(row()).toHaveAttribute('aria-haspopup', 'dialog');
  expect(row()).not.toHaveAttribute('aria-disabled');
  expect(within(row()).queryByText('Coming soon')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('already allowed: the modal opens with the server’s settings, and this device is subscribed again', async () => {
  const browser = stubBrowser({ permission: 'granted', existing: true });
  const net = stubServer();
  const user = renderRow();
  await user.click(row());

  const modal = await dialog();
  expect(await switches(modal)).toEqual(onScreen(saved));
  expect(browser.requestPermission).not.toHaveBeenCalled();
  await waitFor(() => expect(net.count('POST /api/notifications/subscribe')).toBe(1));
  // The subscription it had, made with the same key: no new one.
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(net.callsTo('POST /api/notifications/subscribe')[0].body).toEqual({ endpoint, keys: subscriptionKeys, expirationTime: null, timeZone });
  expect(deviceCopy()).toEqual(saved);
});

test('not asked yet: asks, and on a yes subscribes with the server’s key and the device’s time zone, then shows the modal', async () => {
  const browser = stubBrowser({ permission: 'default', answer: 'granted' });
  const net = stubServer();
  const user = renderRow();
  await user.click(row());

  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  await dialog();
  await waitFor(() => expect(net.count('POST /api/notifications/subscribe')).toBe(1));
  expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes });
  expect(net.callsTo('POST /api/notifications/subscribe')[0].body).toEqual({ endpoint, keys: subscriptionKeys, expirationTime: null, timeZone });
  expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
});

test('a subscription made with another key is replaced', async () => {
  const browser = stubBrowser({ permission: 'granted', existing: true });
  stubServer({ 'GET /api/notifications/public-key': { status: 200, body: { key: Buffer.from(keyBytes.map((b) => b ^ 1)).toString('base64url') } } });
  const user = renderRow();
  await user.click(row());
  await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1));
  const existing = await browser.pushManager.getSubscription.mock.results[0].value;
  expect(existing?.unsubscribe).toHaveBeenCalled();
});

test('asked, and the answer is no: the blocked toast, no modal, no subscription', async () => {
  const browser = stubBrowser({ permission: 'default', answer: 'denied' });
  const net = stubServer();
  const user = renderRow();
  await user.click(row());

  expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(net.count('POST /api/notifications/subscribe')).toBe(0);
});

test('blocked before: the toast at once, without asking', async () => {
  const browser = stubBrowser({ permission: 'denied' });
  stubServer();
  const user = renderRow();
  await user.click(row());
  expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
  expect(browser.requestPermission).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the prompt dismissed: nothing happens', async () => {
  stubBrowser({ permission: 'default', answer: 'default' });
  const net = stubServer();
  const user = renderRow();
  await user.click(row());
  await waitFor(() => expect(row()).not.toHaveAttribute('aria-busy'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
  expect(net.count('POST /api/notifications/subscribe')).toBe(0);
});

test('each switch saves the full object with the time zone, with a saving indicator, and keeps the device copy', async () => {
  stubBrowser({ permission: 'granted' });
  const answer = deferred();
  const net = stubServer({ 'PUT /api/notifications/settings': () => answer.promise });
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  await switches(modal);

  await user.click(within(modal).getByRole('switch', { name: 'Low Stock Warnings' }));
  const expected = { ...saved, lowStockWarnings: false };
  expect(within(modal).getByRole('switch', { name: 'Low Stock Warnings' })).toHaveAttribute('aria-checked', 'false');
  expect(within(modal).getByRole('status')).toHaveTextContent('Saving notification settings...');
  expect(deviceCopy()).toEqual(expected);
  expect(net.callsTo('PUT /api/notifications/settings')[0].body).toEqual({ ...expected, timeZone });

  answer.resolve({ status: 200, body: { ...expected, timeZone } });
  await waitFor(() => expect(within(modal).getByRole('status')).toHaveTextContent(''));
  expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  expect(await switches(modal)).toEqual(onScreen(expected));
});

test('a failed save says so and keeps the change on screen and on the device; the next change sends both', async () => {
  stubBrowser({ permission: 'granted' });
  let fail = true;
  const net = stubServer({ 'PUT /api/notifications/settings': (call) => (fail ? { status: 500, body: { error: 'down' } } : { status: 200, body: call.body }) });
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  await switches(modal);

  await user.click(within(modal).getByRole('switch', { name: 'Family Updates' }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent('Failed to save notification settings');
  expect(within(modal).getByRole('switch', { name: 'Family Updates' })).toHaveAttribute('aria-checked', 'false');
  expect(deviceCopy()).toEqual({ ...saved, familyUpdates: false });

  fail = false;
  await user.click(within(modal).getByRole('switch', { name: 'Meal Reminders' }));
  await waitFor(() => expect(within(modal).queryByRole('alert')).not.toBeInTheDocument());
  expect(net.callsTo('PUT /api/notifications/settings').at(-1)?.body).toEqual({ ...saved, familyUpdates: false, mealReminders: true, timeZone });
});

test('a change the server never took is sent the next time the modal opens', async () => {
  stubBrowser({ permission: 'granted' });
  localStorage.setItem('notificationSettings', JSON.stringify({ ...saved, expirationAlerts: false }));
  localStorage.setItem('notificationSettingsUnsent', '1');
  const net = stubServer();
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  expect(await switches(modal)).toEqual(onScreen({ ...saved, expirationAlerts: false }));
  await waitFor(() => expect(net.count('PUT /api/notifications/settings')).toBe(1));
  expect(net.callsTo('PUT /api/notifications/settings')[0].body).toEqual({ ...saved, expirationAlerts: false, timeZone });
  await waitFor(() => expect(localStorage.getItem('notificationSettingsUnsent')).toBeNull());
});

test('when the server cannot be read: the device copy, else the defaults', async () => {
  stubBrowser({ permission: 'granted' });
  stubServer({ 'GET /api/notifications/settings': { status: 500 } });
  localStorage.setItem('notificationSettings', JSON.stringify(saved));
  const user = renderRow();
  await user.click(row());
  expect(await switches(await dialog())).toEqual(onScreen(saved));
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  localStorage.setItem('notificationSettings', '{"expirationAlerts":"yes"}');
  await user.click(row());
  expect(await switches(await dialog())).toEqual(onScreen(DEFAULT_NOTIFICATION_SETTINGS));
});

test("registers the 'pantry-sync' background sync while expiration alerts are on", async () => {
  const browser = stubBrowser({ permission: 'granted' });
  stubServer({ 'GET /api/notifications/settings': { status: 200, body: { ...saved, expirationAlerts: false, timeZone: 'UTC' } } });
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  await switches(modal);
  expect(browser.sync.register).not.toHaveBeenCalled();

  await user.click(within(modal).getByRole('switch', { name: 'Expiration Alerts' }));
  await waitFor(() => expect(browser.sync.register).toHaveBeenCalledWith('pantry-sync'));
});

test('a browser without notifications still opens the settings, saying so', async () => {
  stubServer();
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  expect(within(modal).getByText(/This browser cannot show notifications/)).toBeInTheDocument();
  expect(await switches(modal)).toEqual(onScreen(saved));
});

test('a device the push service refuses: the settings open, with a note that this device is not signed up', async () => {
  const browser = stubBrowser({ permission: 'granted' });
  browser.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed - push service not available', 'AbortError'));
  const net = stubServer();
  const user = renderRow();
  await user.click(row());
  const modal = await dialog();
  expect(await within(modal).findByRole('alert')).toHaveTextContent('This device could not be signed up for notifications');
  expect(net.count('POST /api/notifications/subscribe')).toBe(0);
});

describe('in the Android and iOS apps (native/)', () => {
  const inApp = (platform: 'android' | 'ios', permission: 'prompt' | 'granted' | 'denied', answer = permission) => {
    runOnPlatform(platform);
    mockPush.reset(permission, answer);
    return stubServer({ 'POST /api/notifications/register-token': (call) => ({ status: 201, body: { id: 3, platform: (call.body as { platform: string }).platform } }) });
  };

  test('the system asks; on a yes the modal opens and the device token is signed up with register-token, not Web Push', async () => {
    const browser = stubBrowser({ permission: 'granted' });
    const net = inApp('android', 'prompt', 'granted');
    const user = renderRow();
    await user.click(row());

    const modal = await dialog();
    expect(mockPush.PushNotifications.requestPermissions).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockPush.PushNotifications.register).toHaveBeenCalled());
    mockPush.emit('registration', { value: 'fcm-token-1' });
    await waitFor(() => expect(net.count('POST /api/notifications/register-token')).toBe(1));
    expect(net.callsTo('POST /api/notifications/register-token')[0].body).toEqual({ token: 'fcm-token-1', platform: 'android' });
    // Kept on the device for sign-out, which unregisters it.
    await waitFor(() => expect(localStorage.getItem('nativePushToken')).toBe('fcm-token-1'));
    expect(net.count('GET /api/notifications/public-key')).toBe(0);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('refused by the system: the blocked toast, no modal, no token', async () => {
    const net = inApp('ios', 'prompt', 'denied');
    const user = renderRow();
    await user.click(row());
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockPush.PushNotifications.register).not.toHaveBeenCalled();
    expect(net.count('POST /api/notifications/register-token')).toBe(0);
  });

  test('a registration error: the settings open, with the note that this device is not signed up', async () => {
    const net = inApp('ios', 'granted');
    const user = renderRow();
    await user.click(row());
    const modal = await dialog();
    expect(mockPush.PushNotifications.requestPermissions).not.toHaveBeenCalled();
    await waitFor(() => expect(mockPush.PushNotifications.register).toHaveBeenCalled());
    mockPush.emit('registrationError', { error: 'no valid "aps-environment" entitlement string found for application' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('This device could not be signed up for notifications');
    expect(net.count('POST /api/notifications/register-token')).toBe(0);
  });
});

describe('Send a test notification', () => {
  const sendButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: 'Send a test notification' });

  async function openModal(answer: Parameters<typeof stubNetwork>[0][string]) {
    stubBrowser({ permission: 'granted', existing: true });
    const net = stubServer({ 'POST /api/notifications/test': answer });
    const user = renderRow();
    await user.click(row());
    const modal = await dialog();
    await switches(modal);
    return { net, user, modal };
  }

  test('sends it now and says what happened on each device, with why when it was not sent', async () => {
    const answered = deferred();
    const { net, user, modal } = await openModal(() => answered.promise);
    await user.click(sendButton(modal));
    expect(within(modal).getByRole('button', { name: 'Sending a test notification...' })).toBeDisabled();
    answered.resolve({
      status: 200,
      body: [
        { kind: 'web', id: 1, outcome: 'sent', detail: 'the push service at https://push.example.test answered HTTP 201' },
        { kind: 'web', id: 2, outcome: 'gone', detail: 'the push service at https://push.example.test answered HTTP 410' },
        { kind: 'android', id: 4, outcome: 'failed', detail: 'This server has no Android sender set up (FCM_SERVICE_ACCOUNT_FILE), so Android devices get no notices' },
      ],
    });
    const outcomes = await within(modal).findAllByRole('listitem');
    expect(outcomes.map((item) => item.textContent)).toEqual([
      'Browser: Sent',
      'Browser: No longer signed up, so removedthe push service at https://push.example.test answered HTTP 410',
      'Android app: Not sentThis server has no Android sender set up (FCM_SERVICE_ACCOUNT_FILE), so Android devices get no notices',
    ]);
    expect(net.count('POST /api/notifications/test')).toBe(1);
    expect(sendButton(modal)).toBeEnabled();
  });

  test('says so when no device is signed up', async () => {
    const { user, modal } = await openModal({ status: 200, body: [] });
    await user.click(sendButton(modal));
    expect(await within(modal).findByText(/No device of yours is signed up for notifications yet/)).toBeInTheDocument();
  });

  test("shows the server's refusal (too many tries) and lets the person try again", async () => {
    const { user, modal } = await openModal({ status: 429, body: { error: 'Too many test notifications. Please wait a minute and try again.' } });
    await user.click(sendButton(modal));
    expect(await within(modal).findByText('Too many test notifications. Please wait a minute and try again.')).toBeInTheDocument();
    expect(sendButton(modal)).toBeEnabled();
  });
});
