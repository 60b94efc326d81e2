import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, untrustedWorkConfig } from './app-config.js';

const base = { JWT_SECRET: 'a-secret-that-is-long-enough', DATA_DIR: '/tmp/mealapp-config-spec' };

describe('HOST', () => {
  it.each([
    [undefined, '0.0.0.0'],
    ['127.0.0.1', '127.0.0.1'],
    ['::', '::'],
    ['::1', '::1'],
    ['localhost', 'localhost'],
    ['192.168.1.20', '192.168.1.20'],
  ])('%s listens on %s', (value, expected) => {
    expect(loadConfig({ ...base, HOST: value }).host).toBe(expected);
  });

  it.each(['example.com', '0.0.0.0:3000', '300.1.1.1'])('refuses %s, naming the setting', (value) => {
    expect(() => loadConfig({ ...base, HOST: value })).toThrow(new ConfigError(`HOST must be an IP address to listen on (0.0.0.0, 127.0.0.1, ::) or localhost, got "${value}"`));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.5', ['10.0.0.0/8', '192.168.1.5']],
    ['uniquelocal,fd00::/8', ['uniquelocal', 'fd00::/8']],
  ])('%s means %j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '11', 'everyone', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129'])('refuses %s', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
  });
});

describe('OUTBOUND_ALLOW_LOOPBACK', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
  ])('%s means %s', (value, expected) => {
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_LOOPBACK: value }).outboundAllowLoopback).toBe(expected);
  });

  it.each(['1', 'yes', 'TRUE '])('refuses %p, naming the setting', (value) => {
    expect(() => loadConfig({ ...base, OUTBOUND_ALLOW_LOOPBACK: value })).toThrow(/^OUTBOUND_ALLOW_LOOPBACK must be true or false/);
  });
});

describe('REMOTES_DIR and REMOTES_ENV', () => {
  it('are off and production by default, so a default start serves only the bundled remotes', () => {
    expect(loadConfig(base)).toMatchObject({ remotesDir: null, remotesEnvironment: 'production', remotesUrl: '/remotes' });
  });

  it('take an existing folder and an environment name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mealapp-remotes-'));
    expect(loadConfig({ ...base, REMOTES_DIR: dir, REMOTES_ENV: 'staging-2' })).toMatchObject({ remotesDir: dir, remotesEnvironment: 'staging-2' });
    rmSync(dir, { recursive: true });
  });

  it.each([
    [{ REMOTES_DIR: '/no/such/folder' }, /REMOTES_DIR must be an existing folder/],
    [{ REMOTES_ENV: '../etc' }, /REMOTES_ENV must be a name/],
    [{ REMOTES_ENV: 'Production' }, /REMOTES_ENV must be a name/],
    [{ REMOTES_URL: '//cdn.example.com/remotes' }, /REMOTES_URL must be a path from \/ or an http\(s\) URL/],
    [{ REMOTES_URL: 'javascript:alert(1)' }, /REMOTES_URL must be/],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('MIGRATE_ON_START', () => {
  const postgres = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
  it.each([
    [undefined, true],
    ['true', true],
    ['false', false],
  ])('%s with DATABASE_URL means %s', (value, expected) => {
    expect(loadConfig({ ...postgres, MIGRATE_ON_START: value }).migrateOnStart).toBe(expected);
  });

  it('refuses false on the embedded database, which nothing else can migrate', () => {
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'false' })).toThrow(/^MIGRATE_ON_START=false needs DATABASE_URL/);
  });

  it.each(['0', 'no', 'off'])('refuses %p, naming the setting', (value) => {
    expect(() => loadConfig({ ...postgres, MIGRATE_ON_START: value })).toThrow(/^MIGRATE_ON_START must be true or false/);
  });
});

describe('SHUTDOWN_DELAY_SECONDS', () => {
  it.each([
    [undefined, 0],
    ['5', 5],
    ['300', 300],
  ])('%s means %s', (value, expected) => {
    expect(loadConfig({ ...base, SHUTDOWN_DELAY_SECONDS: value }).shutdownDelaySeconds).toBe(expected);
  });

  it.each(['-1', '301', '2.5', 'soon'])('refuses %p', (value) => {
    expect(() => loadConfig({ ...base, SHUTDOWN_DELAY_SECONDS: value })).toThrow(/^SHUTDOWN_DELAY_SECONDS must be a whole number from 0 to 300/);
  });
});

describe('LOG_LEVEL', () => {
  it.each([
    [undefined, undefined, 'info'],
    [undefined, 'test', 'error'],
    ['debug', undefined, 'debug'],
    ['info', 'test', 'info'],
    ['silent', undefined, 'silent'],
  ])('%s (NODE_ENV %s) means %s', (value, nodeEnv, expected) => {
    expect(loadConfig({ ...base, LOG_LEVEL: value, NODE_ENV: nodeEnv }).logLevel).toBe(expected);
  });

  it.each(['verbose', 'INFO', 'log'])('refuses %p', (value) => {
    expect(() => loadConfig({ ...base, LOG_LEVEL: value })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  it('serves no metrics unless METRICS_PORT is set, and then only on loopback by default', () => {
    expect(loadConfig(base)).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0' });
  });

  it.each([
    [{ METRICS_PORT: '70000' }, /^METRICS_PORT must be a whole number from 0 to 65535/],
    [{ METRICS_PORT: '3000' }, /^METRICS_PORT must differ from PORT \(3000\)/],
    [{ METRICS_PORT: '9464', METRICS_HOST: 'metrics.example.com' }, /^METRICS_HOST must be an IP address/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('SCAN_WORKERS, SCAN_QUEUE, SCAN_TIMEOUT_MS (the OCR pool)', () => {
  it.each([
    // cores, env, workers, queue, timeout
    [2, {}, 1, 8, 15_000],
    [1, {}, 1, 8, 15_000],
    [4, {}, 2, 8, 15_000],
    [16, {}, 2, 8, 15_000],
    [16, { SCAN_WORKERS: '15' }, 15, 8, 15_000],
    [4, { SCAN_WORKERS: '3', SCAN_QUEUE: '0', SCAN_TIMEOUT_MS: '1000' }, 3, 0, 1_000],
    [2, { SCAN_WORKERS: '', SCAN_QUEUE: '' }, 1, 8, 15_000],
  ])('%i cores, %p -> %i workers, queue %i, %i ms', (cores, env, workers, queue, timeoutMs) => {
    expect(loadConfig({ ...base, ...env }, cores).scan).toEqual({ workers, queue, timeoutMs });
  });

  it.each([
    [2, { SCAN_WORKERS: '2' }, 'SCAN_WORKERS must be a whole number from 1 to 1, got "2"'],
    [4, { SCAN_WORKERS: '0' }, 'SCAN_WORKERS must be a whole number from 1 to 3, got "0"'],
    [4, { SCAN_WORKERS: 'two' }, 'SCAN_WORKERS must be a whole number from 1 to 3, got "two"'],
    [4, { SCAN_QUEUE: '-1' }, 'SCAN_QUEUE must be a whole number from 0 to 100, got "-1"'],
    [4, { SCAN_TIMEOUT_MS: '1.5' }, 'SCAN_TIMEOUT_MS must be a whole number from 1000 to 300000, got "1.5"'],
  ])('%i cores, %p -> refused', (cores, env, message) => {
    expect(() => loadConfig({ ...base, ...env }, cores)).toThrow(new ConfigError(message));
  });
});

describe('UNTRUSTED_* (the readers of pages and files)', () => {
  it('leaves the API a core and keeps wait and read under 20 s by default', () => {
    expect(untrustedWorkConfig({}, 2)).toEqual({ workers: 1, queue: 16, queueWaitMs: 5_000, timeoutMs: 10_000, memoryMb: 256 });
    expect(untrustedWorkConfig({}, 8).workers).toBe(2);
    expect(untrustedWorkConfig({ UNTRUSTED_WORKERS: '4', UNTRUSTED_TIMEOUT_MS: '15000' }, 8)).toMatchObject({ workers: 4, timeoutMs: 15_000 });
  });

  it.each([['UNTRUSTED_TIMEOUT_MS', '15001'], ['UNTRUSTED_QUEUE_WAIT_MS', '5001'], ['UNTRUSTED_WORKERS', '0'], ['UNTRUSTED_MEMORY_MB', 'lots']])('refuses %s=%s', (name, value) => {
    expect(() => untrustedWorkConfig({ [name]: value }, 2)).toThrow(ConfigError);
  });
});

describe('FCM_SERVICE_ACCOUNT_FILE and FCM_API_URL (the Android sender)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fcm-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const account = { type: 'service_account', project_id: 'meal-planner', private_key_id: 'abc', private_key: rsa, client_email: 'push@meal-planner.iam.gserviceaccount.com', token_uri: 'https://oauth2.googleapis.com/token' };
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  it('is off without a file: Android tokens are kept, nothing is sent', () => {
    expect(loadConfig(base).fcm).toBeNull();
  });

  it("reads the service account's fields as they are, FCM_API_URL defaulting to Google's", () => {
    expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT_FILE: file('good.json', account) }).fcm).toEqual({
      projectId: 'meal-planner',
      clientEmail: 'push@meal-planner.iam.gserviceaccount.com',
      privateKey: rsa.trim(),
      privateKeyId: 'abc',
      tokenUri: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://fcm.googleapis.com',
    });
    expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT_FILE: file('good.json', account), FCM_API_URL: 'https://fcm.example.test/' }).fcm?.apiUrl).toBe('https://fcm.example.test');
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a file that is not there', { FCM_SERVICE_ACCOUNT_FILE: join(dir, 'missing.json') }, /^FCM_SERVICE_ACCOUNT_FILE \(.*missing\.json\) cannot be read as JSON/],
    ['a file that is not JSON', { FCM_SERVICE_ACCOUNT_FILE: file('text.json', 'not json') }, /^FCM_SERVICE_ACCOUNT_FILE .* cannot be read as JSON/],
    ['no project_id', { FCM_SERVICE_ACCOUNT_FILE: file('no-project.json', { ...account, project_id: undefined }) }, /^FCM_SERVICE_ACCOUNT_FILE .* has no "project_id"/],
    ['no private_key', { FCM_SERVICE_ACCOUNT_FILE: file('no-key.json', { ...account, private_key: '' }) }, /^FCM_SERVICE_ACCOUNT_FILE .* has no "private_key"/],
    ['a key that is not PEM', { FCM_SERVICE_ACCOUNT_FILE: file('bad-key.json', { ...account, private_key: 'abc' }) }, /^FCM_SERVICE_ACCOUNT_FILE .* has a private_key that is not a PEM private key/],
    ['a key that is not RSA', { FCM_SERVICE_ACCOUNT_FILE: file('ec-key.json', { ...account, private_key: ec }) }, /^FCM_SERVICE_ACCOUNT_FILE .* has a private_key that is not an RSA key/],
    ['a token_uri that is not a URL', { FCM_SERVICE_ACCOUNT_FILE: file('bad-uri.json', { ...account, token_uri: 'oauth2' }) }, /^FCM_SERVICE_ACCOUNT_FILE .* has a token_uri that is not an http\(s\) URL/],
    ['FCM_API_URL without the file', { FCM_API_URL: 'https://fcm.googleapis.com' }, /^FCM_API_URL is set but FCM_SERVICE_ACCOUNT_FILE is not/],
    ['an FCM_API_URL that is not a URL', { FCM_SERVICE_ACCOUNT_FILE: file('good.json', account), FCM_API_URL: 'fcm' }, /^FCM_API_URL must be an http\(s\) URL/],
  ])('stops the server at start with %s, naming the setting', (_case, settings, message) => {
    expect(() => loadConfig({ ...base, ...settings })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...settings })).toThrow(message);
  });
});

describe('APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC and APNS_HOST (the iOS sender)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'apns-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
  const keyFile = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const p8 = keyFile('AuthKey.p8', pem(generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey));
  const all = { APNS_KEY_FILE: p8, APNS_KEY_ID: 'KEY1234567', APNS_TEAM_ID: 'TEAM987654' };

  it('is off with none of the three: iOS tokens are kept, nothing is sent', () => {
    expect(loadConfig(base).apns).toBeNull();
  });

  it('reads the key and names, with the topic and host defaulting to the app id and Apple\'s production host', () => {
    expect(loadConfig({ ...base, ...all }).apns).toMatchObject({ keyId: 'KEY1234567', teamId: 'TEAM987654', topic: 'app.mealplanner', host: 'api.push.apple.com' });
    expect(loadConfig({ ...base, ...all, APNS_HOST: 'api.sandbox.push.apple.com', APNS_TOPIC: 'org.example.meals' }).apns).toMatchObject({ host: 'api.sandbox.push.apple.com', topic: 'org.example.meals' });
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['a key file without its key id', { APNS_KEY_ID: undefined }, /^APNS_KEY_ID is not set/],
    ['a key file without the team id', { APNS_TEAM_ID: undefined }, /^APNS_TEAM_ID is not set/],
    ['ids without the key file', { APNS_KEY_FILE: undefined }, /^APNS_KEY_FILE is not set/],
    ['a key id of another form', { APNS_KEY_ID: 'key' }, /^APNS_KEY_ID must be 10 capital letters and digits/],
    ['an unreadable key file', { APNS_KEY_FILE: join(dir, 'missing.p8') }, /^APNS_KEY_FILE \(.*missing\.p8\) cannot be read/],
    ['a file that is no key', { APNS_KEY_FILE: keyFile('text.p8', 'hello') }, /^APNS_KEY_FILE .* is not a private key in PEM/],
    ['a key that is not P-256', { APNS_KEY_FILE: keyFile('rsa.p8', pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)) }, /^APNS_KEY_FILE .* is not a P-256 key/],
    ['a P-384 key', { APNS_KEY_FILE: keyFile('p384.p8', pem(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey)) }, /^APNS_KEY_FILE .* is not a P-256 key/],
    ['a host that is a URL', { APNS_HOST: 'https://api.push.apple.com' }, /^APNS_HOST must be a host name/],
  ])('stops the server at start with %s, naming the setting', (_case, settings, message) => {
    expect(() => loadConfig({ ...base, ...all, ...settings })).toThrow(message);
  });

  it('refuses APNS_HOST or APNS_TOPIC alone', () => {
    expect(() => loadConfig({ ...base, APNS_HOST: 'api.sandbox.push.apple.com' })).toThrow(/^APNS_HOST is set but APNS_KEY_FILE is not/);
  });
});

describe("OIDC_* (sign-in with the household's identity provider)", () => {
  const provider = { OIDC_ISSUER_URL: 'https://auth.example.org/application/o/meals/', OIDC_CLIENT_ID: 'meals' };

  it('is off without OIDC_ISSUER_URL: email and password only', () => {
    expect(loadConfig(base).oidc).toBeNull();
  });

  it('reads a provider with the defaults: a public client, the standard scopes, sign-up on, passwords kept', () => {
    expect(loadConfig({ ...base, ...provider }).oidc).toEqual({
      issuerUrl: 'https://auth.example.org/application/o/meals',
      clientId: 'meals',
      clientSecret: null,
      providerName: 'auth.example.org',
      scopes: 'openid email profile',
      signup: true,
      passwordLogin: true,
      autoRedirect: false,
    });
    const named = loadConfig({ ...base, ...provider, OIDC_CLIENT_SECRET: 's3cret', OIDC_PROVIDER_NAME: 'Authentik', OIDC_SCOPES: ' openid  email ', OIDC_SIGNUP: 'false', OIDC_PASSWORD_LOGIN: 'false', OIDC_AUTO_REDIRECT: 'true' }).oidc;
    expect(named).toMatchObject({ clientSecret: 's3cret', providerName: 'Authentik', scopes: 'openid email', signup: false, passwordLogin: false, autoRedirect: true });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a client id without the issuer', { OIDC_CLIENT_ID: 'meals' }, /^OIDC_CLIENT_ID is set but OIDC_ISSUER_URL is not/],
    ['a secret without the issuer', { OIDC_CLIENT_SECRET: 'x' }, /^OIDC_CLIENT_SECRET is set but OIDC_ISSUER_URL is not/],
    ['passwords off without a provider', { OIDC_PASSWORD_LOGIN: 'false' }, /^OIDC_PASSWORD_LOGIN=false needs a provider/],
    ['an issuer without its client id', { OIDC_ISSUER_URL: 'https://auth.example.org' }, /^OIDC_CLIENT_ID is required with OIDC_ISSUER_URL/],
    ['an issuer that is not a URL', { ...provider, OIDC_ISSUER_URL: 'auth.example.org' }, /^OIDC_ISSUER_URL must be the provider's http\(s\) issuer address/],
    ['scopes without openid', { ...provider, OIDC_SCOPES: 'email profile' }, /^OIDC_SCOPES must include openid/],
    ['a switch that is not true or false', { ...provider, OIDC_SIGNUP: 'yes' }, /^OIDC_SIGNUP must be true or false, got "yes"/],
  ])('stops the server at start with %s, naming the setting', (_case, settings, message) => {
    expect(() => loadConfig({ ...base, ...settings })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...settings })).toThrow(message);
  });
});
