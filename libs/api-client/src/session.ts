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

// spec part 1 §3: the access token is kept on the device.
export { ACCESS_TOKEN_KEY, GREETING_NAME_KEY };

export function readStoredAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function writeStoredAccessToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Private mode or a full quota: the session still works for this page's lifetime.
  }
}

/**
 * The last signed-in user's id, kept beside the token: before /api/me answers, it says whose data
 * and queued writes on this device are the session's (offline/). Removed when the session ends.
 */
export const LAST_USER_KEY = 'lastUserId';

export function readStoredLastUser(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_USER_KEY) || null;
  } catch {
    return null;
  }
}

export function writeStoredLastUser(user: string | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(LAST_USER_KEY, user);
    else globalThis.localStorage?.removeItem(LAST_USER_KEY);
  } catch {
    // Not kept: after a reload, the last-seen data waits for /api/me.
  }
}

/**
 * The signed-in person's first name (GREETING_NAME_KEY), kept beside the token so the page can greet
 * them before any script of the app runs, and Home before /api/me answers
 * (shell/src/boot/last-seen-greeting.ts). Removed when the session ends.
 */
export function readStoredGreetingName(): string | null {
  try {
    return globalThis.localStorage?.getItem(GREETING_NAME_KEY) || null;
  } catch {
    return null;
  }
}

export function writeStoredGreetingName(name: string | null): void {
  try {
    if (name) globalThis.localStorage?.setItem(GREETING_NAME_KEY, name);
    else globalThis.localStorage?.removeItem(GREETING_NAME_KEY);
  } catch {
    // Not kept: the next page greets once the app knows who is signed in.
  }
}

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
