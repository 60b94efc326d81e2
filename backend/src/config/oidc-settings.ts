/** Sign-in through the household's own OpenID Connect provider (docs/sign-in.md). */
export interface OidcSettings {
  /** OIDC_ISSUER_URL: discovery is at {issuer}/.well-known/openid-configuration. */
  issuerUrl: string;
  clientId: string;
  /** OIDC_CLIENT_SECRET; null: a public client, PKCE only. */
  clientSecret: string | null;
  /** OIDC_PROVIDER_NAME: the button reads "Sign in with {name}". */
  providerName: string;
  /** OIDC_SCOPES, space-separated; `openid` always among them. */
  scopes: string;
  /** OIDC_SIGNUP: a first sign-in makes an account (true), or only existing accounts sign in. */
  signup: boolean;
  /** OIDC_PASSWORD_LOGIN: false hides and refuses email/password sign-in and sign-up. */
  passwordLogin: boolean;
  /** OIDC_AUTO_REDIRECT: onboarding goes straight to the provider. */
  autoRedirect: boolean;
}

export const DEFAULT_OIDC_SCOPES = 'openid email profile';

const OIDC_NAMES = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_PROVIDER_NAME', 'OIDC_SCOPES', 'OIDC_SIGNUP', 'OIDC_AUTO_REDIRECT'] as const;

/**
 * The OIDC_* settings; null when OIDC_ISSUER_URL is not set (email and password only). `fail` is
 * called with a message naming the setting when they are half there or wrong, so a provider that
 * could never work stops the server at start rather than at the first person's sign-in.
 */
export function oidcSettings(env: NodeJS.ProcessEnv, fail: (message: string) => never): OidcSettings | null {
  const text = (name: string): string => env[name]?.trim() ?? '';
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name);
    if (raw === '') return fallback;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    return fail(`${name} must be true or false, got "${raw}"`);
  };
  const issuerUrl = text('OIDC_ISSUER_URL');
  if (!issuerUrl) {
    const stray = OIDC_NAMES.find((name) => text(name) !== '');
    if (stray) fail(`${stray} is set but OIDC_ISSUER_URL is not: sign-in with a provider needs the provider's address`);
    if (!flag('OIDC_PASSWORD_LOGIN', true)) fail('OIDC_PASSWORD_LOGIN=false needs a provider (OIDC_ISSUER_URL): nobody could sign in');
    return null;
  }
  let issuer: URL | null = null;
  try {
    issuer = new URL(issuerUrl);
  } catch {
    // named below
  }
  if (!issuer || !['https:', 'http:'].includes(issuer.protocol) || issuer.search || issuer.hash) {
    fail(`OIDC_ISSUER_URL must be the provider's http(s) issuer address, got "${issuerUrl}"`);
  }
  const clientId = text('OIDC_CLIENT_ID');
  if (!clientId) fail('OIDC_CLIENT_ID is required with OIDC_ISSUER_URL: the client id the provider gave this app');
  const scopes = text('OIDC_SCOPES') || DEFAULT_OIDC_SCOPES;
  if (!scopes.split(/\s+/).includes('openid')) fail(`OIDC_SCOPES must include openid, got "${scopes}"`);
  const providerName = text('OIDC_PROVIDER_NAME') || issuer!.hostname;
  if (providerName.length > 60) fail('OIDC_PROVIDER_NAME must be at most 60 characters: it is shown on a button');
  return {
    issuerUrl: issuerUrl.replace(/\/+$/, ''),
    clientId,
    clientSecret: text('OIDC_CLIENT_SECRET') || null,
    providerName,
    scopes: scopes.split(/\s+/).join(' '),
    signup: flag('OIDC_SIGNUP', true),
    passwordLogin: flag('OIDC_PASSWORD_LOGIN', true),
    autoRedirect: flag('OIDC_AUTO_REDIRECT', false),
  };
}
