import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { TooManyRequests } from '../common/throttling.js';
import { FailedLogin } from './entities/failed-login.entity.js';

export const FAILED_LOGIN_LIMIT = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_FAILED_LOGINS = 'Too many failed sign-in attempts. Try again later.';

/**
 * The sign-in lockout, per account and client address: a stranger's failures from elsewhere never
 * lock the owner out, and one address gets at most FAILED_LOGIN_LIMIT guesses per window at an
 * account (the per-address throttle slows guessing across accounts).
 *
 * An attempt is written before the password is checked and the count read after, so of any number
 * of parallel guesses at most FAILED_LOGIN_LIMIT reach the password check.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts this attempt; 429 when the account has had too many from this address. */
  async claim(email: string, address: string): Promise<void> {
    const manager = this.dataSource.manager;
    await manager.insert(FailedLogin, { email, address });
    const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
    const attempts = await manager.countBy(FailedLogin, { email, address, createdAt: MoreThan(since) });
    // The window slides: a whole window from now the count is surely under the limit again.
    if (attempts > FAILED_LOGIN_LIMIT) throw new TooManyRequests(TOO_MANY_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS / 1000);
  }

  /** A right password: this address starts afresh for the account. */
  async clear(email: string, address: string): Promise<void> {
    await this.dataSource.manager.delete(FailedLogin, { email, address });
  }

  /** After a password reset every address starts afresh. */
  async clearAccount(email: string): Promise<void> {
    await this.dataSource.manager.delete(FailedLogin, { email });
  }
}
