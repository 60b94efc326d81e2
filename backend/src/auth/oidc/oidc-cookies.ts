import type { CookieOptions, Request, Response } from 'express';
import { isLocalHost } from '../refresh-cookie.js';

/** The sign-in under way: its `state`, so the callback only completes in the browser that started it. */
export const OIDC_STATE_COOKIE = 'oidc_state';
/** A link waiting for the account's password: its ticket, kept out of the page's address. */
export const OIDC_LINK_COOKIE = 'oidc_link';
const PATH = '/api/auth/oidc';

/**
 * httpOnly, only to the provider sign-in calls, secure except on localhost; SameSite=Lax, because
 * the provider's redirect back is a top-level navigation from another site, which Lax lets through.
 */
function options(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: !isLocalHost(req.hostname ?? ''), path: PATH };
}

export function setOidcCookie(req: Request, res: Response, name: string, value: string, maxAgeMs: number): void {
  res.cookie(name, value, { ...options(req), maxAge: maxAgeMs });
}

export function clearOidcCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(name, options(req));
}

export function readOidcCookie(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
}
