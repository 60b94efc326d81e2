import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../account.js';

/**
 * Sign-in with the household's own identity provider (OpenID Connect): the rules the server and the
 * sign-in screens share. The server ends a sign-in at the app's /signin/callback page with one of
 * these problems (`?problem=`), and the page says it in the provider's name.
 */
export const PROVIDER_SIGN_IN_PROBLEMS = ['unreachable', 'failed', 'cancelled', 'no-account', 'unverified-email', 'no-email', 'expired', 'password-login-off', 'other-account'] as const;
export type ProviderSignInProblem = (typeof PROVIDER_SIGN_IN_PROBLEMS)[number];

export function isProviderSignInProblem(value: unknown): value is ProviderSignInProblem {
  return typeof value === 'string' && (PROVIDER_SIGN_IN_PROBLEMS as readonly string[]).includes(value);
}

/** What the person reads for each problem; `provider` is OIDC_PROVIDER_NAME. */
export function providerSignInMessage(problem: ProviderSignInProblem, provider: string): string {
  switch (problem) {
    case 'unreachable':
      return `${provider} cannot be reached right now. Please try again in a moment.`;
    case 'failed':
      return `Sign-in with ${provider} did not complete. Please try again.`;
    case 'cancelled':
      return `Sign-in with ${provider} was cancelled.`;
    case 'no-account':
      return `There is no account here for your ${provider} sign-in. Ask whoever runs this app to create one for you.`;
    case 'unverified-email':
      return `An account with this email already exists, but ${provider} has not verified the address. Sign in with your password instead.`;
    case 'no-email':
      return `${provider} did not share an email address, which a new account needs.`;
    case 'expired':
      return 'This sign-in took too long. Please start again.';
    case 'password-login-off':
      return `Sign-in with email and password is turned off here. Please sign in with ${provider}.`;
    case 'other-account':
      return `You signed in at ${provider} as someone else. Sign in with the account linked to this one to confirm.`;
  }
}

export const PROVIDER_SIGN_IN_MESSAGES = {
  /** The link screen: an account with the provider's (verified) address exists. */
  linkPrompt: (provider: string, email: string) => `An account for ${email} already exists. Enter its password once to sign in with ${provider} from now on.`,
  linkFailed: 'That password is not right for this account.',
  unlinkNeedsPassword: 'Set a password first: without it, nothing could sign this account in.',
  notLinked: 'This account does not sign in with the identity provider.',
} as const;

/**
 * The Android and iOS apps' redirect URI, to register at the provider beside the web one: the
 * provider sends the system browser back to the app by this link (the app's id as its scheme), and
 * the app hands the link to the server to finish (never an embedded web view: RFC 8252).
 */
export const NATIVE_REDIRECT_URI = 'app.mealplanner:/signin/callback';
/** Longer than any provider's answer (a code, a state, an issuer, an error description). */
export const NATIVE_CALLBACK_MAX_LENGTH = 4096;

/** The provider's answer (the query, without its `?`) in the app link the app was opened by, or null when the link is not the sign-in's. */
export function nativeCallbackQuery(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > NATIVE_CALLBACK_MAX_LENGTH) return null;
  const [base, query] = url.split(/[?#]/, 2);
  if (base !== NATIVE_REDIRECT_URI || url[base.length] !== '?' || !query) return null;
  return query;
}

/** Where a sign-in may return to: a path of this app, never another site (`//host`, `/\host`). */
export const RETURN_PATH_MAX_LENGTH = 500;

export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes: browsers read some as a path's slashes.
  for (const char of raw) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  return raw;
}

/** The claims a provider's ID token and userinfo may carry about the person. */
export interface ProviderClaims {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  preferred_username?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/**
 * A new account's name from what the provider says: its `name`, else given and family names, else
 * the user name, else the address before the @; cut to the longest name an account may have and,
 * when shorter than a name may be, "Friend" (Settings lets the person change it).
 */
export function accountNameFromClaims(claims: ProviderClaims): string {
  const candidates = [text(claims.name), `${text(claims.given_name)} ${text(claims.family_name)}`.trim(), text(claims.preferred_username), text(claims.email).split('@')[0]];
  const name = [...(candidates.find((candidate) => candidate.length > 0) ?? '')].slice(0, NAME_MAX_LENGTH).join('').trim();
  return name.length >= NAME_MIN_LENGTH ? name : 'Friend';
}

/** Only a provider that says `email_verified: true` (a boolean, or the string some send) vouches for the address. */
export function emailVerified(claims: ProviderClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}
