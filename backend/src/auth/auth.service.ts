import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, MoreThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import type { UserDto } from '../users/dto/user.dto.js';
import { toUserDto, UsersService } from '../users/users.service.js';
import type { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { ResetPasswordDto } from './dto/reset-password.dto.js';
import { FailedLogin } from './entities/failed-login.entity.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { RefreshTokensService } from './refresh-tokens.service.js';
import { randomToken, sha256 } from './tokens.js';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyFailedLogins: 'Too many failed sign-in attempts. Try again later.',
  resetMailSent: 'If an account exists for that address, a password reset email has been sent.',
  invalidResetToken: 'Invalid or expired reset link. Please request a new password reset.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;

export const FAILED_LOGIN_LIMIT = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly refreshTokens: RefreshTokensService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(input: RegisterDto): Promise<UserDto> {
    const user = await this.users.create({ email: input.email, name: input.name, passwordHash: await hashPassword(input.password) });
    if (!user) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    return toUserDto(user);
  }

  /** Returns the user id; 401 on a wrong pair, 429 once an address has failed too often. */
  async verifyCredentials(input: LoginDto): Promise<number> {
    const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
    const failures = await this.dataSource.manager.countBy(FailedLogin, { email: input.email, createdAt: MoreThan(since) });
    if (failures >= FAILED_LOGIN_LIMIT) throw new HttpException(AUTH_MESSAGES.tooManyFailedLogins, HttpStatus.TOO_MANY_REQUESTS);
    const user = await this.users.findByEmailWithPassword(input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok) {
      await this.dataSource.manager.insert(FailedLogin, { email: input.email });
      await this.dataSource.manager.delete(FailedLogin, { email: input.email, createdAt: LessThan(since) });
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    await this.dataSource.manager.delete(FailedLogin, { email: input.email });
    return user.id;
  }

  /** Same answer whether or not the address has an account (DECISIONS: never reveal it). */
  async forgotPassword(input: ForgotPasswordDto): Promise<{ message: string }> {
    const user = await this.users.findByEmail(input.email);
    if (user) {
      const token = randomToken();
      await this.dataSource.manager.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${this.config.appUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text:
          `Hi ${user.name},\n\nSomeone asked to reset the password of your Meal Planner account.\n` +
          `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
          `If it was not you, ignore this mail; your password stays as it is.\n`,
      });
    }
    return { message: AUTH_MESSAGES.resetMailSent };
  }

  async resetPassword(input: ResetPasswordDto): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    const done = await this.dataSource.transaction(async (manager) => {
      // Claiming the token and using it is one statement, so a token works exactly once.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: () => 'now()' })
        .where({ tokenHash: sha256(input.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
        .returning(['userId'])
        .execute();
      const row = (claimed.raw as Array<{ user_id?: number; userId?: number }>)[0];
      const userId = row?.user_id ?? row?.userId;
      if (!userId) return false;
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      await this.refreshTokens.revokeAllForUser(manager, userId);
      await manager.delete(FailedLogin, { email: (await this.users.emailOf(manager, userId)) ?? '' });
      return true;
    });
    if (!done) throw new BadRequestException(AUTH_MESSAGES.invalidResetToken);
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
