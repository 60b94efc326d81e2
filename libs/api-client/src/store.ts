import { firstName } from '@mealapp/domain';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi } from './base-api';
import { deviceSettingsSlice, readStoredAppSettings, writeStoredAppSettings } from './device-settings';
import { deviceStore, readStoredQueue, writeStoredQueue } from './offline/device-store';
import { LastSeen, lastSeenRestored } from './offline/last-seen';
import type { StoreExtra } from './offline/offline-base-query';
import { initialOfflineState, offlineSlice, queueOwnerChanged } from './offline/offline-slice';
import { WriteSync } from './offline/write-sync';
import { initialSessionState, readStoredLastUser, sessionSlice, writeStoredAccessToken, writeStoredGreetingName, writeStoredLastUser, type SessionState } from './session';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  deviceSettings: deviceSettingsSlice.reducer,
  offline: offlineSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Whose device data and queued writes the session's are: the user, or before /api/me answers, the last one with this token. */
function ownerOf(session: SessionState, lastUser: string | null): string | null {
  if (session.user) return String(session.user.id);
  return session.accessToken ? lastUser : null;
}

/** The one store: the API cache, the session, the device settings and the offline queue, each persisted where the spec says. */
export function createAppStore(preloaded?: Partial<Pick<RootState, 'session' | 'deviceSettings'>>) {
  const initialSession = preloaded?.session ?? initialSessionState();
  let lastUser = readStoredLastUser();
  const owner = ownerOf(initialSession, lastUser);
  const writeSync = new WriteSync();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession,
      deviceSettings: preloaded?.deviceSettings ?? readStoredAppSettings(),
      offline: initialOfflineState(owner, owner ? readStoredQueue(owner) : []),
    },
    // The API cache holds parsed JSON that only RTK Query writes (through Immer); walking it, or an
    // answer as it arrives, took hundreds of milliseconds per action in development with 10,000 recipes.
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { writeSync } satisfies StoreExtra },
        serializableCheck: { ignoredPaths: [baseApi.reducerPath], ignoredActions: [`${baseApi.reducerPath}/executeQuery/fulfilled`, lastSeenRestored.type] },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
      }).concat(baseApi.middleware),
  });
  const lastSeen = new LastSeen(deviceStore(), store.getState, store.dispatch);
  let { session, deviceSettings, offline } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.session.accessToken !== session.accessToken) writeStoredAccessToken(state.session.accessToken);
    if (state.deviceSettings !== deviceSettings) writeStoredAppSettings(state.deviceSettings);
    const signedIn = (s: SessionState) => s.accessToken !== null || s.user !== null;
    if (state.session.user && state.session.user !== session.user) {
      writeStoredLastUser((lastUser = String(state.session.user.id)));
      writeStoredGreetingName(firstName(state.session.user));
    }
    if (signedIn(session) && !signedIn(state.session)) {
      writeStoredLastUser((lastUser = null));
      writeStoredGreetingName(null);
      // Signed out (not expired): the user's last-seen data leaves the device; their unsent writes stay, theirs.
      if (!state.session.expired && offline.user) void lastSeen.clear(offline.user);
    }
    if (state.offline.queue !== offline.queue && state.offline.user) writeStoredQueue(state.offline.user, state.offline.queue);
    const tokenArrived = state.session.accessToken !== null && state.session.accessToken !== session.accessToken;
    ({ session, deviceSettings, offline } = state);
    const nextOwner = ownerOf(state.session, lastUser);
    if (nextOwner !== state.offline.user) {
      store.dispatch(queueOwnerChanged({ user: nextOwner, queue: nextOwner ? readStoredQueue(nextOwner) : [] }));
      writeSync.ownerChanged();
      return;
    }
    lastSeen.update();
    if (tokenArrived) writeSync.kick();
  });
  lastSeen.update();
  writeSync.attach(store, lastSeen);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
