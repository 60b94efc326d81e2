import { DEFAULT_NOTIFICATION_HOUR } from '@mealapp/domain';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEnvironment } from '../web/published-remotes.js';
import { apnsSettings, type ApnsSettings } from './apns-settings.js';
import { fcmSettings, type FcmSettings } from './fcm-settings.js';
import { oidcSettings, type OidcSettings } from './oidc-settings.js';

/** Typed configuration, read once from the environment and validated at start-up. */
export interface AppConfig {
  port: number;
  /** The listening address: every interface by default, so phones on the household network reach it. */
  host: string;
  /**
   * Which forwarded headers (X-Forwarded-For, -Proto, -Host) to believe, in Express's terms: false
   * (none, the default), a hop count, or a list of proxy addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** A real PostgreSQL; when absent the embedded one under dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Public origin used in e-mailed links, e.g. http://localhost:3000. */
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Folder holding shell/ and mfe-* builds; null disables static serving. */
  webRoot: string | null;
  /** JSON object name -> manifest URL, overriding the default remotes. */
  mfRemotes: Record<string, string> | null;
  /**
   * REMOTES_DIR: a folder of feature-app versions published on their own (scripts/publish-remote.mjs),
   * served at /remotes/<name>/<version>/, whose map for `remotesEnvironment` overrides the remotes
   * above; null (the default): none.
   */
  remotesDir: string | null;
  /** REMOTES_ENV: which environment's map in remotesDir this server follows (production by default). */
  remotesEnvironment: string;
  /**
   * REMOTES_URL: where remotesDir is published (/remotes, this server, by default; or a CDN's
   * https:// address), so the content security policy lets the shell load its files.
   */
  remotesUrl: string;
  /** Raise throttling limits (tests and benchmarks hammer one address). */
  throttleRelaxed: boolean;
  /**
   * Let server-side fetches (recipe import) reach loopback addresses, so tests can serve pages
   * locally. Off by default; it loosens nothing else.
   */
  outboundAllowLoopback: boolean;
  /** Web Push VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** The Android sender (FCM_SERVICE_ACCOUNT_FILE, FCM_API_URL); null: Android tokens are kept, nothing is sent to them. */
  fcm: FcmSettings | null;
  /** The iOS sender (APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC, APNS_HOST); null: iOS tokens are kept, nothing is sent to them. */
  apns: ApnsSettings | null;
  /** Sign-in with the household's OpenID Connect provider (OIDC_*); null: email and password only. */
  oidc: OidcSettings | null;
  /** VAPID_SUBJECT: the contact push services see in every VAPID token (mailto: or https:). */
  vapidSubject: string;
  /** The daily notifications timer: on, unless NOTIFICATIONS_JOB=off; under NODE_ENV=test only with NOTIFICATIONS_JOB=on. */
  notificationsJob: boolean;
  notificationsIntervalSeconds: number;
  /** The hour of the user's day from which the day's notifications go out. */
  notificationsLocalHour: number;
  /** The hourly retention job (retention.service.ts): on, unless RETENTION_JOB=off; under NODE_ENV=test only with RETENTION_JOB=on. */
  retentionJob: boolean;
  /** For one push request, answer included. */
  pushTimeoutMs: number;
  /** MIGRATE_ON_START: migrate at start-up (under a lock), or only wait until another step (npm run migrate) has. */
  migrateOnStart: boolean;
  /** How long readiness answers 503 after SIGTERM before the server stops taking connections, for a load balancer to notice. */
  shutdownDelaySeconds: number;
  logLevel: LogLevel;
  /** The Prometheus endpoint's own listener (GET /metrics); null: none. */
  metricsPort: number | null;
  metricsHost: string;
  /** Reading untrusted pages, pasted text and uploaded archives, off the event loop (untrusted-work/). */
  untrustedWork: UntrustedWorkConfig;
  /** Scan Recipe's OCR pool: SCAN_WORKERS, SCAN_QUEUE, SCAN_TIMEOUT_MS (scanPool below). */
  scan: ScanPoolConfig;
}

/** The OCR pool's sizes (ocr-pool.ts reads them). */
export interface ScanPoolConfig {
  /** Engines running at once, each on its own thread. */
  workers: number;
  /** Photos waiting for an engine; one more is refused. */
  queue: number;
  /** How long one recognition may run before its engine is ended. */
  timeoutMs: number;
}

/** The worker threads that read what users hand the server (untrusted-work/untrusted-work.ts). */
export interface UntrustedWorkConfig {
  /** UNTRUSTED_WORKERS: threads reading at once; by default all cores but one (at most 2), leaving the API a core. */
  workers: number;
  /** UNTRUSTED_QUEUE: reads waiting for a thread; one more answers 503 with Retry-After. */
  queue: number;
  /** UNTRUSTED_QUEUE_WAIT_MS: how long a read may wait for a thread before it answers 503. */
  queueWaitMs: number;
  /** UNTRUSTED_TIMEOUT_MS: how long one read may run before its thread is ended and it answers 422. */
  timeoutMs: number;
  /** UNTRUSTED_MEMORY_MB: one thread's JavaScript heap; a read that needs more answers 422. */
  memoryMb: number;
}

/**
 * Wait and run time together stay under 20 s, so every import answers within a phone's patience
 * even behind a full queue (fetching the page is bounded apart, by the safe-fetch rules).
 */
export function untrustedWorkConfig(env: NodeJS.ProcessEnv, cores = availableParallelism()): UntrustedWorkConfig {
  const spare = Math.max(1, cores - 1);
  return {
    workers: integer(env, 'UNTRUSTED_WORKERS', Math.min(2, spare), 1, 64),
    queue: integer(env, 'UNTRUSTED_QUEUE', 16, 0, 1000),
    queueWaitMs: integer(env, 'UNTRUSTED_QUEUE_WAIT_MS', 5_000, 0, 5_000),
    timeoutMs: integer(env, 'UNTRUSTED_TIMEOUT_MS', 10_000, 100, 15_000),
    memoryMb: integer(env, 'UNTRUSTED_MEMORY_MB', 256, 32, 4096),
  };
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  return raw;
}

/** The embedded database keeps a generated secret beside its data, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Express's names for address ranges (proxy-addr), an IPv4 or IPv6 address, or either with a prefix length.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function trustProxy(env: NodeJS.ProcessEnv): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a hop count from 0 to 10 or a list of proxy addresses, got "${raw}"`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !proxyEntry(entry));
  if (wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of addresses, ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal; "${wrong}" is none of these`);
  }
  return entries;
}

function host(env: NodeJS.ProcessEnv, name: 'HOST' | 'METRICS_HOST', fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === 'localhost' || isIP(raw)) return raw;
  throw new ConfigError(`${name} must be an IP address to listen on (0.0.0.0, 127.0.0.1, ::) or localhost, got "${raw}"`);
}

/** Quiet under NODE_ENV=test (errors only), as Nest's logger was. */
function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL?.trim();
  if (!raw) return env.NODE_ENV === 'test' ? 'error' : 'info';
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
}

function migrateOnStart(env: NodeJS.ProcessEnv, databaseUrl: string | null): boolean {
  const raw = env.MIGRATE_ON_START?.trim();
  if (!raw || raw === 'true') return true;
  if (raw !== 'false') throw new ConfigError(`MIGRATE_ON_START must be true or false, got "${raw}"`);
  // Only the one process that opens the embedded database can migrate it.
  if (!databaseUrl) throw new ConfigError('MIGRATE_ON_START=false needs DATABASE_URL: the embedded database is migrated by the server that opens it');
  return false;
}

/** Where the schema lives, read alone by the one-off migration step, which needs no other setting. */
export function databaseConfig(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string | null; dataDir: string } {
  return { databaseUrl: url(env, 'DATABASE_URL'), dataDir: resolve(env.DATA_DIR || join(repoRoot, 'data')) };
}

function remotes(env: NodeJS.ProcessEnv): Record<string, string> | null {
  const raw = env.MF_REMOTES;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && Object.values(parsed).every((v) => typeof v === 'string')) {
      return parsed as Record<string, string>;
    }
  } catch {
    // fall through to the error below
  }
  throw new ConfigError('MF_REMOTES must be a JSON object of remote name to manifest URL');
}

function remotesDir(env: NodeJS.ProcessEnv): string | null {
  const raw = env.REMOTES_DIR?.trim();
  if (!raw) return null;
  const dir = resolve(raw);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ConfigError(`REMOTES_DIR must be an existing folder, got "${raw}"`);
  return dir;
}

function remotesEnvironment(env: NodeJS.ProcessEnv): string {
  const raw = env.REMOTES_ENV?.trim();
  if (!raw) return 'production';
  if (!isEnvironment(raw)) throw new ConfigError(`REMOTES_ENV must be a name of lower-case letters, digits and dashes (at most 32), got "${raw}"`);
  return raw;
}

function remotesUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.REMOTES_URL?.trim();
  if (!raw) return '/remotes';
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // named below
  }
  if (!parsed || !['https:', 'http:'].includes(parsed.protocol)) throw new ConfigError(`REMOTES_URL must be a path from / or an http(s) URL, got "${raw}"`);
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64urlBytes(env: NodeJS.ProcessEnv, name: string, length: number): Buffer {
  const raw = env[name]?.trim() ?? '';
  const bytes = BASE64URL.test(raw) ? Buffer.from(raw, 'base64url') : Buffer.alloc(0);
  if (bytes.length !== length || bytes.toString('base64url') !== raw) {
    throw new ConfigError(`${name} must be ${length} bytes in unpadded base64url (as web-push generate-vapid-keys prints it)`);
  }
  return bytes;
}

function vapidKeys(env: NodeJS.ProcessEnv): AppConfig['vapidKeys'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither (keys are then generated and stored)');
  const publicBytes = base64urlBytes(env, 'VAPID_PUBLIC_KEY', 65);
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(base64urlBytes(env, 'VAPID_PRIVATE_KEY', 32));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError('VAPID_PRIVATE_KEY is not a P-256 private key');
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return { publicKey, privateKey };
}

/** Push services (Apple's first) refuse a token without a contact they can reach: mailto: an address, or an https: page. */
function vapidSubject(env: NodeJS.ProcessEnv, mailFrom: string): string {
  const raw = env.VAPID_SUBJECT?.trim();
  if (!raw) return `mailto:${/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // named below
  }
  const ok = parsed !== null && ((parsed.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(parsed.pathname)) || (parsed.protocol === 'https:' && parsed.hostname !== ''));
  if (!ok) throw new ConfigError(`VAPID_SUBJECT must be mailto:an address or an https: URL, got "${raw}"`);
  return raw;
}

/**
 * OCR takes a whole core while it runs, so it gets at most all cores but one, leaving the API a
 * core of its own: 1 worker on a 2-core machine, 2 from 3 cores up unless SCAN_WORKERS says more.
 */
function scanPool(env: NodeJS.ProcessEnv, cores: number): ScanPoolConfig {
  const spare = Math.max(1, cores - 1);
  return {
    workers: integer(env, 'SCAN_WORKERS', Math.min(2, spare), 1, spare),
    queue: integer(env, 'SCAN_QUEUE', 8, 0, 100),
    timeoutMs: integer(env, 'SCAN_TIMEOUT_MS', 15_000, 1_000, 300_000),
  };
}

/** A scheduled job's switch on this instance: on, unless `name`=off; under NODE_ENV=test only with `name`=on. */
function jobSwitch(env: NodeJS.ProcessEnv, name: 'NOTIFICATIONS_JOB' | 'RETENTION_JOB'): boolean {
  const raw = env[name]?.trim();
  if (!raw) return env.NODE_ENV !== 'test';
  if (raw === 'on' || raw === 'true') return true;
  if (raw === 'off' || raw === 'false') return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
}

/** `cores`: the machine's, for the sizes that follow it (the OCR pool); tests pass their own. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const { databaseUrl, dataDir } = databaseConfig(env);
  const jwtSecret = env.JWT_SECRET || (databaseUrl ? null : persistedSecret(dataDir));
  if (!jwtSecret) throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set');
  if (jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters');
  const mailFrom = env.MAIL_FROM || 'Meal Planner <no-reply@localhost>';
  const webRoot = env.WEB_ROOT === 'none' ? null : resolve(env.WEB_ROOT || repoRoot);
  const metricsPort = env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 0, 65535) : null;
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): metrics are kept off the public port`);
  return {
    port,
    host: host(env, 'HOST', '0.0.0.0'),
    trustProxy: trustProxy(env),
    databaseUrl,
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 5, 86400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    appUrl: url(env, 'APP_URL') ?? `http://localhost:${port}`,
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom,
    webRoot,
    mfRemotes: remotes(env),
    remotesDir: remotesDir(env),
    remotesEnvironment: remotesEnvironment(env),
    remotesUrl: remotesUrl(env),
    throttleRelaxed: env.THROTTLE_RELAXED === '1',
    outboundAllowLoopback: flag(env, 'OUTBOUND_ALLOW_LOOPBACK'),
    vapidKeys: vapidKeys(env),
    fcm: fcmSettings(env, (message) => {
      throw new ConfigError(message);
    }),
    apns: apnsSettings(env, (message) => {
      throw new ConfigError(message);
    }),
    oidc: oidcSettings(env, (message) => {
      throw new ConfigError(message);
    }),
    vapidSubject: vapidSubject(env, mailFrom),
    notificationsJob: jobSwitch(env, 'NOTIFICATIONS_JOB'),
    retentionJob: jobSwitch(env, 'RETENTION_JOB'),
    notificationsIntervalSeconds: integer(env, 'NOTIFICATIONS_INTERVAL_SECONDS', 300, 1, 86400),
    notificationsLocalHour: integer(env, 'NOTIFICATIONS_LOCAL_HOUR', DEFAULT_NOTIFICATION_HOUR, 0, 23),
    pushTimeoutMs: integer(env, 'PUSH_TIMEOUT_MS', 10_000, 100, 60_000),
    migrateOnStart: migrateOnStart(env, databaseUrl),
    shutdownDelaySeconds: integer(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, 300),
    logLevel: logLevel(env),
    metricsPort,
    metricsHost: host(env, 'METRICS_HOST', '127.0.0.1'),
    untrustedWork: untrustedWorkConfig(env, cores),
    scan: scanPool(env, cores),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
