import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { countPerUser, RELAXED_CALLS_PER_MINUTE } from '../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Codes are typed by people: a few tries a minute is plenty, and it keeps guessing an open code
 * (one in 8·10^14) out of reach. Making invitations is limited too, so a household cannot be
 * used to mint codes in bulk.
 */
export const CODE_TRIES_PER_MINUTE = 10;
export const INVITATIONS_PER_MINUTE = 10;
export const TOO_MANY_CODE_TRIES = 'Too many invitation codes tried. Please wait a minute and try again.';
export const TOO_MANY_INVITATIONS = 'Too many invitations made. Please wait a minute and try again.';

@Injectable()
export class HouseholdRates {
  private readonly relaxed: boolean;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.relaxed = config.throttleRelaxed;
  }

  /** One look at or use of a code (a preview or a join); 429 past the limit. */
  async codeTried(userId: number): Promise<void> {
    await countPerUser(this.storage, 'household-codes', userId, this.relaxed ? RELAXED_CALLS_PER_MINUTE : CODE_TRIES_PER_MINUTE, TOO_MANY_CODE_TRIES);
  }

  async invitationMade(userId: number): Promise<void> {
    await countPerUser(this.storage, 'household-invitations', userId, this.relaxed ? RELAXED_CALLS_PER_MINUTE : INVITATIONS_PER_MINUTE, TOO_MANY_INVITATIONS);
  }
}
