import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

export const REFRESH_COOKIE = 'refresh_token';
/** DECISIONS: the cookie only travels to the auth calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.appUrl.startsWith('https:'), path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(res: Response, config: AppConfig, token: string): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(config), maxAge: config.refreshTokenTtlDays * 24 * 60 * 60 * 1000 });
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}
