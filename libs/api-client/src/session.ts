import { ACCESS_TOKEN_KEY, GREETING_NAME_KEY } from './storage-keys';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
}

export interface SessionState {
  accessToken: string | null;
  user: SessionUser | null;
  /** Set by `sessionExpired`: the shell sends the browser to /onboarding. */
  expired: boolean;
}

export { ACCESS_TOKEN_KEY, GREETING_NAME_KEY };

/**
 * One string the device keeps in localStorage under `key`: read as null when absent or unreadable,
 * removed when written empty. A storage that refuses (private mode, a full quota) keeps nothing,
 * and the session still works for the page's lifetime.
 */
function deviceString(key: string) {
  return {
    read(): string | null {
      try {
        return globalThis.localStorage?.getItem(key) || null;
      } catch {
        return null;
      }
    },
    write(value: string | null): void {
      try {
        if (value) globalThis.localStorage?.setItem(key, value);
        else globalThis.localStorage?.removeItem(key);
      } catch {
        // Not kept: see above.
      }
    },
  };
}

// spec part 1 §3: the access token is kept on the device.
const storedAccessToken = deviceString(ACCESS_TOKEN_KEY);
export const readStoredAccessToken = storedAccessToken.read;
export const writeStoredAccessToken = storedAccessToken.write;

/**
 * The last signed-in user's id, kept beside the token: before /api/me answers, it says whose data
 * and queued writes on this device are the session's (offline/). Removed when the session ends.
 */
export const LAST_USER_KEY = 'lastUserId';
const storedLastUser = deviceString(LAST_USER_KEY);
export const readStoredLastUser = storedLastUser.read;
export const writeStoredLastUser = storedLastUser.write;

/**
 * The signed-in person's first name (GREETING_NAME_KEY), kept beside the token so the page can greet
 * them before any script of the app runs, and Home before /api/me answers
 * (shell/src/boot/last-seen-greeting.ts). Removed when the session ends.
 */
const storedGreetingName = deviceString(GREETING_NAME_KEY);
export const readStoredGreetingName = storedGreetingName.read;
export const writeStoredGreetingName = storedGreetingName.write;

const initialState: SessionState = { accessToken: null, user: null, expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ accessToken: string; user?: SessionUser | null }>) {
      state.accessToken = action.payload.accessToken;
      state.expired = false;
      if (action.payload.user !== undefined) state.user = action.payload.user;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /** A refresh failure other than 401: drop the token, keep the user; the next call may refresh again. */
    tokenCleared(state) {
      state.accessToken = null;
    },
    /** The refresh itself answered 401 (spec part 1 §4): the shell sends the browser to /onboarding. */
    sessionExpired() {
      return { accessToken: null, user: null, expired: true };
    },
    signedOut() {
      return { accessToken: null, user: null, expired: false };
    },
  },
});

export const { signedIn, tokenRefreshed, userLoaded, tokenCleared, sessionExpired, signedOut } = sessionSlice.actions;

export function initialSessionState(): SessionState {
  return { accessToken: readStoredAccessToken(), user: null, expired: false };
}
