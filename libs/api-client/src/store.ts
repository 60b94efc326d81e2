import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi } from './base-api';
import { deviceSettingsSlice, readStoredAppSettings, writeStoredAppSettings } from './device-settings';
import { initialSessionState, sessionSlice, writeStoredAccessToken } from './session';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  deviceSettings: deviceSettingsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The one store: the API cache, the session and the device settings, each persisted where the spec says. */
export function createAppStore(preloaded?: Partial<Pick<RootState, 'session' | 'deviceSettings'>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: preloaded?.session ?? initialSessionState(),
      deviceSettings: preloaded?.deviceSettings ?? readStoredAppSettings(),
    },
    // The API cache holds parsed JSON that only RTK Query writes (through Immer); walking it, or an
    // answer as it arrives, took hundreds of milliseconds per action in development with 10,000 recipes.
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredPaths: [baseApi.reducerPath], ignoredActions: [`${baseApi.reducerPath}/executeQuery/fulfilled`] },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
      }).concat(baseApi.middleware),
  });
  let { session, deviceSettings } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.session.accessToken !== session.accessToken) writeStoredAccessToken(state.session.accessToken);
    if (state.deviceSettings !== deviceSettings) writeStoredAppSettings(state.deviceSettings);
    ({ session, deviceSettings } = state);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
