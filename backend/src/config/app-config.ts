import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Typed configuration, read once from the environment and validated at start-up. */
export interface AppConfig {
  port: number;
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
  /** GET /api/dev/outbox: on with the embedded database or EXPOSE_OUTBOX=1, off with EXPOSE_OUTBOX=0. */
  exposeOutbox: boolean;
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
    exposeOutbox: env.EXPOSE_OUTBOX === '1' || (!databaseUrl && env.EXPOSE_OUTBOX !== '0'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
