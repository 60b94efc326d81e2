import request, { type Response } from 'supertest';
import type { App } from 'supertest/types.js';

/** Where the test app says it is (APP_URL in createTestApp): the provider redirects back there. */
export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_REDIRECT_URI = `${TEST_APP_URL}/api/auth/oidc/callback`;

/** A cookie's value from a response's Set-Cookie headers, or undefined (also when it is being cleared). */
export function cookieFrom(res: Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const value = header?.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0].slice(name.length + 1);
  return value || undefined;
}

/** A browser's cookies at the provider: the provider's own session and interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A browser at the provider's pages (its own cookies kept), from its sign-in page until the provider
 * sends it away: to the redirect URI with the code, which is answered.
 */
export async function throughProvider(from: URL): Promise<URL> {
  const jar = new CookieJar();
  let url = from;
  const provider = from.origin;
  for (let hops = 0; url.origin === provider; hops += 1) {
    if (hops > 10) throw new Error(`the provider redirected too often, last to ${url.href}`);
    const answer = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(answer.headers);
    const location = answer.headers.get('location');
    if (!location) throw new Error(`the provider answered ${answer.status} at ${url.href}: ${(await answer.text()).slice(0, 300)}`);
    url = new URL(location, url);
  }
  return url;
}

export interface ProviderRoundTrip {
  /** The app's answer to the start (302 to the provider, and the state cookie); null when the flow was started otherwise. */
  start: Response | null;
  /** The callback URL the provider sent the browser back to. */
  callbackUrl: URL;
  /** The app's answer to the callback: 302 to /signin/callback. */
  callback: Response;
  /** Where the callback sends the browser, as a URL of the app. */
  finish: URL;
  /** The state cookie the browser kept from the start. */
  stateCookie: string;
}

/**
 * What a browser does from the sign-in button to the app's finishing page: the app's start, the
 * provider's pages (its own cookies kept, as a browser would), and the app's callback. The app is
 * called through supertest (its answers checked against the API document); the provider over HTTP.
 * `beforeCallback` may change the callback's query or the state cookie (tampering tests).
 */
export async function providerRoundTrip(
  server: App,
  options: {
    returnTo?: string;
    /** A flow started otherwise (a confirmation: POST /api/auth/oidc/account/confirm): where the browser went, and the state cookie it got. */
    startedAt?: { url: string; stateCookie: string };
    beforeCallback?: (callback: URL, stateCookie: string) => { callback: URL; stateCookie: string } | Promise<{ callback: URL; stateCookie: string }>;
  } = {},
): Promise<ProviderRoundTrip> {
  let start: Response | null = null;
  let stateCookie = options.startedAt?.stateCookie;
  let url: URL;
  if (options.startedAt) url = new URL(options.startedAt.url);
  else {
    start = await request(server).get(`/api/auth/oidc/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`).expect(302);
    stateCookie = cookieFrom(start, 'oidc_state');
    url = new URL(start.headers.location as string);
  }
  if (!stateCookie) throw new Error(`the start set no state cookie; it sent the browser to ${url.href}`);
  url = await throughProvider(url);
  let callbackUrl = url;
  let cookie = stateCookie;
  if (options.beforeCallback) ({ callback: callbackUrl, stateCookie: cookie } = await options.beforeCallback(url, stateCookie));
  const callback = await request(server).get(`${callbackUrl.pathname}${callbackUrl.search}`).set('Cookie', `oidc_state=${cookie}`).expect(302);
  return { start, callbackUrl, callback, finish: new URL(callback.headers.location as string, TEST_APP_URL), stateCookie };
}
