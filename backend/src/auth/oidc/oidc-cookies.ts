import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
function options(req: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: !isLocalHost(req.hostname), path: PATH };
}

export function setOidcCookie(req: FastifyRequest, res: FastifyReply, name: string, value: string, maxAgeMs: number): void {
  res.setCookie(name, value, { ...options(req), maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearOidcCookie(req: FastifyRequest, res: FastifyReply, name: string): void {
  res.clearCookie(name, options(req));
}

export function readOidcCookie(req: FastifyRequest, name: string): string | undefined {
  const value = req.cookies[name];
  return typeof value === 'string' && value ? value : undefined;
}
