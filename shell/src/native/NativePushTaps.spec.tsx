import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PushNotifications } from '@capacitor/push-notifications';
import { NativePushTaps } from './NativePushTaps';
import { runOnPlatform } from '@mealapp/testing';

// The native edge: the Push Notifications plugin, keeping the tap listeners the app adds.
type TapListener = (action: { actionId: string; notification: { data: unknown } }) => void;
const mockTapListeners = new Set<TapListener>();
jest.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: jest.fn(async (event: string, listener: TapListener) => {
      if (event === 'pushNotificationActionPerformed') mockTapListeners.add(listener);
      return { remove: async () => void mockTapListeners.delete(listener) };
    }),
  },
}));

/** The plugin tells of a tap (the app navigates at once: a React update). */
const tap = (data: unknown) => act(() => mockTapListeners.forEach((listener) => listener({ actionId: 'tap', notification: { data } })));
const location = () => screen.getByRole('status', { name: 'location' });

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderListening() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <NativePushTaps />
      <Location />
    </MemoryRouter>,
  );
}

afterEach(() => {
  mockTapListeners.clear();
  jest.mocked(PushNotifications.addListener).mockClear();
  runOnPlatform('web');
});

test('in the Android or iOS app, a tap on a notice goes to its screen by data.type, from the start', async () => {
  runOnPlatform('android');
  renderListening();
  await waitFor(() => expect(mockTapListeners.size).toBe(1));

  tap({ type: 'low_stock' });
  expect(location()).toHaveTextContent('/shopping-list');
  tap({ type: 'expiring_items' });
  expect(location()).toHaveTextContent('/pantry');
  tap({ type: 'something_new' });
  expect(location()).toHaveTextContent(/^\/$/);
});

test('the listener goes with the app', async () => {
  runOnPlatform('android');
  const { unmount } = renderListening();
  await waitFor(() => expect(mockTapListeners.size).toBe(1));
  unmount();
  await waitFor(() => expect(mockTapListeners.size).toBe(0));
});

test('in a browser the plugin is never loaded: the service worker follows taps there', async () => {
  renderListening();
  // Long enough for a dynamic import to settle, had one been started.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(PushNotifications.addListener).not.toHaveBeenCalled();
});
