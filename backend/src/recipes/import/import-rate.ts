import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { countPerUser, RELAXED_CALLS_PER_MINUTE } from '../../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * Each import makes the server fetch a page (or parse up to 100 KB of text): far more work than a
 * write, so each user gets its own, smaller budget, whatever address they come from.
 */
export const IMPORTS_PER_MINUTE = 20;
export const TOO_MANY_IMPORTS = 'Too many recipe imports. Please wait a minute and try again.';

@Injectable()
export class ImportRate {
  private readonly limit: number;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.throttleRelaxed ? RELAXED_CALLS_PER_MINUTE : IMPORTS_PER_MINUTE;
  }

  /** Counts one import of the user's; one beyond the limit is refused with 429. */
  async count(userId: number): Promise<void> {
    await countPerUser(this.storage, 'imports', userId, this.limit, TOO_MANY_IMPORTS);
  }
}
