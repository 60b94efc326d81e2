import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config/app-config.js';

const base = { JWT_SECRET: 'a-secret-that-is-long-enough', DATA_DIR: '/tmp/mealapp-config-spec' };
// The keys an operator is told to make (web-push generate-vapid-keys): the private key padded to 32 bytes, which
// Node's own ECDH getPrivateKey() is not when its first byte is zero (one run in 256).
const { publicKey, privateKey } = webpush.generateVAPIDKeys();

describe('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', () => {
  it('are null when neither is set: keys are generated and stored', () => {
    expect(loadConfig(base).vapidKeys).toBeNull();
  });

  it('are read when both are set and belong together', () => {
    expect(loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({ publicKey, privateKey });
  });

  const other = webpush.generateVAPIDKeys();
  it.each<[string, Record<string, string>, string]>([
    ['only the public key', { VAPID_PUBLIC_KEY: publicKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together'],
    ['only the private key', { VAPID_PRIVATE_KEY: privateKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together'],
    ['a short public key', { VAPID_PUBLIC_KEY: publicKey.slice(0, 40), VAPID_PRIVATE_KEY: privateKey }, 'VAPID_PUBLIC_KEY must be 65 bytes'],
    ['a padded private key', { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: `${privateKey}=` }, 'VAPID_PRIVATE_KEY must be 32 bytes'],
    ['keys of two pairs', { VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: privateKey }, 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY'],
  ])('refuses %s, naming the setting', (_label, env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('VAPID_SUBJECT', () => {
  it.each<[Record<string, string>, string]>([
    [{}, 'mailto:no-reply@localhost'],
    [{ MAIL_FROM: 'Meal Planner <hello@meals.example>' }, 'mailto:hello@meals.example'],
    [{ VAPID_SUBJECT: 'mailto:ops@meals.example' }, 'mailto:ops@meals.example'],
    [{ VAPID_SUBJECT: 'https://meals.example/contact' }, 'https://meals.example/contact'],
  ])('%j -> %s', (env, subject) => {
    expect(loadConfig({ ...base, ...env }).vapidSubject).toBe(subject);
  });

  it.each(['ops@meals.example', 'http://meals.example', 'mailto:nobody', 'ftp://meals.example'])('refuses %p', (value) => {
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: value })).toThrow(/^VAPID_SUBJECT must be mailto:an address or an https: URL/);
  });
});

describe('the notifications job settings', () => {
  it('runs the timer by default, every 300 s, from 08:00 local time', () => {
    expect(loadConfig(base)).toMatchObject({ notificationsJob: true, notificationsIntervalSeconds: 300, notificationsLocalHour: 8, pushTimeoutMs: 10_000 });
  });

  it.each<[Record<string, string>, boolean]>([
    [{ NOTIFICATIONS_JOB: 'off' }, false],
    [{ NOTIFICATIONS_JOB: 'on' }, true],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'test', NOTIFICATIONS_JOB: 'on' }, true],
    [{ NODE_ENV: 'production', NOTIFICATIONS_JOB: 'off' }, false],
  ])('%j: timer %p', (env, on) => {
    expect(loadConfig({ ...base, ...env }).notificationsJob).toBe(on);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ NOTIFICATIONS_JOB: 'sometimes' }, /^NOTIFICATIONS_JOB must be on or off/],
    [{ NOTIFICATIONS_INTERVAL_SECONDS: '0' }, /^NOTIFICATIONS_INTERVAL_SECONDS must be a whole number from 1 to 86400/],
    [{ NOTIFICATIONS_LOCAL_HOUR: '24' }, /^NOTIFICATIONS_LOCAL_HOUR must be a whole number from 0 to 23/],
    [{ NOTIFICATIONS_LOCAL_HOUR: '7.5' }, /^NOTIFICATIONS_LOCAL_HOUR must be a whole number/],
    [{ PUSH_TIMEOUT_MS: '50' }, /^PUSH_TIMEOUT_MS must be a whole number from 100 to 60000/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
