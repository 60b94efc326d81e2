import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { countPerUser, RELAXED_CALLS_PER_MINUTE, TOO_MANY_REQUESTS, WRITES_PER_MINUTE } from './throttling.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Limits each signed-in user's writes, whichever address they come from. */
@Injectable()
export class WriteRate {
  private readonly limit: number;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.throttleRelaxed ? RELAXED_CALLS_PER_MINUTE : WRITES_PER_MINUTE;
  }

  /** Counts a request of the user's; a write beyond the limit is refused with 429. */
  async count(userId: number, method: string): Promise<void> {
    if (!WRITE_METHODS.has(method)) return;
    await countPerUser(this.storage, 'writes', userId, this.limit, TOO_MANY_REQUESTS);
  }
}
