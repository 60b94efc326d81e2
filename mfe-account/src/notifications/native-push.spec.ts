import { waitFor } from '@testing-library/react';
import { fakePushPlugin } from '../testing/push-plugin';
import { nativePush } from './native-push';
import { runOnPlatform } from '@mealapp/testing';

// The native edge: which platform this is, and the Push Notifications plugin.
const mockPush = fakePushPlugin();
jest.mock('@capacitor/push-notifications', () => mockPush.plugin);

const { PushNotifications } = mockPush;

beforeEach(() => {
  runOnPlatform('android');
  mockPush.reset();
});

test('in a browser there is no native push: Web Push stays, and the plugin is never touched', () => {
  runOnPlatform('web');
  expect(nativePush()).toBeNull();
  expect(PushNotifications.checkPermissions).not.toHaveBeenCalled();
});

test.each(['android', 'ios'] as const)('%s: the platform the server stores with the token', (name) => {
  runOnPlatform(name);
  expect(nativePush()?.platform).toBe(name);
});

test.each([
  ['prompt', 'default'],
  ['prompt-with-rationale', 'default'],
  ['granted', 'granted'],
  ['denied', 'denied'],
] as const)("the system's %s is the browser's %s", async (state, access) => {
  mockPush.reset(state, state);
  const push = nativePush()!;
  await expect(push.access()).resolves.toBe(access);
  await expect(push.requestAccess()).resolves.toBe(access);
});

test('an installed app without the plugin (the pages are newer than the app) is unsupported, not an error', async () => {
  PushNotifications.checkPermissions.mockRejectedValue(new Error('"PushNotifications" plugin is not implemented on android'));
  await expect(nativePush()!.access()).resolves.toBe('unsupported');
});

test('the token: listens first, registers, and answers with the registration event; then stops listening', async () => {
  const token = nativePush()!.token();
  await waitFor(() => expect(PushNotifications.register).toHaveBeenCalled());
  expect(mockPush.listening('registration')).toBe(1);
  mockPush.emit('registration', { value: 'fcm-token-1' });
  await expect(token).resolves.toBe('fcm-token-1');
  expect(mockPush.listening('registration')).toBe(0);
  expect(mockPush.listening('registrationError')).toBe(0);
});

test.each([
  ['android', 1],
  ['ios', 0],
] as const)("%s: the notices' channel, the one the server names, is made before registering (%p times)", async (name, times) => {
  runOnPlatform(name);
  const token = nativePush()!.token();
  await waitFor(() => expect(PushNotifications.register).toHaveBeenCalled());
  expect(PushNotifications.createChannel).toHaveBeenCalledTimes(times);
  if (times) expect(PushNotifications.createChannel).toHaveBeenCalledWith({ id: 'notices', name: 'Notices', description: expect.any(String), importance: 4 });
  mockPush.emit('registration', { value: 'token' });
  await token;
});

test('a registration error is the failure, with its reason', async () => {
  const token = nativePush()!.token();
  await waitFor(() => expect(PushNotifications.register).toHaveBeenCalled());
  mockPush.emit('registrationError', { error: 'no valid "aps-environment" entitlement' });
  await expect(token).rejects.toThrow('no valid "aps-environment" entitlement');
  expect(mockPush.listening('registration')).toBe(0);
});
