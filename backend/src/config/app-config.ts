import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Raise throttling limits (tests and benchmarks hammer one address). */
  throttleRelaxed: boolean;
  /**
   * Let server-side fetches (recipe import) reach loopback addresses, so tests can serve pages
   * locally. Off by default; it loosens nothing else.
   */
  importAllowLoopback: boolean;
}

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

function host(env: NodeJS.ProcessEnv): string {
  const raw = env.HOST?.trim();
  if (!raw) return '0.0.0.0';
  if (raw === 'localhost' || isIP(raw)) return raw;
  throw new ConfigError(`HOST must be an IP address to listen on (0.0.0.0, 127.0.0.1, ::) or localhost, got "${raw}"`);
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

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  const databaseUrl = url(env, 'DATABASE_URL');
  const jwtSecret = env.JWT_SECRET || (databaseUrl ? null : persistedSecret(dataDir));
  if (!jwtSecret) throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set');
  if (jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters');
  const webRoot = env.WEB_ROOT === 'none' ? null : resolve(env.WEB_ROOT || repoRoot);
  return {
    port,
    host: host(env),
    trustProxy: trustProxy(env),
    databaseUrl,
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 5, 86400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    appUrl: url(env, 'APP_URL') ?? `http://localhost:${port}`,
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM || 'Meal Planner <no-reply@localhost>',
    webRoot,
    mfRemotes: remotes(env),
    throttleRelaxed: env.THROTTLE_RELAXED === '1',
    importAllowLoopback: flag(env, 'IMPORT_ALLOW_LOOPBACK'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
