import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { safeFetch, type FetchedBody, type FetchKind } from './safe-fetch.js';

/** safeFetch with the app's one loosening (IMPORT_ALLOW_LOOPBACK), for every server-side fetch of an address a user gave. */
@Injectable()
export class SafeFetcher {
  private readonly allowLoopback: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowLoopback = config.importAllowLoopback;
  }

  /** @throws SafeFetchError */
  fetch(url: string, kind: FetchKind): Promise<FetchedBody> {
    return safeFetch(url, { kind, allowLoopback: this.allowLoopback });
  }
}
