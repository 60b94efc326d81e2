import { providerSignInMessage } from '@mealapp/domain';
import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import * as client from 'openid-client';
import { SafeFetcher } from '../../common/safe-fetch/safe-fetcher.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { OidcSettings } from '../../config/oidc-settings.js';

/** How long discovery waits between tries while the provider cannot be reached: from 2 s, doubling to a minute. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** A provider's answer (discovery, keys, a token) within this, or the sign-in says it cannot be reached. */
const PROVIDER_TIMEOUT_MS = 10_000;

export class ProviderUnreachableError extends Error {}

/** What an API call answers for `error`: a provider that cannot be reached is a 503 naming it; anything else as it is. */
export function providerUnavailable(error: unknown, providerName: string): unknown {
  return error instanceof ProviderUnreachableError ? new ServiceUnavailableException(providerSignInMessage('unreachable', providerName)) : error;
}

/** The web app's redirect URI, to register at the provider. */
export function webRedirectUri(config: AppConfig): string {
  return `${config.appUrl.replace(/\/+$/, '')}/api/auth/oidc/callback`;
}

/**
 * The app's side of the household's OpenID provider, through openid-client (certified) rather
 * than token checks written here: discovery, kept and tried again in the background until the
 * provider answers; the authorization URL; and the code exchange with its checks (state, PKCE,
 * nonce, issuer, audience, expiry, and the ID token's signature against the provider's published
 * keys, fetched again when a token names a key they do not have). Every request goes through the
 * outbound policy (SafeFetcher): public addresses only, loopback under OUTBOUND_ALLOW_LOOPBACK.
 */
@Injectable()
export class OidcProviderClient implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('OidcProvider');
  private readonly settings: OidcSettings | null;
  private discovered: client.Configuration | null = null;
  private discovering: Promise<client.Configuration> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fetcher: SafeFetcher,
  ) {
    this.settings = config.oidc;
  }

  onModuleInit(): void {
    // Not awaited: a provider that is down must not keep the app from starting; it is tried again.
    if (this.settings) void this.configuration().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /** Whether discovery has succeeded (the sign-in button says the provider cannot be reached until then). */
  get reachable(): boolean {
    return this.discovered !== null;
  }

  /** The provider's configuration, discovered once; a failure is tried again in the background and answered at once. */
  configuration(): Promise<client.Configuration> {
    if (this.discovered) return Promise.resolve(this.discovered);
    const settings = this.settings;
    if (!settings) return Promise.reject(new Error('no identity provider is set up'));
    this.discovering ??= this.discover(settings).finally(() => (this.discovering = null));
    return this.discovering;
  }

  private async discover(settings: OidcSettings): Promise<client.Configuration> {
    const issuer = new URL(settings.issuerUrl);
    try {
      const configuration = await client.discovery(issuer, settings.clientId, settings.clientSecret ?? undefined, settings.clientSecret ? undefined : client.None(), {
        [client.customFetch]: this.fetch,
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        // Plain http only reaches loopback, and only under OUTBOUND_ALLOW_LOOPBACK (SafeFetcher refuses the rest).
        execute: [client.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [])],
      });
      configuration.timeout = PROVIDER_TIMEOUT_MS / 1000;
      this.discovered = configuration;
      this.retryMs = RETRY_FIRST_MS;
      this.logger.log(`identity provider ${settings.issuerUrl} discovered`);
      return configuration;
    } catch (error) {
      this.logger.warn(`identity provider ${settings.issuerUrl} cannot be reached (${errorText(error)}); trying again in ${Math.round(this.retryMs / 1000)} s`);
      this.scheduleRetry();
      throw new ProviderUnreachableError(errorText(error));
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.configuration().catch(() => undefined);
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  /** openid-client's requests, made by the outbound policy's fetcher and handed back as a fetch Response. */
  private readonly fetch: client.CustomFetch = async (url, options) => {
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, name) => (headers[name] = value));
    const body = options.body === undefined || options.body === null ? undefined : Buffer.from(String(options.body));
    const answer = await this.fetcher.exchange(url, {
      method: options.method === 'POST' ? 'POST' : 'GET',
      headers,
      body,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      signal: options.signal ?? undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The body is handed over decoded: its encoding and length no longer describe it.
      if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
      for (const each of Array.isArray(value) ? value : [value]) responseHeaders.append(name, each);
    }
    const nullBody = answer.status === 204 || answer.status === 304;
    return new Response(nullBody ? null : new Uint8Array(answer.body), { status: answer.status, headers: responseHeaders });
  };
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
