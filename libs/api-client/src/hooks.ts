import { useCallback } from 'react';
import type { AppSettings } from '@mealapp/domain';
import { baseApi } from './base-api';
import { deviceSettingChanged } from './device-settings';
import { accountApi } from './endpoints';
import type { LoginApiArg, RegisterApiArg } from './generated/api';
import { signedIn, signedOut, userLoaded, type SessionUser } from './session';
import { useAppDispatch, useAppSelector, type RootState } from './store';

export function useSession() {
  const session = useAppSelector((state) => state.session);
  return { ...session, isSignedIn: session.accessToken !== null || session.user !== null };
}

const selectSignedIn = (state: RootState) => state.session.accessToken !== null || state.session.user !== null;

/**
 * Whether someone is signed in. A component that needs only this renders again when it changes,
 * not when the profile answers or the token is refreshed, as one reading the whole session does.
 */
export function useIsSignedIn(): boolean {
  return useAppSelector(selectSignedIn);
}

export function useDeviceSettings(): AppSettings {
  return useAppSelector((state) => state.deviceSettings);
}

export function useSetDeviceSetting() {
  const dispatch = useAppDispatch();
  return useCallback(
    <K extends keyof AppSettings>(key: K, value: AppSettings[K]) =>
      dispatch(deviceSettingChanged({ key, value } as Parameters<typeof deviceSettingChanged>[0])),
    [dispatch],
  );
}

/** A new session from its access token: nothing of a previous user kept, then the user loaded. */
function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (accessToken: string): Promise<SessionUser | null> => {
      // Nothing cached for a previous user may survive a new sign-in.
      dispatch(baseApi.util.resetApiState());
      dispatch(signedIn({ accessToken, user: null }));
      try {
        const user = await dispatch(accountApi.endpoints.getMe.initiate(undefined, { forceRefetch: true })).unwrap();
        dispatch(userLoaded(user));
        return user;
      } catch {
        return null; // signed in; Home offers a retry for the profile
      }
    },
    [dispatch],
  );
}

/** Login, then load the user; rejects with the API error (read it with `apiErrorMessage`). */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  return useCallback(
    async (credentials: LoginApiArg): Promise<SessionUser | null> => {
      const { accessToken } = await dispatch(accountApi.endpoints.login.initiate(credentials)).unwrap();
      return startSession(accessToken);
    },
    [dispatch, startSession],
  );
}

/**
 * After the identity provider's callback set the refresh cookie: the session's first access token
 * (a refresh), then the user. Rejects with the API error when the cookie is not there.
 */
export function useFinishProviderSignIn() {
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  return useCallback(async (): Promise<SessionUser | null> => {
    const { accessToken } = await dispatch(accountApi.endpoints.refresh.initiate()).unwrap();
    return startSession(accessToken);
  }, [dispatch, startSession]);
}

/** The account's password, given once, links the provider's account and signs in; answers where the sign-in started. */
export function useLinkProviderAccount() {
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  return useCallback(
    async (password: string): Promise<string | null> => {
      const { accessToken, returnTo } = await dispatch(accountApi.endpoints.oidcLink.initiate({ password })).unwrap();
      await startSession(accessToken);
      return returnTo;
    },
    [dispatch, startSession],
  );
}

/**
 * The Android or iOS app starts a sign-in at the provider (its web view keeps the state cookie);
 * answers the provider's page, to open in the system browser. Rejects with the API error.
 */
export function useStartNativeProviderSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (returnTo: string | null): Promise<string> => {
      const { url } = await dispatch(accountApi.endpoints.oidcNativeStart.initiate(returnTo ? { returnTo } : {})).unwrap();
      return url;
    },
    [dispatch],
  );
}

/** The app link the provider sent the app back by, handed to the server; answers the app's page to go to (/signin/callback…). */
export function useFinishNativeProviderSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (url: string): Promise<string> => {
      const { location } = await dispatch(accountApi.endpoints.oidcNativeFinish.initiate({ url })).unwrap();
      return location;
    },
    [dispatch],
  );
}

/** Spec part 1 §4: register is followed by an automatic login. */
export function useRegister() {
  const dispatch = useAppDispatch();
  const signIn = useSignIn();
  return useCallback(
    async (account: RegisterApiArg) => {
      await dispatch(accountApi.endpoints.register.initiate(account)).unwrap();
      return signIn({ email: account.email, password: account.password });
    },
    [dispatch, signIn],
  );
}

/** Spec part 1 §4: logout clears the token and the user even if the call fails. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  return useCallback(async (): Promise<void> => {
    try {
      await dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // cleared below all the same
    } finally {
      dispatch(signedOut());
      dispatch(baseApi.util.resetApiState());
    }
  }, [dispatch]);
}
