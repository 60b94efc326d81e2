import { useCallback } from 'react';
import type { AppSettings } from '@mealapp/domain';
import { baseApi } from './base-api';
import { deviceSettingChanged } from './device-settings';
import { accountApi } from './endpoints';
import type { LoginApiArg, RegisterApiArg } from './generated/api';
import { signedIn, signedOut, userLoaded, type SessionUser } from './session';
import { useAppDispatch, useAppSelector } from './store';

export function useSession() {
  const session = useAppSelector((state) => state.session);
  return { ...session, isSignedIn: session.accessToken !== null || session.user !== null };
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

/** Login, then load the user; rejects with the API error (read it with `apiErrorMessage`). */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (credentials: LoginApiArg): Promise<SessionUser | null> => {
      const { accessToken } = await dispatch(accountApi.endpoints.login.initiate(credentials)).unwrap();
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
