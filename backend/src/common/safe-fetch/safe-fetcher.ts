import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { safeFetch, safePost, type FetchedBody, type FetchKind, type PostAnswer } from './safe-fetch.js';

/**
 * safeFetch and safePost with the app's one loosening (OUTBOUND_ALLOW_LOOPBACK, off by default: tests
 * serve pages and a fake push service on this machine), for every server-side request to an
 * address a user gave: recipe pages and images, and Web Push endpoints.
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
}
