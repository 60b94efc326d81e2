import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

export const REFRESH_COOKIE = 'refresh_token';
/** DECISIONS: the cookie only travels to the auth calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Browsers treat these as secure contexts over plain HTTP, and nothing crosses a network. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Secure except on localhost: on any other host the cookie never travels over plain HTTP. */
function options(req: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: !isLocalHost(req.hostname), path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(req: FastifyRequest, res: FastifyReply, config: AppConfig, token: string): void {
  // maxAge in seconds (the cookie's Max-Age)
  res.setCookie(REFRESH_COOKIE, token, { ...options(req), maxAge: config.refreshTokenTtlDays * 24 * 60 * 60 });
}

export function clearRefreshCookie(req: FastifyRequest, res: FastifyReply): void {
  res.clearCookie(REFRESH_COOKIE, options(req));
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}
