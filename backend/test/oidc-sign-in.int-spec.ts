import { freePort, OidcTestProvider, type ProviderPerson } from '@mealapp/build-tools/oidc-test-provider';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { bearer, refreshCookie, signUp } from './support/accounts.js';
import { NATIVE_REDIRECT_URI } from '@mealapp/domain';
import { cookieFrom, providerRoundTrip, TEST_REDIRECT_URI, throughProvider } from './support/oidc.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

const CLIENT = { clientId: 'mealplanner', clientSecret: 'a-client-secret-for-tests' };

let people = 0;
/** A person the provider knows, with an address of their own. */
function person(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  people += 1;
  return { sub: `sub-${people}-${Date.now()}`, email: `oidc${people}-${Date.now()}@example.org`, email_verified: true, name: 'Ida Provider', ...overrides };
}

const providerEnv = (issuer: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID: CLIENT.clientId,
  OIDC_CLIENT_SECRET: CLIENT.clientSecret,
  OIDC_PROVIDER_NAME: 'Test ID',
  // The provider runs on this machine: loopback is let through for this test only.
  OUTBOUND_ALLOW_LOOPBACK: 'true',
  THROTTLE_RELAXED: '1',
  ...extra,
});

/** The session a finished sign-in left in the browser: its access token, renewed from the refresh cookie as the app's page does. */
async function sessionAfter(server: App, callback: request.Response): Promise<{ accessToken: string; me: { id: number; email: string; name: string } }> {
  const refreshToken = refreshCookie(callback);
  if (!refreshToken) throw new Error(`no session: the callback went to ${callback.headers.location}`);
  const renewed = await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(200);
  const accessToken = (renewed.body as { accessToken: string }).accessToken;
  const me = await request(server).get('/api/me').set(bearer(accessToken)).expect(200);
  return { accessToken, me: me.body as { id: number; email: string; name: string } };
}

const problemOf = (finish: URL) => finish.searchParams.get('problem');

const reachable = async (server: App) => ((await request(server).get('/api/auth/oidc').expect(200)).body as { reachable: boolean }).reachable;

describe("sign-in with the household's OpenID provider", () => {
  let provider: OidcTestProvider;
  let app: TestApp;
  let server: App;

  beforeAll(async () => {
    provider = await OidcTestProvider.start({ ...CLIENT, redirectUris: [TEST_REDIRECT_URI, NATIVE_REDIRECT_URI] });
    app = await createTestApp(providerEnv(provider.issuer));
    server = app.app.getHttpServer();
    await until(() => reachable(server), 'the provider discovered');
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  it('tells the sign-in screens about the provider', async () => {
    const res = await request(server).get('/api/auth/oidc').expect(200);
    expect(res.body).toEqual({ enabled: true, providerName: 'Test ID', passwordLogin: true, signup: true, autoRedirect: false, reachable: true });
  });

  it('starts with PKCE, state and nonce, to the registered redirect URI, and keeps the state in an httpOnly cookie', async () => {
    const start = await request(server).get('/api/auth/oidc/start').expect(302);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    });
    const cookie = (start.headers['set-cookie'] as unknown as string[]).find((each) => each.startsWith('oidc_state='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookieFrom(start, 'oidc_state')).toBe(to.searchParams.get('state'));
    const [row] = (await app.app.get(DataSource).query(`SELECT state_hash FROM oidc_sign_ins WHERE state_hash = encode(sha256($1::bytea), 'hex')`, [to.searchParams.get('state')])) as unknown[];
    expect(row).toBeDefined();
  });

  it('makes an account at the first sign-in (no password), and signs the same person in again by their sub', async () => {
    const ida = person({ name: 'Ida Newcomer' });
    await provider.signInAs(ida);
    const first = await providerRoundTrip(server);
    expect(first.finish.pathname).toBe('/signin/callback');
    expect(problemOf(first.finish)).toBeNull();
    const { me, accessToken } = await sessionAfter(server, first.callback);
    expect(me).toMatchObject({ email: ida.email, name: 'Ida Newcomer' });
    // No password: nothing signs this account in but the provider.
    await request(server).post('/api/auth/login').send({ email: ida.email, password: 'anything-at-all' }).expect(401);

    // The same sub, even with another address at the provider now: the same account.
    await provider.signInAs({ ...ida, email: `changed-${ida.email}` });
    const again = await providerRoundTrip(server);
    expect((await sessionAfter(server, again.callback)).me.id).toBe(me.id);
    await request(server).get('/api/me').set(bearer(accessToken)).expect(200);
  });

  it('ends in the same session as a password sign-in: the refresh cookie rotates and sign-out ends it', async () => {
    await provider.signInAs(person());
    const { callback } = await providerRoundTrip(server);
    const refreshToken = refreshCookie(callback)!;
    const cookie = (callback.headers['set-cookie'] as unknown as string[]).find((each) => each.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    const renewed = await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(200);
    const rotated = refreshCookie(renewed)!;
    expect(rotated).not.toBe(refreshToken);
    await request(server).post('/api/auth/logout').set('Cookie', `refresh_token=${rotated}`).expect(204);
    await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${rotated}`).expect(401);
  });

  it('links an existing account by a verified address only after its password, then signs it in by sub', async () => {
    const { account, user } = await signUp(server, { name: 'Pat Password' });
    const pat = person({ email: account.email.toUpperCase(), email_verified: true });
    await provider.signInAs(pat);
    const trip = await providerRoundTrip(server, { returnTo: '/join/abc123' });
    expect(Object.fromEntries(trip.finish.searchParams)).toEqual({ link: '1', email: account.email.toLowerCase(), returnTo: '/join/abc123' });
    expect(refreshCookie(trip.callback)).toBeUndefined();
    const ticket = cookieFrom(trip.callback, 'oidc_link')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const wrong = await request(server).post('/api/auth/oidc/link').set('Cookie', `oidc_link=${ticket}`).send({ password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual({ error: 'That password is not right for this account.' });
    const linked = await request(server).post('/api/auth/oidc/link').set('Cookie', `oidc_link=${ticket}`).send({ password: account.password }).expect(200);
    expect(linked.body).toEqual({ accessToken: expect.any(String), returnTo: '/join/abc123' });
    expect((await request(server).get('/api/me').set(bearer((linked.body as { accessToken: string }).accessToken)).expect(200)).body).toMatchObject({ id: user.id });
    // A ticket links once.
    const replayed = await request(server).post('/api/auth/oidc/link').set('Cookie', `oidc_link=${ticket}`).send({ password: account.password }).expect(400);
    expect(replayed.body).toEqual({ error: 'This sign-in took too long. Please start again.' });

    const next = await providerRoundTrip(server);
    expect((await sessionAfter(server, next.callback)).me.id).toBe(user.id);
    // The password still works too.
    await request(server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
  });

  it('shows Settings whether the account is linked, and unlinks only an account that has a password', async () => {
    const { account, accessToken } = await signUp(server, { name: 'Sam Settings' });
    expect((await request(server).get('/api/auth/oidc/account').set(bearer(accessToken)).expect(200)).body).toEqual({ providerName: 'Test ID', linked: false, hasPassword: true });
    await provider.signInAs(person({ email: account.email, email_verified: true }));
    const trip = await providerRoundTrip(server);
    const linked = await request(server).post('/api/auth/oidc/link').set('Cookie', `oidc_link=${cookieFrom(trip.callback, 'oidc_link')!}`).send({ password: account.password }).expect(200);
    const token = (linked.body as { accessToken: string }).accessToken;
    expect((await request(server).get('/api/auth/oidc/account').set(bearer(token)).expect(200)).body).toEqual({ providerName: 'Test ID', linked: true, hasPassword: true });
    await request(server).delete('/api/auth/oidc/account').set(bearer(token)).expect(204);
    expect((await request(server).get('/api/auth/oidc/account').set(bearer(token)).expect(200)).body).toMatchObject({ linked: false });
    // Unlinked: the provider's next sign-in asks for the password again.
    const after = await providerRoundTrip(server);
    expect(after.finish.searchParams.get('link')).toBe('1');

    await provider.signInAs(person());
    const { me, accessToken: providerOnly } = await sessionAfter(server, (await providerRoundTrip(server)).callback);
    expect((await request(server).get('/api/auth/oidc/account').set(bearer(providerOnly)).expect(200)).body).toEqual({ providerName: 'Test ID', linked: true, hasPassword: false });
    const refused = await request(server).delete('/api/auth/oidc/account').set(bearer(providerOnly)).expect(409);
    expect(refused.body).toEqual({ error: 'Set a password first: without it, nothing could sign this account in.' });
    const [{ n }] = (await app.app.get(DataSource).query(`SELECT count(*)::int AS n FROM oidc_identities WHERE user_id = $1`, [me.id])) as Array<{ n: number }>;
    expect(n).toBe(1);
    await request(server).get('/api/auth/oidc/account').expect(401);
  });

  it('an account made at the provider confirms its deletion by signing in there again (max_age=0), as the same person', async () => {
    const ida = person();
    await provider.signInAs(ida);
    const { me, accessToken } = await sessionAfter(server, (await providerRoundTrip(server)).callback);
    const refused = await request(server).delete('/api/me').set(bearer(accessToken)).send({}).expect(403);
    expect(refused.body).toEqual({ error: 'Confirm it is you by signing in at your identity provider again first.' });

    const confirm = async () => {
      const started = await request(server).post('/api/auth/oidc/account/confirm').set(bearer(accessToken)).send({ returnTo: '/settings?delete=confirmed' }).expect(200);
      const url = new URL((started.body as { url: string }).url);
      expect(url.searchParams.get('max_age')).toBe('0');
      expect(url.searchParams.get('prompt')).toBe('login');
      return providerRoundTrip(server, { startedAt: { url: url.href, stateCookie: cookieFrom(started, 'oidc_state')! } });
    };
    // Someone else at the provider does not confirm this account.
    await provider.signInAs(person());
    const other = await confirm();
    expect(problemOf(other.finish)).toBe('other-account');
    await request(server).delete('/api/me').set(bearer(accessToken)).send({}).expect(403);

    await provider.signInAs(ida);
    const same = await confirm();
    expect(Object.fromEntries(same.finish.searchParams)).toEqual({ confirmed: '1', returnTo: '/settings?delete=confirmed' });
    expect(refreshCookie(same.callback)).toBeUndefined();
    await request(server).delete('/api/me').set(bearer(accessToken)).send({}).expect(204);
    expect((await app.app.get(DataSource).query(`SELECT id FROM users WHERE id = $1`, [me.id])) as unknown[]).toEqual([]);
  });

  it('an account made at the provider sets a password and changes its address after signing in there again, each confirmation used once', async () => {
    const ida = person();
    await provider.signInAs(ida);
    const signedIn = await sessionAfter(server, (await providerRoundTrip(server)).callback);
    let accessToken = signedIn.accessToken;
    const confirmAtProvider = async (returnTo: string) => {
      const started = await request(server).post('/api/auth/oidc/account/confirm').set(bearer(accessToken)).send({ returnTo }).expect(200);
      const back = await providerRoundTrip(server, { startedAt: { url: (started.body as { url: string }).url, stateCookie: cookieFrom(started, 'oidc_state')! } });
      expect(back.finish.searchParams.get('confirmed')).toBe('1');
    };
    const NEEDED = { error: 'Confirm it is you by signing in at your identity provider again first.' };

    // A first password: refused until the person signed in at the provider again, then set, once.
    expect((await request(server).post('/api/me/password').set(bearer(accessToken)).send({ newPassword: 'a-first-password' }).expect(403)).body).toEqual(NEEDED);
    await confirmAtProvider('/settings?password=confirmed');
    const set = await request(server).post('/api/me/password').set(bearer(accessToken)).send({ newPassword: 'a-first-password' }).expect(200);
    accessToken = (set.body as { accessToken: string }).accessToken;
    await request(server).post('/api/auth/login').send({ email: ida.email, password: 'a-first-password' }).expect(200);
    // From now on the account has a password: changing it asks for it, as for anyone.
    await request(server).post('/api/me/password').set(bearer(accessToken)).send({ newPassword: 'another-password' }).expect(400);
    await request(server).post('/api/me/password').set(bearer(accessToken)).send({ currentPassword: 'a-first-password', newPassword: 'another-password' }).expect(200);

    // A new address, for an account that still has no password: the same confirmation.
    const ola = person();
    await provider.signInAs(ola);
    accessToken = (await sessionAfter(server, (await providerRoundTrip(server)).callback)).accessToken;
    const newEmail = `moved-${ola.email}`;
    expect((await request(server).patch('/api/me').set(bearer(accessToken)).send({ email: newEmail }).expect(403)).body).toEqual(NEEDED);
    await confirmAtProvider('/settings?profile=confirmed');
    const moved = await request(server).patch('/api/me').set(bearer(accessToken)).send({ email: newEmail }).expect(200);
    expect((moved.body as { email: string }).email).toBe(newEmail);
    const next = (moved.body as { accessToken?: string }).accessToken ?? accessToken;
    expect((await request(server).patch('/api/me').set(bearer(next)).send({ email: `again-${ola.email}` }).expect(403)).body).toEqual(NEEDED);
  });

  it('a password account still gives its password to delete itself, and cannot confirm at a provider it is not linked to', async () => {
    const { accessToken } = await signUp(server, { name: 'Pia Password' });
    const missing = await request(server).delete('/api/me').set(bearer(accessToken)).send({}).expect(400);
    expect(missing.body).toEqual({ error: 'Current password is required' });
    const notLinked = await request(server).post('/api/auth/oidc/account/confirm').set(bearer(accessToken)).send({}).expect(409);
    expect(notLinked.body).toEqual({ error: 'This account does not sign in with the identity provider.' });
  });

  it('refuses to link by an address the provider has not verified, and makes no account', async () => {
    const { account } = await signUp(server, { name: 'Una Verified' });
    await provider.signInAs(person({ email: account.email, email_verified: false }));
    const trip = await providerRoundTrip(server);
    expect(problemOf(trip.finish)).toBe('unverified-email');
    expect(refreshCookie(trip.callback)).toBeUndefined();
    expect(cookieFrom(trip.callback, 'oidc_link')).toBeUndefined();
    const [{ n }] = (await app.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)`, [account.email])) as Array<{ n: number }>;
    expect(n).toBe(1);
  });

  it('refuses a tampered state and a callback carried to another browser', async () => {
    await provider.signInAs(person());
    const tampered = await providerRoundTrip(server, {
      beforeCallback: (callback, stateCookie) => {
        const changed = new URL(callback);
        changed.searchParams.set('state', `${callback.searchParams.get('state')}x`);
        return { callback: changed, stateCookie };
      },
    });
    expect(problemOf(tampered.finish)).toBe('failed');
    expect(refreshCookie(tampered.callback)).toBeUndefined();
    const elsewhere = await providerRoundTrip(server, { beforeCallback: (callback) => ({ callback, stateCookie: 'another-browsers-state' }) });
    expect(problemOf(elsewhere.finish)).toBe('failed');
    expect(refreshCookie(elsewhere.callback)).toBeUndefined();
  });

  it('refuses a replayed code: the same callback again, and the code under a new sign-in', async () => {
    await provider.signInAs(person());
    const trip = await providerRoundTrip(server);
    expect(refreshCookie(trip.callback)).toBeDefined();
    const again = await request(server).get(`${trip.callbackUrl.pathname}${trip.callbackUrl.search}`).set('Cookie', `oidc_state=${trip.stateCookie}`).expect(302);
    expect(problemOf(new URL(again.headers.location as string, 'http://localhost'))).toBe('expired');
    expect(refreshCookie(again)).toBeUndefined();

    const fresh = await request(server).get('/api/auth/oidc/start').expect(302);
    const freshState = cookieFrom(fresh, 'oidc_state')!;
    const replay = new URL(trip.callbackUrl);
    replay.searchParams.set('state', freshState);
    const refused = await request(server).get(`${replay.pathname}${replay.search}`).set('Cookie', `oidc_state=${freshState}`).expect(302);
    expect(problemOf(new URL(refused.headers.location as string, 'http://localhost'))).toBe('failed');
    expect(refreshCookie(refused)).toBeUndefined();
  });

  it('refuses an ID token with another nonce, and one signed by a key the provider never published', async () => {
    const nonce = person();
    await provider.signInAs(nonce);
    await provider.tamperNextIdToken({ nonce: 'a-nonce-from-another-sign-in' });
    const wrongNonce = await providerRoundTrip(server);
    expect(problemOf(wrongNonce.finish)).toBe('failed');
    expect(refreshCookie(wrongNonce.callback)).toBeUndefined();

    const forged = person();
    await provider.signInAs(forged);
    await provider.tamperNextIdToken({ foreignKey: true });
    const foreign = await providerRoundTrip(server);
    expect(problemOf(foreign.finish)).toBe('failed');
    expect(refreshCookie(foreign.callback)).toBeUndefined();
    const made = (await app.app.get(DataSource).query(`SELECT email FROM users WHERE email IN ($1, $2)`, [nonce.email, forged.email])) as unknown[];
    expect(made).toEqual([]);
  });

  it('brings an invitation link through the round trip, and drops a return address on another site', async () => {
    await provider.signInAs(person());
    const invited = await providerRoundTrip(server, { returnTo: '/join/Inv1tation' });
    expect(Object.fromEntries(invited.finish.searchParams)).toEqual({ returnTo: '/join/Inv1tation' });
    expect(refreshCookie(invited.callback)).toBeDefined();
    const offsite = await providerRoundTrip(server, { returnTo: '//evil.example/join/x' });
    expect(offsite.finish.search).toBe('');
  });

  describe('from the Android or iOS app: the system browser, back by the app link', () => {
    /** What the app does: starts (its web view keeps the state cookie), the system browser goes through the provider, the app link comes back. */
    async function appSignIn(returnTo?: string) {
      const start = await request(server).post('/api/auth/oidc/native/start').send(returnTo ? { returnTo } : {}).expect(200);
      const stateCookie = cookieFrom(start, 'oidc_state')!;
      const authorization = new URL((start.body as { url: string }).url);
      return { stateCookie, authorization, appLink: await throughProvider(authorization) };
    }
    const finish = (url: string, stateCookie: string) => request(server).post('/api/auth/oidc/native/finish').set('Cookie', `oidc_state=${stateCookie}`).send({ url });

    it('asks the provider to come back by the app link, and finishes in the same session as the web', async () => {
      const ida = person({ name: 'Ida Mobile' });
      await provider.signInAs(ida);
      const { stateCookie, authorization, appLink } = await appSignIn('/join/Inv1tation');
      expect(authorization.searchParams.get('redirect_uri')).toBe(NATIVE_REDIRECT_URI);
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
      expect(appLink.href.startsWith(`${NATIVE_REDIRECT_URI}?`)).toBe(true);
      expect(appLink.searchParams.get('code')).toBeTruthy();

      const finished = await finish(appLink.href, stateCookie).expect(200);
      expect(finished.body).toEqual({ location: `/signin/callback?returnTo=${encodeURIComponent('/join/Inv1tation')}` });
      expect((await sessionAfter(server, finished)).me).toMatchObject({ email: ida.email, name: 'Ida Mobile' });
      // Taken once: the same link again signs no one in.
      const again = await finish(appLink.href, stateCookie).expect(200);
      expect(again.body).toEqual({ location: '/signin/callback?problem=expired' });
      expect(refreshCookie(again)).toBeUndefined();
    });

    it('finishes only in the app that started it, and only where it started', async () => {
      await provider.signInAs(person());
      const carried = await appSignIn();
      const elsewhere = await finish(carried.appLink.href, 'another-apps-state').expect(200);
      expect(elsewhere.body).toEqual({ location: '/signin/callback?problem=failed' });
      expect(refreshCookie(elsewhere)).toBeUndefined();

      // An app's sign-in brought to the web callback, and a web sign-in's callback handed to the app's finish: refused.
      const appsAtWeb = await appSignIn();
      const web = await request(server).get(`/api/auth/oidc/callback${appsAtWeb.appLink.search}`).set('Cookie', `oidc_state=${appsAtWeb.stateCookie}`).expect(302);
      expect(web.headers.location).toBe('/signin/callback?problem=failed');
      expect(refreshCookie(web)).toBeUndefined();
      const websAtApp = await providerRoundTrip(server, {
        beforeCallback: async (callback, stateCookie) => {
          const taken = await finish(`${NATIVE_REDIRECT_URI}${callback.search}`, stateCookie).expect(200);
          expect(taken.body).toEqual({ location: '/signin/callback?problem=failed' });
          expect(refreshCookie(taken)).toBeUndefined();
          return { callback, stateCookie };
        },
      });
      // The refused try used the sign-in up: the web callback after it finds nothing either.
      expect(websAtApp.finish.searchParams.get('problem')).toBe('expired');
    });

    it('two taps on the same link at once sign in once (the sign-in under way is taken by one of them)', async () => {
      await provider.signInAs(person());
      const { stateCookie, appLink } = await appSignIn();
      const answers = await Promise.all([finish(appLink.href, stateCookie).expect(200), finish(appLink.href, stateCookie).expect(200)]);
      const locations = answers.map((answer) => (answer.body as { location: string }).location).sort();
      expect(locations).toEqual(['/signin/callback', '/signin/callback?problem=expired']);
      expect(answers.filter((answer) => refreshCookie(answer) !== undefined)).toHaveLength(1);
    });

    it('answers 400 to a link that is not the sign-in app link', async () => {
      for (const url of ['https://evil.example/signin/callback?code=x&state=y', `${NATIVE_REDIRECT_URI}`, 'app.mealplanner:/elsewhere?code=x']) {
        const res = await request(server).post('/api/auth/oidc/native/finish').send({ url }).expect(400);
        expect((res.body as { error: string }).error).toContain(NATIVE_REDIRECT_URI);
      }
      await request(server).post('/api/auth/oidc/native/finish').send({}).expect(400);
    });
  });

  it('answers 400 to the link call when nothing waits', async () => {
    const res = await request(server).post('/api/auth/oidc/link').send({ password: 'whatever1' }).expect(400);
    expect(res.body).toEqual({ error: 'This sign-in took too long. Please start again.' });
  });

  it('follows a key rotation: a token signed by the new key is taken once the kept keys are a minute old', async () => {
    await provider.signInAs(person());
    expect(refreshCookie((await providerRoundTrip(server)).callback)).toBeDefined();
    await provider.rotateKeys();
    // openid-client fetches the keys again for an unknown key id once the kept ones are a minute
    // old (its guard against a flood of made-up key ids); the clock moves on rather than the test waiting.
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      await provider.signInAs(person());
      const rotated = await providerRoundTrip(server);
      expect(problemOf(rotated.finish)).toBeNull();
      expect(refreshCookie(rotated.callback)).toBeDefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the provider cannot be reached when it goes down between the redirect and the callback', async () => {
    const down = await OidcTestProvider.start({ ...CLIENT, redirectUris: [TEST_REDIRECT_URI] });
    const downApp = await createTestApp(providerEnv(down.issuer));
    try {
      const downServer = downApp.app.getHttpServer();
      await until(() => reachable(downServer), 'the provider discovered');
      await down.signInAs(person());
      const trip = await providerRoundTrip(downServer, {
        beforeCallback: async (callback, stateCookie) => {
          await down.stop();
          return { callback, stateCookie };
        },
      });
      expect(problemOf(trip.finish)).toBe('unreachable');
    } finally {
      await downApp.close();
      await down.stop();
    }
  });
});

describe('a provider that is down when the server starts', () => {
  it('starts anyway, says so, sends the button (and the apps\' start) to a clear message, and signs in once the provider is back', async () => {
    const port = await freePort();
    const app = await createTestApp(providerEnv(`http://127.0.0.1:${port}`));
    let provider: OidcTestProvider | null = null;
    try {
      const server = app.app.getHttpServer();
      expect((await request(server).get('/api/auth/oidc').expect(200)).body).toMatchObject({ enabled: true, reachable: false });
      const start = await request(server).get('/api/auth/oidc/start?returnTo=/join/abc').expect(302);
      expect(start.headers.location).toBe('/signin/callback?problem=unreachable&returnTo=%2Fjoin%2Fabc');
      // The apps ask by an API call: a 503 naming the provider, which the app shows.
      expect((await request(server).post('/api/auth/oidc/native/start').send({}).expect(503)).body).toEqual({ error: 'Test ID cannot be reached right now. Please try again in a moment.' });
      provider = await OidcTestProvider.start({ ...CLIENT, port, redirectUris: [TEST_REDIRECT_URI] });
      // Discovery is tried again 2 s, then 4 s after the first failure.
      await until(() => reachable(server), 'the provider discovered once it is up', 20_000);
      await provider.signInAs(person());
      expect(refreshCookie((await providerRoundTrip(server)).callback)).toBeDefined();
    } finally {
      await app.close();
      await provider?.stop();
    }
  });
});

describe('OIDC_SIGNUP=false and OIDC_PASSWORD_LOGIN=false', () => {
  let provider: OidcTestProvider;
  let app: TestApp;
  let server: App;

  beforeAll(async () => {
    provider = await OidcTestProvider.start({ clientId: 'public-client', redirectUris: [TEST_REDIRECT_URI] });
    // A public client (no secret): PKCE alone.
    app = await createTestApp({ ...providerEnv(provider.issuer, { OIDC_SIGNUP: 'false', OIDC_PASSWORD_LOGIN: 'false' }), OIDC_CLIENT_ID: 'public-client', OIDC_CLIENT_SECRET: '' });
    server = app.app.getHttpServer();
    await until(() => reachable(server), 'the provider discovered');
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  it('makes no account for a new person', async () => {
    expect((await request(server).get('/api/auth/oidc').expect(200)).body).toMatchObject({ signup: false, passwordLogin: false });
    const newcomer = person();
    await provider.signInAs(newcomer);
    const trip = await providerRoundTrip(server);
    expect(problemOf(trip.finish)).toBe('no-account');
    expect(refreshCookie(trip.callback)).toBeUndefined();
    expect((await app.app.get(DataSource).query(`SELECT id FROM users WHERE email = $1`, [newcomer.email])) as unknown[]).toEqual([]);
  });

  it('refuses email and password sign-in, sign-up and reset mails, naming the provider', async () => {
    const message = 'Sign-in with email and password is turned off here. Please sign in with Test ID.';
    const login = await request(server).post('/api/auth/login').send({ email: 'someone@example.org', password: 'secret123' }).expect(403);
    expect(login.body).toEqual({ error: message });
    const register = await request(server).post('/api/auth/register').send({ email: 'someone@example.org', password: 'secret123', name: 'Some One' }).expect(403);
    expect(register.body).toEqual({ error: message });
    await request(server).post('/api/auth/forgot-password').send({ email: 'someone@example.org' }).expect(403);
  });

  it('still signs in an account linked to the provider', async () => {
    const [{ id }] = (await app.app.get(DataSource).query(`INSERT INTO users (email, name) VALUES ($1, 'Lin Ked') RETURNING id`, [`linked-${Date.now()}@example.org`])) as Array<{ id: number }>;
    const linked = person();
    await app.app.get(DataSource).query(`INSERT INTO oidc_identities (user_id, issuer, subject) VALUES ($1, $2, $3)`, [id, provider.issuer, linked.sub]);
    await provider.signInAs(linked);
    const trip = await providerRoundTrip(server);
    expect((await sessionAfter(server, trip.callback)).me.id).toBe(id);
  });
});

describe('without a provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_RELAXED: '1' });
  });
  afterAll(() => app?.close());

  it('says so, and the provider routes answer 404', async () => {
    const server = app.app.getHttpServer();
    expect((await request(server).get('/api/auth/oidc').expect(200)).body).toEqual({ enabled: false, providerName: null, passwordLogin: true, signup: false, autoRedirect: false, reachable: false });
    await request(server).get('/api/auth/oidc/start').expect(404);
    await request(server).get('/api/auth/oidc/callback?code=x&state=y').expect(404);
    await request(server).post('/api/auth/oidc/native/start').send({}).expect(404);
    await request(server).post('/api/auth/oidc/native/finish').send({ url: 'app.mealplanner:/signin/callback?code=x&state=y' }).expect(404);
  });
});
