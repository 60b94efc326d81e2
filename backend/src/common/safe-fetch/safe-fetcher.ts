import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AddressPolicy } from './address-policy.js';
import { safeExchange, safeFetch, safePost, type ExchangeAnswer, type FetchedBody, type FetchKind, type PostAnswer, type SafeExchangeOptions } from './safe-fetch.js';

/**
 * safeFetch and safePost with the app's one loosening (OUTBOUND_ALLOW_LOOPBACK, off by default: tests
 * serve pages and a fake push service on this machine), for every server-side request to an
 * address a user gave: recipe pages and images, Web Push endpoints, and the operator's identity
 * provider (auth/oidc/).
 */
@Injectable()
export class SafeFetcher {
  private readonly allowLoopback: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowLoopback = config.outboundAllowLoopback;
  }

  /** Whether loopback addresses are let through (tests only); plain http: push endpoints on them are accepted only then. */
  get loopbackAllowed(): boolean {
    return this.allowLoopback;
  }

  /** @throws SafeFetchError */
  fetch(url: string, kind: FetchKind): Promise<FetchedBody> {
    return safeFetch(url, { kind, allowLoopback: this.allowLoopback });
  }

  /** Any status is answered; no redirect is followed. @throws SafeFetchError */
  post(url: string, request: { headers: Record<string, string | number>; body: Buffer; timeoutMs: number }): Promise<PostAnswer> {
    return safePost(url, { ...request, allowLoopback: this.allowLoopback });
  }

  /** An API request (an identity provider's): any status answered, no redirect followed, the answer read whole up to 1 MB. @throws SafeFetchError */
  exchange(url: string, request: Omit<SafeExchangeOptions, keyof AddressPolicy | 'resolve'>): Promise<ExchangeAnswer> {
    return safeExchange(url, { ...request, allowLoopback: this.allowLoopback });
  }
}
