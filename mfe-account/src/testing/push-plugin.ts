import type { PermissionState } from '@capacitor/core';

type Listener = (event: unknown) => void;

/**
 * A stand-in for `@capacitor/push-notifications` (the native edge): the system's permission and
 * its answers are set per test, and `emit` plays the events the app would get from FCM or APNs.
 * A spec passes `plugin` to `jest.mock` and calls `reset` before each test.
 */
export function fakePushPlugin() {
  const listeners = new Map<string, Set<Listener>>();
  const PushNotifications = {
    checkPermissions: jest.fn<Promise<{ receive: PermissionState }>, []>(),
    requestPermissions: jest.fn<Promise<{ receive: PermissionState }>, []>(),
    register: jest.fn<Promise<void>, []>(),
    createChannel: jest.fn<Promise<void>, [object]>(),
    addListener: jest.fn(async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set.add(listener));
      return { remove: async () => void set.delete(listener) };
    }),
  };
  return {
    plugin: { PushNotifications },
    PushNotifications,
    /** The system's permission before asking, and its answer when asked. */
    reset(permission: PermissionState = 'granted', answer: PermissionState = permission) {
      listeners.clear();
      PushNotifications.checkPermissions.mockReset().mockResolvedValue({ receive: permission });
      PushNotifications.requestPermissions.mockReset().mockResolvedValue({ receive: answer });
      PushNotifications.register.mockReset().mockResolvedValue(undefined);
      PushNotifications.createChannel.mockReset().mockResolvedValue(undefined);
      PushNotifications.addListener.mockClear();
    },
    emit(event: string, payload: unknown) {
      listeners.get(event)?.forEach((listener) => listener(payload));
    },
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  };
}
