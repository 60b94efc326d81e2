import {
  addDays,
  DEFAULT_NOTIFICATION_SETTINGS,
  localClock,
  NOTIFICATION_SETTING_KEYS,
  type NotificationPayload,
  type NotificationSettings,
  type NotificationType,
} from '@mealapp/domain';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import webpush from 'web-push';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { androidDeviceToken, FakeFcmService, type FcmAnswer } from '@mealapp/build-tools/fake-fcm-service';
import { FakePushService, PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import { Metrics } from '../src/metrics/metrics.js';
import { NotificationsJob } from '../src/notifications/notifications.job.js';
import { bearer, signUp } from './support/accounts.js';
import { secondJob } from './support/second-job.js';
import { useTestApp } from './support/test-app.js';

const P256DH = 'keys.p256dh must be the base64url of a 65-byte uncompressed P-256 public key';
const AUTH = 'keys.auth must be the base64url of 16 bytes';
const ENDPOINT = 'endpoint must be a push service URL starting with https://';
const TIME_ZONE = 'timeZone must be an IANA time zone name, e.g. Europe/London';
const TOKEN = 'token must be printable text without spaces';
const PLATFORM = 'platform must be one of android, ios';

// Every test's data is dated from here: two days ahead of the real date, so meal plans (never
// before today) can be made for the job's "today" in any zone.
const BASE_DAY = addDays(localClock(new Date(), 'UTC').date, 2);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

const push = new FakePushService();
beforeAll(() => push.start());
afterAll(() => push.stop());

const baseEnv = { THROTTLE_RELAXED: '1', OUTBOUND_ALLOW_LOOPBACK: 'true', VAPID_SUBJECT: 'mailto:ops@example.com', PUSH_TIMEOUT_MS: '1000' };

/** Every push this service received for the subscriber, decrypted, by type. */
function received(subscriber: PushSubscriber): Array<NotificationPayload> {
  return push.to(subscriber.endpoint).map((delivery) => subscriber.decrypt(delivery.body) as NotificationPayload);
}

const byType = (payloads: NotificationPayload[]) => Object.fromEntries(payloads.map((payload) => [payload.data.type, payload.body]));

describe('notifications: /api/notifications', () => {
  const app = useTestApp(baseEnv);
  const db = () => app.t.app.get(DataSource);
  const count = async (table: string) => Number((await db().query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const subscribe = (server: App, token: string, body: unknown) => request(server).post('/api/notifications/subscribe').set(bearer(token)).send(body as object);
  const unsubscribe = (token: string, body: unknown) => request(app.server).delete('/api/notifications/subscribe').set(bearer(token)).send(body as object);
  const putSettings = (token: string, body: unknown) => request(app.server).put('/api/notifications/settings').set(bearer(token)).send(body as object);
  const getSettings = async (token: string) => (await request(app.server).get('/api/notifications/settings').set(bearer(token)).expect(200)).body as NotificationSettings & { timeZone: string };
  const registerToken = (token: string, body: unknown) => request(app.server).post('/api/notifications/register-token').set(bearer(token)).send(body as object);
  const endpointsOf = async (userId: number) =>
    (await db().query<{ endpoint: string }[]>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])).map((row) => row.endpoint);

  it('answers 401 without a token on every call', async () => {
    const calls = [
      request(app.server).get('/api/notifications/public-key'),
      request(app.server).post('/api/notifications/subscribe').send(new PushSubscriber(push.endpoint('anon')).toJSON()),
      request(app.server).delete('/api/notifications/subscribe').send({ endpoint: push.endpoint('anon') }),
      request(app.server).get('/api/notifications/settings'),
      request(app.server).put('/api/notifications/settings').send(DEFAULT_NOTIFICATION_SETTINGS),
      request(app.server).post('/api/notifications/register-token').send({ token: 'abc', platform: 'ios' }),
      request(app.server).post('/api/notifications/test'),
      request(app.server).delete('/api/notifications/register-token').send({ token: 'abc' }),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toEqual({ error: 'Authentication required' });
    expect(await count('push_subscriptions')).toBe(0);
  });

  it('documents every call in the committed OpenAPI file (kept fresh by openapi.int-spec.ts)', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/notifications'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    expect(operations.sort()).toEqual([
      'DELETE /api/notifications/register-token unregisterPushToken',
      'DELETE /api/notifications/subscribe unsubscribePush',
      'GET /api/notifications/public-key getPushPublicKey',
      'GET /api/notifications/settings getNotificationSettings',
      'POST /api/notifications/register-token registerPushToken',
      'POST /api/notifications/subscribe subscribePush',
      'POST /api/notifications/test sendTestNotification',
      'PUT /api/notifications/settings saveNotificationSettings',
    ]);
    expect(document.paths['/api/notifications/subscribe'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths['/api/notifications/subscribe'].post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401']));
    expect(document.components.schemas.SaveNotificationSettingsDto.required?.sort()).toEqual([...NOTIFICATION_SETTING_KEYS].sort());
    expect(document.components.schemas.SubscribeDto.required?.sort()).toEqual(['endpoint', 'keys']);
  });

  describe('GET /public-key', () => {
    it('answers the VAPID public key, generated once and stored, the same on every call', async () => {
      const { accessToken } = await signUp(app.server);
      const first = (await request(app.server).get('/api/notifications/public-key').set(bearer(accessToken)).expect(200)).body as { key: string };
      const again = (await request(app.server).get('/api/notifications/public-key').set(bearer(accessToken)).expect(200)).body as { key: string };
      expect(again).toEqual(first);
      const point = Buffer.from(first.key, 'base64url');
      expect(point.length).toBe(65);
      expect(point[0]).toBe(4);
      expect(await db().query('SELECT public_key FROM vapid_keys')).toEqual([{ public_key: first.key }]);
    });
  });

  describe('POST /subscribe', () => {
    it('stores the device (201) and, sent again, updates the same row (200, same id)', async () => {
      const { accessToken, user } = await signUp(app.server);
      const device = new PushSubscriber(push.endpoint('idempotent'));
      const created = await subscribe(app.server, accessToken, device.toJSON()).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), endpoint: device.endpoint });

      // the browser's PushSubscription.toJSON(), new keys, padded spelling
      const renewed = new PushSubscriber(device.endpoint).toJSON();
      const again = await subscribe(app.server, accessToken, { ...renewed, expirationTime: null, keys: { p256dh: renewed.keys.p256dh, auth: `${renewed.keys.auth}==` } }).expect(200);
      expect(again.body).toEqual(created.body);
      const rows = await db().query<{ p256dh: string; auth: string }[]>('SELECT p256dh, auth FROM push_subscriptions WHERE user_id = $1', [user.id]);
      expect(rows).toEqual([{ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
    });

    it('records the time zone sent with it, leaving the settings at their defaults', async () => {
      const { accessToken } = await signUp(app.server);
      await subscribe(app.server, accessToken, { ...new PushSubscriber(push.endpoint('tz')).toJSON(), timeZone: 'Asia/Tokyo' }).expect(201);
      expect(await getSettings(accessToken)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'Asia/Tokyo' });
    });

    it('moves an endpoint another user subscribed to the signed-in user (the device changed hands)', async () => {
      const ada = await signUp(app.server);
      const bob = await signUp(app.server);
      const device = new PushSubscriber(push.endpoint('handed-on'));
      const first = await subscribe(app.server, ada.accessToken, device.toJSON()).expect(201);
      const moved = await subscribe(app.server, bob.accessToken, device.toJSON()).expect(201);
      expect(moved.body).toEqual(first.body);
      expect(await endpointsOf(ada.user.id)).toEqual([]);
      expect(await endpointsOf(bob.user.id)).toEqual([device.endpoint]);
    });

    const valid = new PushSubscriber('https://push.example.com/send/abc').toJSON();
    const offCurve = Buffer.from(valid.keys.p256dh, 'base64url');
    offCurve[64] ^= 1;
    const refusals: Array<[string, unknown, string]> = [
      ['no endpoint', { keys: valid.keys }, 'endpoint is required'],
      ['an endpoint that is not a URL', { ...valid, endpoint: 'not a url' }, ENDPOINT],
      ['an endpoint that is not text', { ...valid, endpoint: 42 }, ENDPOINT],
      ['an ftp endpoint', { ...valid, endpoint: 'ftp://push.example.com/x' }, ENDPOINT],
      ['an endpoint with credentials', { ...valid, endpoint: 'https://user:pw@push.example.com/x' }, ENDPOINT],
      ['an endpoint over 2048 characters', { ...valid, endpoint: `https://push.example.com/${'x'.repeat(2030)}` }, 'endpoint must be at most 2048 characters'],
      ['a private address', { ...valid, endpoint: 'https://10.0.0.1/push' }, 'endpoint must be on the public internet'],
      ['a link-local address', { ...valid, endpoint: 'https://[fe80::1]/push' }, 'endpoint must be on the public internet'],
      ['the cloud metadata address', { ...valid, endpoint: 'http://169.254.169.254/latest' }, 'endpoint must be on the public internet'],
      // the loopback allowance lets plain http reach loopback only
      ['a plain-http endpoint on a public name', { ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint must start with https://'],
      ['a plain-http endpoint on a public address', { ...valid, endpoint: 'http://[2606:4700:4700::1111]/push' }, 'endpoint must start with https://'],
      ['a plain-http endpoint on a name, even localhost', { ...valid, endpoint: 'http://localhost:8080/push' }, 'endpoint must start with https://'],
      ['no keys', { endpoint: valid.endpoint }, 'keys is required'],
      ['keys as text', { ...valid, keys: 'abc' }, 'keys must be an object of p256dh and auth'],
      ['no p256dh', { ...valid, keys: { auth: valid.keys.auth } }, 'keys.p256dh is required'],
      ['a 32-byte p256dh', { ...valid, keys: { ...valid.keys, p256dh: randomBytes(32).toString('base64url') } }, P256DH],
      ['a compressed p256dh', { ...valid, keys: { ...valid.keys, p256dh: createECDH('prime256v1').generateKeys('base64url', 'compressed') } }, P256DH],
      ['a p256dh off the curve', { ...valid, keys: { ...valid.keys, p256dh: offCurve.toString('base64url') } }, P256DH],
      ['a p256dh with a "+" (standard base64)', { ...valid, keys: { ...valid.keys, p256dh: `${valid.keys.p256dh.slice(0, 10)}+${valid.keys.p256dh.slice(11)}` } }, P256DH],
      ['no auth', { ...valid, keys: { p256dh: valid.keys.p256dh } }, 'keys.auth is required'],
      ['a 15-byte auth', { ...valid, keys: { ...valid.keys, auth: randomBytes(15).toString('base64url') } }, AUTH],
      ['an auth as a number', { ...valid, keys: { ...valid.keys, auth: 16 } }, AUTH],
      ['an unknown key', { ...valid, keys: { ...valid.keys, extra: 'x' } }, 'property keys.extra should not exist'],
      ['an unknown field', { ...valid, device: 'phone' }, 'property device should not exist'],
      ['an unknown time zone', { ...valid, timeZone: 'Mars/Olympus' }, TIME_ZONE],
      ['an expiration time as text', { ...valid, expirationTime: 'soon' }, 'expirationTime must be a number or null'],
    ];

    it.each(refusals)('with %s answers 400 naming the problem, and stores nothing', async (_label, body, error) => {
      const { accessToken } = await signUp(app.server);
      const before = await count('push_subscriptions');
      expect((await subscribe(app.server, accessToken, body).expect(400)).body).toEqual({ error });
      expect(await count('push_subscriptions')).toBe(before);
    });
  });

  describe('DELETE /subscribe', () => {
    it("removes the caller's device (204), then answers 404 for it", async () => {
      const { accessToken, user } = await signUp(app.server);
      const kept = new PushSubscriber(push.endpoint('kept'));
      const removed = new PushSubscriber(push.endpoint('removed'));
      await subscribe(app.server, accessToken, kept.toJSON()).expect(201);
      await subscribe(app.server, accessToken, removed.toJSON()).expect(201);
      await unsubscribe(accessToken, { endpoint: removed.endpoint }).expect(204);
      expect(await endpointsOf(user.id)).toEqual([kept.endpoint]);
      expect((await unsubscribe(accessToken, { endpoint: removed.endpoint }).expect(404)).body).toEqual({ error: 'Subscription not found' });
    });

    it("cannot remove another user's device", async () => {
      const ada = await signUp(app.server);
      const eve = await signUp(app.server);
      const device = new PushSubscriber(push.endpoint('adas'));
      await subscribe(app.server, ada.accessToken, device.toJSON()).expect(201);
      expect((await unsubscribe(eve.accessToken, { endpoint: device.endpoint }).expect(404)).body).toEqual({ error: 'Subscription not found' });
      expect(await endpointsOf(ada.user.id)).toEqual([device.endpoint]);
    });

    it.each<[string, unknown, string]>([
      ['no endpoint', {}, 'endpoint is required'],
      ['an endpoint that is not a URL', { endpoint: 'x' }, ENDPOINT],
      ['an unknown field', { endpoint: 'https://push.example.com/a', keys: {} }, 'property keys should not exist'],
    ])('with %s answers 400', async (_label, body, error) => {
      const { accessToken } = await signUp(app.server);
      expect((await unsubscribe(accessToken, body).expect(400)).body).toEqual({ error });
    });
  });

  describe('GET and PUT /settings', () => {
    const chosen: NotificationSettings = { expirationAlerts: false, lowStockWarnings: true, mealReminders: false, shoppingReminders: true, recipesSuggestions: false, familyUpdates: false };

    it('answers the spec defaults (and UTC) to a user who never saved, without storing a row', async () => {
      const { accessToken } = await signUp(app.server);
      const before = await count('notification_settings');
      expect(await getSettings(accessToken)).toEqual({
        expirationAlerts: true,
        lowStockWarnings: true,
        mealReminders: true,
        shoppingReminders: false,
        recipesSuggestions: true,
        familyUpdates: true,
        timeZone: 'UTC',
      });
      expect(await count('notification_settings')).toBe(before);
    });

    it('PUT stores the full object (200) and GET answers it; the time zone is kept when a later PUT sends none', async () => {
      const { accessToken } = await signUp(app.server);
      expect((await putSettings(accessToken, { ...chosen, timeZone: 'Europe/London' }).expect(200)).body).toEqual({ ...chosen, timeZone: 'Europe/London' });
      expect(await getSettings(accessToken)).toEqual({ ...chosen, timeZone: 'Europe/London' });
      const next = { ...DEFAULT_NOTIFICATION_SETTINGS, shoppingReminders: true };
      expect((await putSettings(accessToken, next).expect(200)).body).toEqual({ ...next, timeZone: 'Europe/London' });
    });

    it.each<[string, unknown, string]>([
      ['a setting left out', { ...chosen, familyUpdates: undefined }, 'familyUpdates is required'],
      ['an empty body', {}, 'expirationAlerts is required'],
      ['a setting as text', { ...chosen, mealReminders: 'true' }, 'mealReminders must be true or false'],
      ['a setting as a number', { ...chosen, lowStockWarnings: 1 }, 'lowStockWarnings must be true or false'],
      ['an unknown setting', { ...chosen, pushAll: true }, 'property pushAll should not exist'],
      ['an unknown time zone', { ...chosen, timeZone: 'Nowhere/Special' }, TIME_ZONE],
    ])('PUT with %s answers 400 naming it, and changes nothing', async (_label, body, error) => {
      const { accessToken } = await signUp(app.server);
      expect((await putSettings(accessToken, body).expect(400)).body).toEqual({ error });
      expect(await getSettings(accessToken)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'UTC' });
    });

    it('keeps each user to their own settings', async () => {
      const ada = await signUp(app.server);
      const bob = await signUp(app.server);
      await putSettings(ada.accessToken, chosen).expect(200);
      expect(await getSettings(bob.accessToken)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'UTC' });
    });
  });

  describe('POST /register-token', () => {
    it('stores the token (201) and, sent again, the same row (200, same id); stored only', async () => {
      const { accessToken, user } = await signUp(app.server);
      const token = `fcm:${randomBytes(40).toString('base64url')}`;
      const created = await registerToken(accessToken, { token, platform: 'android' }).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), platform: 'android' });
      expect((await registerToken(accessToken, { token, platform: 'android' }).expect(200)).body).toEqual(created.body);
      expect(await db().query('SELECT token, platform FROM native_push_tokens WHERE user_id = $1', [user.id])).toEqual([{ token, platform: 'android' }]);
    });

    it.each<[string, unknown, string]>([
      ['no token', { platform: 'ios' }, 'token is required'],
      ['an empty token', { token: '', platform: 'ios' }, 'token is required'],
      ['a token with spaces', { token: 'a b', platform: 'ios' }, TOKEN],
      ['a token as a number', { token: 12345, platform: 'ios' }, TOKEN],
      ['a token over 1024 characters', { token: 'x'.repeat(1025), platform: 'ios' }, 'token must be at most 1024 characters'],
      ['no platform', { token: 'abc' }, PLATFORM],
      ['an unknown platform', { token: 'abc', platform: 'windows' }, PLATFORM],
      ['an unknown field', { token: 'abc', platform: 'ios', device: 'x' }, 'property device should not exist'],
    ])('with %s answers 400 naming it', async (_label, body, error) => {
      const { accessToken } = await signUp(app.server);
      expect((await registerToken(accessToken, body).expect(400)).body).toEqual({ error });
    });
  });

  describe('DELETE /register-token', () => {
    it("removes the caller's token (204): the device gets none of their notices; then 404, and another user's token stays", async () => {
      const ada = await signUp(app.server);
      const bo = await signUp(app.server);
      const adas = `fcm:${randomBytes(20).toString('base64url')}`;
      const bos = `apns:${randomBytes(20).toString('hex')}`;
      await registerToken(ada.accessToken, { token: adas, platform: 'android' }).expect(201);
      await registerToken(bo.accessToken, { token: bos, platform: 'ios' }).expect(201);
      const unregister = (token: string, body: object) => request(app.server).delete('/api/notifications/register-token').set(bearer(token)).send(body);

      expect((await unregister(ada.accessToken, { token: bos }).expect(404)).body).toEqual({ error: 'Token not found' });
      await unregister(ada.accessToken, { token: adas }).expect(204);
      expect((await unregister(ada.accessToken, { token: adas }).expect(404)).body).toEqual({ error: 'Token not found' });
      expect((await request(app.server).post('/api/notifications/test').set(bearer(ada.accessToken)).expect(200)).body).toEqual([]);
      expect(await db().query('SELECT token FROM native_push_tokens WHERE token = ANY($1)', [[adas, bos]])).toEqual([{ token: bos }]);
    });

    it.each<[string, unknown, string]>([
      ['no token', {}, 'token is required'],
      ['a token with spaces', { token: 'a b' }, TOKEN],
      ['an unknown field', { token: 'abc', platform: 'ios' }, 'property platform should not exist'],
    ])('with %s answers 400 naming it', async (_case, body, error) => {
      const { accessToken } = await signUp(app.server);
      expect((await request(app.server).delete('/api/notifications/register-token').set(bearer(accessToken)).send(body as object).expect(400)).body).toEqual({ error });
    });
  });

  describe('POST /test', () => {
    const sendTest = (token: string) => request(app.server).post('/api/notifications/test').set(bearer(token));

    it("sends 'Notifications are working' to each browser now and answers per device; a gone one is removed, apps without a sender are told", async () => {
      push.clear();
      const { accessToken, user } = await signUp(app.server);
      const [phone, laptop, old] = ['phone', 'laptop', 'old'].map((name) => new PushSubscriber(push.endpoint(`test-${user.id}-${name}`)));
      for (const device of [phone, laptop, old]) await subscribe(app.server, accessToken, device.toJSON()).expect(201);
      await registerToken(accessToken, { token: `fcm:${randomBytes(20).toString('base64url')}`, platform: 'android' }).expect(201);
      push.answer(old.endpoint, 410);

      const answer = (await sendTest(accessToken).expect(200)).body as Array<{ kind: string; id: number; outcome: string; detail: string }>;
      expect(answer.map(({ kind, outcome }) => `${kind}:${outcome}`)).toEqual(['web:sent', 'web:sent', 'web:gone', 'android:failed']);
      expect(answer[3].detail).toMatch(/no Android sender/);
      for (const device of [phone, laptop]) expect(received(device)).toEqual([{ title: 'Meal Planner', body: 'Notifications are working', data: { type: 'test', url: '/settings' } }]);
      expect(await endpointsOf(user.id)).toEqual([phone.endpoint, laptop.endpoint]);
      // Nothing of the device's address is answered but the push service's origin.
      expect(answer[0].detail).not.toContain(new URL(phone.endpoint).pathname);
      // Counted by channel and outcome on the metrics port.
      const counted = await app.t.app.get(Metrics).registry.getSingleMetricAsString('push_deliveries_total');
      expect(counted).toMatch(/push_deliveries_total\{channel="web",outcome="gone"\} [1-9]/);
      expect(counted).toMatch(/push_deliveries_total\{channel="android",outcome="failed"\} [1-9]/);
    });

    it('answers an empty list to someone with no device, whatever their settings', async () => {
      const { accessToken } = await signUp(app.server);
      expect((await sendTest(accessToken).expect(200)).body).toEqual([]);
    });

    it('tries a busy push service again, honouring Retry-After, and gives up on a failing one after three tries', async () => {
      push.clear();
      const { accessToken, user } = await signUp(app.server);
      const [busy, failing] = ['busy', 'failing'].map((name) => new PushSubscriber(push.endpoint(`retry-${user.id}-${name}`)));
      for (const device of [busy, failing]) await subscribe(app.server, accessToken, device.toJSON()).expect(201);
      push.answerInTurn(busy.endpoint, [{ status: 429, retryAfter: '1' }, { status: 201 }]);
      push.answer(failing.endpoint, 500);
      const started = Date.now();
      const answer = (await sendTest(accessToken).expect(200)).body as Array<{ outcome: string; detail: string }>;
      expect(answer.map((device) => device.outcome)).toEqual(['sent', 'failed']);
      expect(answer[1].detail).toMatch(/answered HTTP 500/);
      expect(push.to(busy.endpoint)).toHaveLength(2);
      expect(push.to(failing.endpoint)).toHaveLength(3);
      // Retry-After: 1 was waited for (the failing device's backoff adds 0.5 s and 1 s more).
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000 + 500 + 1000);
      expect(await endpointsOf(user.id)).toEqual([busy.endpoint, failing.endpoint]);
    });

    it("answers 401 without a session and reaches only the caller's own devices", async () => {
      await request(app.server).post('/api/notifications/test').expect(401);
      push.clear();
      const ada = await signUp(app.server);
      const bo = await signUp(app.server);
      const bosPhone = new PushSubscriber(push.endpoint(`test-${bo.user.id}`));
      await subscribe(app.server, bo.accessToken, bosPhone.toJSON()).expect(201);
      expect((await sendTest(ada.accessToken).expect(200)).body).toEqual([]);
      expect(received(bosPhone)).toEqual([]);
    });
  });

  describe('the daily job', () => {
    const job = () => app.t.app.get(NotificationsJob);
    // Each test's users are the only subscribers while it runs.
    beforeEach(async () => {
      await db().query('DELETE FROM push_subscriptions');
      push.clear();
    });

    interface Kitchen {
      pantry?: Array<{ name: string; status?: string; expirationDate?: string | null }>;
      shopping?: string[];
      meals?: Array<{ date: string; mealType: string; customName: string }>;
      settings?: Partial<NotificationSettings>;
      timeZone?: string;
    }

    /** A user with a kitchen, subscribed from `devices` devices. */
    async function userWith(kitchen: Kitchen, devices = 1) {
      const { accessToken, user } = await signUp(app.server);
      for (const item of kitchen.pantry ?? []) {
        await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ status: 'In Stock', ...item }).expect(201);
      }
      for (const name of kitchen.shopping ?? []) await request(app.server).post('/api/shopping').set(bearer(accessToken)).send({ name }).expect(201);
      for (const meal of kitchen.meals ?? []) {
        await request(app.server).post('/api/meal-plans').set(bearer(accessToken)).send({ ...meal, type: 'custom', timeZone: kitchen.timeZone }).expect(201);
      }
      await putSettings(accessToken, { ...DEFAULT_NOTIFICATION_SETTINGS, ...kitchen.settings, timeZone: kitchen.timeZone }).expect(200);
      const subscribers = Array.from({ length: devices }, (_, i) => new PushSubscriber(push.endpoint(`user${user.id}-device${i}`)));
      for (const subscriber of subscribers) await subscribe(app.server, accessToken, subscriber.toJSON()).expect(201);
      return { accessToken, user, devices: subscribers };
    }

    const fullKitchen: Kitchen = {
      pantry: [
        { name: 'Milk', expirationDate: BASE_DAY },
        { name: 'Spinach', expirationDate: addDays(BASE_DAY, 1) },
        { name: 'Rice', expirationDate: addDays(BASE_DAY, 30) },
        { name: 'Eggs', status: 'Low Stock' },
      ],
      shopping: ['Apples', 'Bread'],
      meals: [
        { date: BASE_DAY, mealType: 'dinner', customName: 'Pasta' },
        { date: BASE_DAY, mealType: 'breakfast', customName: 'Oatmeal' },
        { date: addDays(BASE_DAY, 1), mealType: 'lunch', customName: 'Soup' },
      ],
      settings: { shoppingReminders: true },
    };

    it("sends each enabled notice once to each of the user's devices, encrypted for it and signed with the server's key", async () => {
      const { devices, accessToken } = await userWith(fullKitchen, 2);
      const report = await job().run(at(BASE_DAY, '09:00:00'));
      expect(report).toMatchObject({ claimed: 5, delivered: 10, failed: 0, removed: 0 });

      const { key } = (await request(app.server).get('/api/notifications/public-key').set(bearer(accessToken)).expect(200)).body as { key: string };
      for (const delivery of push.received) {
        expect(delivery.refused).toBeNull();
        expect(delivery.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:ops@example.com', key });
        expect(delivery.headers.ttl).toBe(String(12 * 60 * 60));
      }
      for (const device of devices) {
        const payloads = received(device);
        expect(payloads).toHaveLength(5);
        expect(byType(payloads)).toEqual({
          expiring_items: 'Milk and spinach expire in the next 3 days',
          low_stock: 'Running low on eggs',
          meal_reminder: 'Today: oatmeal for breakfast, pasta for dinner',
          shopping_reminder: '2 items on your shopping list',
          recipe_suggestion: expect.stringMatching(/^Try .+/),
        });
        expect(payloads.map((payload) => [payload.data.type, payload.data.url, payload.title])).toEqual(
          expect.arrayContaining([
            ['expiring_items', '/pantry', 'Use it up'],
            ['low_stock', '/shopping-list', 'Running low'],
            ['meal_reminder', '/meal-plans', "Today's meals"],
            ['shopping_reminder', '/', 'Shopping list'],
            ['recipe_suggestion', '/recipes', 'Recipe idea'],
          ]),
        );
      }
    });

    it('names the top recommendation, as GET /api/recipes?recommended=true ranks it', async () => {
      // no dates and no plans: the ranking does not depend on which day it is
      const only = { expirationAlerts: false, lowStockWarnings: false, mealReminders: false };
      const { devices, accessToken } = await userWith({ pantry: [{ name: 'Spinach' }, { name: 'Lentils' }, { name: 'Onion' }], settings: only });
      await job().run(at(BASE_DAY, '09:00:00'));
      const [suggestion, ...more] = received(devices[0]);
      expect(more).toEqual([]);
      expect(suggestion.data).toEqual({ type: 'recipe_suggestion', url: '/recipes' });
      const ranked = (await request(app.server).get('/api/recipes?recommended=true').set(bearer(accessToken)).expect(200)).body as Array<{
        title: string;
        recommendation: { reason: string };
      }>;
      const { title, recommendation } = ranked[0];
      expect(suggestion.body).toBe(`Try ${title}: ${recommendation.reason.charAt(0).toLowerCase()}${recommendation.reason.slice(1)}`);
    });

    it('sends nothing a setting turns off, and nothing for a kind with nothing to say', async () => {
      const { devices } = await userWith({
        ...fullKitchen,
        settings: { expirationAlerts: false, recipesSuggestions: false, shoppingReminders: false },
      });
      const empty = await userWith({ settings: { recipesSuggestions: false, shoppingReminders: true } });
      await job().run(at(BASE_DAY, '09:00:00'));
      expect(Object.keys(byType(received(devices[0]))).sort()).toEqual(['low_stock', 'meal_reminder']);
      expect(received(empty.devices[0])).toEqual([]);
    });

    it('sends each kind once per local day, however often it runs; the next day again', async () => {
      const { devices } = await userWith({ pantry: [{ name: 'Eggs', status: 'Low Stock' }], settings: { recipesSuggestions: false } });
      expect((await job().run(at(BASE_DAY, '09:00:00'))).claimed).toBe(1);
      expect(await job().run(at(BASE_DAY, '09:05:00'))).toMatchObject({ claimed: 0, delivered: 0 });
      expect(await job().run(at(BASE_DAY, '23:59:00'))).toMatchObject({ claimed: 0, delivered: 0 });
      expect(received(devices[0]).map((payload) => payload.body)).toEqual(['Running low on eggs']);
      await job().run(at(addDays(BASE_DAY, 1), '08:00:00'));
      expect(received(devices[0]).map((payload) => payload.body)).toEqual(['Running low on eggs', 'Running low on eggs']);
    });

    it('sends nothing before the local send hour (8 by default)', async () => {
      const { devices } = await userWith({ pantry: [{ name: 'Eggs', status: 'Low Stock' }], settings: { recipesSuggestions: false } });
      expect(await job().run(at(BASE_DAY, '07:59:59'))).toMatchObject({ usersDue: 0, claimed: 0 });
      expect(received(devices[0])).toEqual([]);
    });

    it('removes a subscription the push service answers 404 or 410 for, and still serves the others', async () => {
      const { devices, user } = await userWith({ pantry: [{ name: 'Eggs', status: 'Low Stock' }], settings: { recipesSuggestions: false } }, 3);
      push.answer(devices[0].endpoint, 410);
      push.answer(devices[1].endpoint, 404);
      expect(await job().run(at(BASE_DAY, '09:00:00'))).toMatchObject({ claimed: 1, delivered: 1, removed: 2 });
      expect(await endpointsOf(user.id)).toEqual([devices[2].endpoint]);
      expect(received(devices[2]).map((payload) => payload.body)).toEqual(['Running low on eggs']);
    });

    it("keeps going for user B when user A's push service fails (500) or never answers (timed out)", async () => {
      const ada = await userWith({ pantry: [{ name: 'Eggs', status: 'Low Stock' }], settings: { recipesSuggestions: false } }, 2);
      const bob = await userWith({ pantry: [{ name: 'Rice', status: 'Low Stock' }], settings: { recipesSuggestions: false } });
      push.answer(ada.devices[0].endpoint, 500);
      push.answer(ada.devices[1].endpoint, 'hang');
      expect(await job().run(at(BASE_DAY, '09:00:00'))).toMatchObject({ claimed: 2, delivered: 1, failed: 2, removed: 0 });
      expect(received(bob.devices[0]).map((payload) => payload.body)).toEqual(['Running low on rice']);
      // a failing service is not a gone subscription
      expect(await endpointsOf(ada.user.id)).toEqual(ada.devices.map((device) => device.endpoint));
    });

    it("goes by each user's time zone for the hour and for what today is", async () => {
      const expiring = [{ name: 'Milk', expirationDate: addDays(BASE_DAY, 1) }];
      const only = { lowStockWarnings: false, recipesSuggestions: false };
      const utc = await userWith({ pantry: expiring, settings: only });
      const auckland = await userWith({ pantry: expiring, settings: only, timeZone: 'Pacific/Auckland' });
      const tokyo = await userWith({ pantry: expiring, settings: only, timeZone: 'Asia/Tokyo' });
      const losAngeles = await userWith({ pantry: expiring, settings: only, timeZone: 'America/Los_Angeles' });

      // 20:30 UTC: Auckland's next morning (08:30 or 09:30 in summer), Tokyo's small hours, midday in Los Angeles
      await job().run(at(BASE_DAY, '20:30:00'));
      expect(received(utc.devices[0]).map((payload) => payload.body)).toEqual(['Milk expires tomorrow']);
      expect(received(auckland.devices[0]).map((payload) => payload.body)).toEqual(['Milk expires today']);
      expect(received(tokyo.devices[0])).toEqual([]);
      expect(received(losAngeles.devices[0]).map((payload) => payload.body)).toEqual(['Milk expires tomorrow']);

      // 00:00 UTC: 09:00 in Tokyo, still the same local day in Auckland
      await job().run(at(addDays(BASE_DAY, 1), '00:00:00'));
      expect(received(tokyo.devices[0]).map((payload) => payload.body)).toEqual(['Milk expires today']);
      expect(received(auckland.devices[0])).toHaveLength(1);
      expect(received(utc.devices[0])).toHaveLength(1);
    });

    it('deletes claims older than a week', async () => {
      const { user } = await userWith({ settings: { recipesSuggestions: false } });
      await db().query(`INSERT INTO notification_deliveries (user_id, kind, local_date) VALUES ($1, 'low_stock', $2), ($1, 'low_stock', $3)`, [
        user.id,
        addDays(BASE_DAY, -8),
        addDays(BASE_DAY, -7),
      ]);
      await job().run(at(BASE_DAY, '09:00:00'));
      const days = await db().query<{ day: string }[]>(`SELECT to_char(local_date, 'YYYY-MM-DD') AS day FROM notification_deliveries WHERE user_id = $1`, [user.id]);
      expect(days).toEqual([{ day: addDays(BASE_DAY, -7) }]);
    });

    it('sends each notice once when two instances run the job at the same moment on one database', async () => {
      const users = await Promise.all([userWith(fullKitchen, 2), userWith(fullKitchen)]);
      const now = at(BASE_DAY, '10:00:00');
      const other = await secondJob(app.t, baseEnv);
      try {
        const reports = await Promise.all([job().run(now), other.job.run(now)]);
        expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBe(10);
      } finally {
        await other.close();
      }
      for (const { devices } of users) {
        for (const device of devices) {
          const types = received(device).map((payload) => payload.data.type);
          expect(types.sort()).toEqual<NotificationType[]>(['expiring_items', 'low_stock', 'meal_reminder', 'recipe_suggestion', 'shopping_reminder']);
        }
      }
    });
  });
});

describe('notifications with VAPID keys from the environment and the timer on', () => {
  // web-push's generator pads the private key to 32 bytes; Node's getPrivateKey() drops a leading zero byte.
  const keys = webpush.generateVAPIDKeys();
  const app = useTestApp({
    ...baseEnv,
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    NOTIFICATIONS_JOB: 'on',
    NOTIFICATIONS_INTERVAL_SECONDS: '1',
    NOTIFICATIONS_LOCAL_HOUR: '0',
  });

  it('answers the configured public key, stores no generated one, and the timer sends without being asked', async () => {
    const { accessToken } = await signUp(app.server);
    const { key } = (await request(app.server).get('/api/notifications/public-key').set(bearer(accessToken)).expect(200)).body as { key: string };
    expect(key).toBe(keys.publicKey);
    expect(await app.t.app.get(DataSource).query('SELECT * FROM vapid_keys')).toEqual([]);

    await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ name: 'Eggs', status: 'Low Stock' }).expect(201);
    const device = new PushSubscriber(push.endpoint('timer'));
    const before = push.received.length;
    await request(app.server).post('/api/notifications/subscribe').set(bearer(accessToken)).send(device.toJSON()).expect(201);
    await push.waitForPushes(before + 1);
    const [first] = push.to(device.endpoint);
    expect(first.refused).toBeNull();
    expect(first.vapid?.key).toBe(key);
    expect(['low_stock', 'recipe_suggestion']).toContain((device.decrypt(first.body) as NotificationPayload).data.type);
  });
});

describe('Android notices through FCM (a local FCM and token endpoint that check what Google checks)', () => {
  const fcm = new FakeFcmService();
  const accountDir = mkdtempSync(join(tmpdir(), 'mealapp-fcm-'));
  const env: Record<string, string> = { ...baseEnv };
  beforeAll(async () => {
    await fcm.start();
    writeFileSync(join(accountDir, 'service-account.json'), JSON.stringify(fcm.serviceAccount()));
    Object.assign(env, { FCM_SERVICE_ACCOUNT_FILE: join(accountDir, 'service-account.json'), FCM_API_URL: fcm.origin });
  });
  afterAll(async () => {
    await fcm.stop();
    rmSync(accountDir, { recursive: true, force: true });
  });
  const app = useTestApp(env);
  const db = () => app.t.app.get(DataSource);
  const job = () => app.t.app.get(NotificationsJob);
  const sendTest = (token: string) => request(app.server).post('/api/notifications/test').set(bearer(token));
  const tokensOf = async (userId: number) => ((await db().query('SELECT token FROM native_push_tokens WHERE user_id = $1 ORDER BY id', [userId])) as Array<{ token: string }>).map((row) => row.token);

  beforeEach(async () => {
    fcm.clear();
    push.clear();
    await db().query('DELETE FROM push_subscriptions');
    await db().query('DELETE FROM native_push_tokens');
  });

  /** A user running low on eggs, with a browser, `phones` Android phones and an iPhone. */
  async function userWithDevices(phones = 1) {
    const { accessToken, user } = await signUp(app.server);
    await request(app.server).post('/api/pantry').set(bearer(accessToken)).send({ name: 'Eggs', status: 'Low Stock' }).expect(201);
    await request(app.server).put('/api/notifications/settings').set(bearer(accessToken)).send({ ...DEFAULT_NOTIFICATION_SETTINGS, recipesSuggestions: false }).expect(200);
    const browser = new PushSubscriber(push.endpoint(`fcm-user${user.id}`));
    await request(app.server).post('/api/notifications/subscribe').set(bearer(accessToken)).send(browser.toJSON()).expect(201);
    const android = Array.from({ length: phones }, () => androidDeviceToken());
    for (const token of android) await request(app.server).post('/api/notifications/register-token').set(bearer(accessToken)).send({ token, platform: 'android' }).expect(201);
    await request(app.server).post('/api/notifications/register-token').set(bearer(accessToken)).send({ token: randomBytes(32).toString('hex'), platform: 'ios' }).expect(201);
    return { accessToken, user, browser, android };
  }

  it("the daily job sends each notice to the user's browser and Android phones, once each, with one access token", async () => {
    const { browser, android } = await userWithDevices(2);
    const report = await job().run(at(BASE_DAY, '09:00:00'));
    expect(report).toMatchObject({ claimed: 1, delivered: 3, failed: 0, removed: 0 });
    expect(received(browser).map((payload) => payload.body)).toEqual(['Running low on eggs']);
    for (const token of android) {
      expect(fcm.to(token)).toEqual([
        {
          token,
          notification: { title: 'Running low', body: 'Running low on eggs' },
          data: { type: 'low_stock', url: '/shopping-list' },
          android: { priority: 'HIGH', ttl: '43200s', collapse_key: 'low_stock', notification: { channel_id: 'notices', tag: 'low_stock' } },
        },
      ]);
    }
    expect(fcm.tokensIssued).toBe(1);
    expect(fcm.refusals).toEqual([]);
    // Once a day: a second run sends nothing more.
    await job().run(at(BASE_DAY, '10:00:00'));
    expect(fcm.sent).toHaveLength(2);
  });

  it.each<[string, FcmAnswer]>([
    ['UNREGISTERED (404)', 'UNREGISTERED'],
    ['an invalid registration token (400)', 'INVALID_TOKEN'],
  ])('deletes a token FCM calls gone: %s; the other devices still get the notice', async (_case, answer) => {
    const { user, android, browser } = await userWithDevices(2);
    fcm.answer(android[0], answer);
    expect(await job().run(at(BASE_DAY, '09:00:00'))).toMatchObject({ claimed: 1, delivered: 2, removed: 1 });
    expect(await tokensOf(user.id)).toEqual([android[1], expect.any(String)]);
    expect(fcm.to(android[1])).toHaveLength(1);
    expect(received(browser)).toHaveLength(1);
  });

  it('tries again after 429 (honouring Retry-After) and after a 500, three tries at most; a failing token is kept', async () => {
    const { accessToken, user, android } = await userWithDevices(2);
    fcm.answer(android[0], { answer: 429, retryAfter: '1' }, 200);
    fcm.answer(android[1], 500);
    const answer = (await sendTest(accessToken).expect(200)).body as Array<{ kind: string; outcome: string; detail: string }>;
    expect(answer.map(({ kind, outcome }) => `${kind}:${outcome}`)).toEqual(['web:sent', 'android:sent', 'android:failed', 'ios:failed']);
    expect(answer[2].detail).toMatch(/FCM at http:\/\/127\.0\.0\.1:\d+ answered HTTP 500/);
    expect(fcm.calls.filter((call) => call.token === android[0]).map((call) => call.status)).toEqual([429, 200]);
    expect(fcm.calls.filter((call) => call.token === android[1]).map((call) => call.status)).toEqual([500, 500, 500]);
    expect(fcm.to(android[0])).toEqual([expect.objectContaining({ notification: { title: 'Meal Planner', body: 'Notifications are working' }, data: { type: 'test', url: '/settings' } })]);
    expect((await tokensOf(user.id)).slice(0, 2)).toEqual(android);
  });

  it('renews a revoked access token once and sends', async () => {
    const { accessToken, android } = await userWithDevices(1);
    await sendTest(accessToken).expect(200);
    fcm.revokeAccessTokens();
    const answer = (await sendTest(accessToken).expect(200)).body as Array<{ kind: string; outcome: string }>;
    expect(answer.find((device) => device.kind === 'android')?.outcome).toBe('sent');
    expect(fcm.to(android[0])).toHaveLength(2);
    expect(fcm.tokensIssued).toBeGreaterThanOrEqual(2);
  });
});

describe('the test notice, at its own rate', () => {
  const app = useTestApp({});

  it('answers 429 with Retry-After past 5 test notices a minute', async () => {
    const { accessToken } = await signUp(app.server);
    for (let i = 0; i < 5; i++) await request(app.server).post('/api/notifications/test').set(bearer(accessToken)).expect(200);
    const refused = await request(app.server).post('/api/notifications/test').set(bearer(accessToken)).expect(429);
    expect(refused.body).toEqual({ error: 'Too many test notifications. Please wait a minute and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('notifications without the loopback allowance (the default)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it.each<[string, string]>([
    ['http://push.example.com/send/1', 'endpoint must start with https://'],
    ['http://127.0.0.1/send/1', 'endpoint must be on the public internet'],
    ['https://127.0.0.1/send/1', 'endpoint must be on the public internet'],
    ['https://[::1]/send/1', 'endpoint must be on the public internet'],
  ])('refuses %s', async (endpoint, error) => {
    const { accessToken } = await signUp(app.server);
    const body = { ...new PushSubscriber(endpoint).toJSON() };
    expect((await request(app.server).post('/api/notifications/subscribe').set(bearer(accessToken)).send(body).expect(400)).body).toEqual({ error });
  });

  it('accepts an https endpoint on a public name', async () => {
    const { accessToken } = await signUp(app.server);
    await request(app.server).post('/api/notifications/subscribe').set(bearer(accessToken)).send(new PushSubscriber('https://push.example.com/send/2').toJSON()).expect(201);
  });
});
