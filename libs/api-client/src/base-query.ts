import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readStoredAccessToken, sessionExpired, tokenCleared, tokenRefreshed, type SessionState } from './session';
import { yieldToMain } from './yield-to-main';

/**
 * Plain `fetch` rather than `fetchBaseQuery`: the same answers and error shapes, without the
 * `Request` class, so tests only have to stub the global `fetch`.
 */
export const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api) => {
  const { url, method = 'GET', body, params, headers: extraHeaders } = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(extraHeaders as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = (api.getState() as { session?: SessionState }).session?.accessToken;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (typeof body === 'string' || body instanceof FormData || body instanceof Blob) payload = body;
    else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }
  let response: Response;
  try {
    response = await fetch(withParams(url, params), { method, headers, body: payload, credentials: 'include', signal: api.signal });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text().catch(() => '');
  const large = text.length > LARGE_ANSWER_CHARS;
  let data: unknown = undefined;
  if (text) {
    // Reading a large body, parsing it and storing it are each a long task: apart, none blocks the page for long.
    if (large) await yieldToMain();
    try {
      data = JSON.parse(text);
    } catch {
      if (response.ok) return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'Not JSON' } };
      data = text;
    }
  }
  if (!response.ok) return { error: { status: response.status, data } };
  if (large) {
    preFreeze(data);
    await yieldToMain();
  }
  return { data: data ?? null };
};

/** About 100 KB of JSON: a list of a few hundred rows; anything smaller parses and stores within a frame. */
const LARGE_ANSWER_CHARS = 100_000;

/**
 * Immer deep-freezes whatever enters the store, walking every object of the answer first
 * (hundreds of milliseconds for 10,000 recipes). Frozen objects are skipped (Immer's "pre-freeze
 * data" advice), so the answer and, for a list, its rows are frozen here, one level each: a later
 * patch of one row then copies the list without walking the others.
 */
export function preFreeze(data: unknown) {
  if (Array.isArray(data)) for (const row of data) Object.freeze(row);
  Object.freeze(data);
}

function withParams(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

// spec part 1 §4 / task: these calls never trigger a refresh.
const AUTH_CALLS = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout', '/api/auth/forgot-password', '/api/auth/reset-password'];

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

// One refresh at a time: concurrent 401s wait on the same call.
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Bearer token from the session; on a 401 from a data call, refresh once and retry once
 * (spec part 1 §4). A 401 from the refresh ends the session; any other refresh failure
 * only drops the token.
 */
export const refreshingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sessionBefore = (api.getState() as { session?: SessionState }).session;
  const tokenBefore = sessionBefore?.accessToken ?? null;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || AUTH_CALLS.some((path) => urlOf(args).startsWith(path))) return result;
  // Signed out (no token, no user): a refresh cookie that outlived a failed logout must not sign the user back in.
  if (!tokenBefore && !sessionBefore?.user) return result;

  const tokenNow = (api.getState() as { session?: SessionState }).session?.accessToken ?? null;
  // Another call refreshed while this one was on the wire: retry with the new token.
  const outcome: RefreshOutcome = tokenNow && tokenNow !== tokenBefore && !refreshInFlight ? 'refreshed' : await refreshOnce(api, tokenBefore);
  if (outcome !== 'refreshed') return result;
  return rawBaseQuery(args, api, extraOptions);
};

/** The Web Locks name every tab of the app refreshes under. */
export const REFRESH_LOCK = 'mealapp-token-refresh';

/** One refresh per tab at a time (concurrent 401s wait on the same call), and one across tabs. */
function refreshOnce(api: Parameters<typeof refreshingBaseQuery>[1], tokenBefore: string | null): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = acrossTabs(api, tokenBefore).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Tabs share the refresh cookie, and each refresh rotates it: two tabs refreshing at once would
 * present the same token twice. Under a Web Lock the second tab finds the first one's new token
 * (tabs share localStorage) and uses it. Without Web Locks the server's grace window answers the
 * second refresh with the same new token.
 */
function acrossTabs(api: Parameters<typeof refreshingBaseQuery>[1], tokenBefore: string | null): Promise<RefreshOutcome> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return refresh(api);
  return locks.request(REFRESH_LOCK, async () => {
    const stored = readStoredAccessToken();
    if (stored && stored !== tokenBefore) {
      api.dispatch(tokenRefreshed(stored));
      return 'refreshed';
    }
    return refresh(api);
  });
}

async function refresh(api: Parameters<typeof refreshingBaseQuery>[1]): Promise<RefreshOutcome> {
  // No bearer, and a signal of its own: one caller giving up must not cancel everyone's refresh.
  const refreshApi = { ...api, getState: () => ({}), signal: new AbortController().signal };
  const answer = await rawBaseQuery({ url: '/api/auth/refresh', method: 'POST' }, refreshApi, {});
  const token = (answer.data as { accessToken?: unknown } | undefined)?.accessToken;
  if (!answer.error && typeof token === 'string' && token) {
    api.dispatch(tokenRefreshed(token));
    return 'refreshed';
  }
  if (answer.error?.status === 401) {
    api.dispatch(sessionExpired());
    return 'expired';
  }
  api.dispatch(tokenCleared());
  return 'failed';
}
