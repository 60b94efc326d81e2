import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTING_KEYS } from '@mealapp/domain';
import { FakeApnsService, iosDeviceToken } from '@mealapp/build-tools/fake-apns-service';
import { androidDeviceToken, FakeFcmService } from '@mealapp/build-tools/fake-fcm-service';
import { FakePushService, PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerUnlessBuilt, freePort, killHard, startBuiltServer, type BuiltServer } from './support/built-server.js';
import { until } from './support/until.js';

/**
 * iOS notices through APNs (issue 35), end to end against a local APNs over HTTP/2 and TLS that
 * checks the provider token, the topic and the push type. The built server runs in a process of
 * its own, because it trusts the local APNs' certificate authority the one way a server does:
 * through NODE_EXTRA_CA_CERTS, read by Node at start.
 */
describe('iOS notices through APNs', () => {
  const apns = new FakeApnsService();
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  let server: BuiltServer;

  async function startWith(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'mealapp-apns-'));
    dataDirs.push(dataDir);
    const started = await startBuiltServer(await freePort(), {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      THROTTLE_RELAXED: '1',
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      PUSH_TIMEOUT_MS: '3000',
      APNS_KEY_FILE: apns.keyFile,
      APNS_KEY_ID: apns.keyId,
      APNS_TEAM_ID: apns.teamId,
      APNS_HOST: apns.host,
      ...env,
    });
    children.push(started.child);
    return started;
  }

  // The other channels, for the job's test: a browser's push service and FCM.
  const web = new FakePushService();
  const fcm = new FakeFcmService();

  beforeAll(async () => {
    buildServerUnlessBuilt();
    await Promise.all([apns.start(), web.start(), fcm.start()]);
    const accountDir = mkdtempSync(join(tmpdir(), 'mealapp-apns-fcm-'));
    dataDirs.push(accountDir);
    writeFileSync(join(accountDir, 'fcm-service-account.json'), JSON.stringify(fcm.serviceAccount()));
    // The notices job runs every second: only the job's test gives anyone something to be told.
    server = await startWith({
      NODE_EXTRA_CA_CERTS: apns.caFile,
      FCM_SERVICE_ACCOUNT_FILE: join(accountDir, 'fcm-service-account.json'),
      FCM_API_URL: fcm.origin,
      NOTIFICATIONS_JOB: 'on',
      NOTIFICATIONS_INTERVAL_SECONDS: '1',
      NOTIFICATIONS_LOCAL_HOUR: '0',
    });
  }, 180_000);

  afterAll(async () => {
    for (const child of children) await killHard(child);
    await Promise.all([apns.stop(), web.stop(), fcm.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The job runs every second on this server: an account that is not the job's test wants none of its notices. */
  const NOTHING_DAILY = Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, false]));

  /** A new account on `on` with `tokens` iOS devices (and its settings); answers how to call the API as it, and to send it a test notice. */
  async function iPhoneOwner(on: BuiltServer, tokens: string[], kitchen: { settings?: object } = {}) {
    const account = { email: `ios-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'secret123', name: 'Ivy' };
    const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${on.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await call('POST', '/api/auth/register', account)).status).toBe(201);
    const { accessToken } = (await (await call('POST', '/api/auth/login', { email: account.email, password: account.password })).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await call('PUT', '/api/notifications/settings', kitchen.settings ?? NOTHING_DAILY, auth)).status).toBe(200);
    for (const token of tokens) expect((await call('POST', '/api/notifications/register-token', { token, platform: 'ios' }, auth)).status).toBe(201);
    return {
      call: async (method: string, path: string, body?: unknown) => expect((await call(method, path, body, auth)).ok).toBe(true),
      sendTest: async () => {
        const answer = await call('POST', '/api/notifications/test', undefined, auth);
        expect(answer.status).toBe(200);
        return (await answer.json()) as Array<{ kind: string; id: number; outcome: string; detail: string }>;
      },
    };
  }

  it('sends the test notice to each iPhone with a provider token APNs accepts, the topic, an alert push type, a collapse id and an expiry', async () => {
    const phones = [iosDeviceToken(), iosDeviceToken()];
    const ivy = await iPhoneOwner(server, phones);
    const before = Math.floor(Date.now() / 1000);
    expect((await ivy.sendTest()).map(({ kind, outcome }) => `${kind}:${outcome}`)).toEqual(['ios:sent', 'ios:sent']);
    for (const token of phones) {
      const [push] = apns.to(token);
      expect(push.payload).toEqual({ aps: { alert: { title: 'Meal Planner', body: 'Notifications are working' }, sound: 'default', 'thread-id': 'test' }, type: 'test', url: '/settings' });
      expect(push.headers).toMatchObject({ 'apns-topic': 'app.mealplanner', 'apns-push-type': 'alert', 'apns-collapse-id': 'test', 'apns-priority': '10' });
      const expiresIn = Number(push.headers['apns-expiration']) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(12 * 3600 - 5);
      expect(expiresIn).toBeLessThanOrEqual(12 * 3600 + 5);
    }
    // One provider token and one connection, reused.
    await ivy.sendTest();
    expect(apns.providerTokens.size).toBe(1);
    expect(apns.connections).toBe(1);
  });

  it('deletes a token APNs calls gone (410 Unregistered, 400 BadDeviceToken), retries a failing APNs three times and keeps that token', async () => {
    const [unregistered, bad, failing, fine] = [iosDeviceToken(), iosDeviceToken(), iosDeviceToken(), iosDeviceToken()];
    apns.answer(unregistered, 'Unregistered');
    apns.answer(bad, 'BadDeviceToken');
    apns.answer(failing, 500);
    apns.answer(fine, 429, 200);
    const ivy = await iPhoneOwner(server, [unregistered, bad, failing, fine]);
    const first = await ivy.sendTest();
    expect(first.map(({ outcome }) => outcome)).toEqual(['gone', 'gone', 'failed', 'sent']);
    expect(first[2].detail).toMatch(/APNs at 127\.0\.0\.1:\d+ answered HTTP 500 InternalServerError/);
    expect(apns.calls.filter((call) => call.token === failing)).toHaveLength(3);
    expect(apns.calls.filter((call) => call.token === fine).map((call) => call.status)).toEqual([429, 200]);
    // The gone ones are no longer the user's devices.
    apns.answer(failing, 200);
    expect((await ivy.sendTest()).map(({ outcome }) => outcome)).toEqual(['sent', 'sent']);
  });

  it("the notices job sends each notice to the user's browser, Android phone and iPhone, once each", async () => {
    const iPhone = iosDeviceToken();
    const android = androidDeviceToken();
    const browser = new PushSubscriber(web.endpoint('everywhere'));
    const owner = await iPhoneOwner(server, [iPhone], { settings: { ...DEFAULT_NOTIFICATION_SETTINGS, recipesSuggestions: false } });
    await owner.call('POST', '/api/notifications/register-token', { token: android, platform: 'android' });
    await owner.call('POST', '/api/notifications/subscribe', browser.toJSON());
    // Something to say, once every device is there: the job runs every second.
    await owner.call('POST', '/api/pantry', { name: 'Eggs', status: 'Low Stock' });

    await until(() => apns.to(iPhone).length > 0 && fcm.to(android).length > 0 && web.to(browser.endpoint).length > 0, 'the notice on all three devices', 30_000);
    expect(apns.to(iPhone).map((push) => push.payload.aps?.alert)).toEqual([{ title: 'Running low', body: 'Running low on eggs' }]);
    expect(apns.to(iPhone)[0].headers['apns-collapse-id']).toBe('low_stock');
    expect(fcm.to(android).map((message) => [message.notification, message.data])).toEqual([[{ title: 'Running low', body: 'Running low on eggs' }, { type: 'low_stock', url: '/shopping-list' }]]);
    expect(web.to(browser.endpoint).map((push) => (browser.decrypt(push.body) as { body: string }).body)).toEqual(['Running low on eggs']);
    // Once a day: later runs of the timer send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect([apns.to(iPhone).length, fcm.to(android).length, web.to(browser.endpoint).length]).toEqual([1, 1, 1]);
  });

  it("does not trust APNs' certificate without NODE_EXTRA_CA_CERTS: no setting turns the check off", async () => {
    const untrusting = await startWith({});
    const token = iosDeviceToken();
    const ivy = await iPhoneOwner(untrusting, [token]);
    const [device] = await ivy.sendTest();
    expect(device).toMatchObject({ kind: 'ios', outcome: 'failed' });
    expect(device.detail).toMatch(/could not be reached: .*(certificate|self[- ]signed)/i);
    expect(apns.to(token)).toEqual([]);
  });
});
