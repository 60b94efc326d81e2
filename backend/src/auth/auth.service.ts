import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { providerSignInMessage } from '@mealapp/domain';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { lockAccount } from '../common/account-lock.js';
import { BackgroundTasks } from '../common/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import type { UserDto } from '../users/dto/user.dto.js';
import { toUserDto, UsersService } from '../users/users.service.js';
import { accountMail } from './account-mail.js';
import type { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { ResetPasswordDto } from './dto/reset-password.dto.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './password-hasher.js';
import { SessionsService, type SessionTokens } from './sessions.service.js';
import { randomToken, sha256 } from './tokens.js';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  resetMailSent: 'If an account exists for that address, a password reset email has been sent.',
  invalidResetToken: 'Invalid or expired reset link. Please request a new password reset.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails per account per hour: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_HOUR = 3;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttemptsService,
    private readonly background: BackgroundTasks,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** OIDC_PASSWORD_LOGIN=false: email and password neither sign in nor make accounts (403, naming the provider to use). */
  private assertPasswordLogin(): void {
    const oidc = this.config.oidc;
    if (oidc && !oidc.passwordLogin) throw new ForbiddenException(providerSignInMessage('password-login-off', oidc.providerName));
  }

  async register(input: RegisterDto): Promise<UserDto> {
    this.assertPasswordLogin();
    const user = await this.users.create({ email: input.email, name: input.name, passwordHash: await hashPassword(input.password) });
    if (!user) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    return toUserDto(user);
  }

  /** A new session for the right pair; 401 for a wrong one, 429 once this address has guessed too often. */
  async signIn(input: LoginDto, address: string): Promise<SessionTokens> {
    this.assertPasswordLogin();
    await this.attempts.claim(input.email, address);
    const user = await this.users.findByEmailWithPassword(input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user?.passwordHash || !ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.attempts.clear(input.email, address);
    if (needsRehash(user.passwordHash)) await this.users.setPasswordHash(this.dataSource.manager, user.id, await hashPassword(input.password));
    return this.sessions.start(user);
  }

  /**
   * Answers at once and the same for every address (DECISIONS: never reveal whether it has an
   * account); the lookup and the mail happen after the answer, and a mail failure is only logged.
   */
  forgotPassword(input: ForgotPasswordDto): { message: string } {
    this.assertPasswordLogin();
    this.background.run('password reset mail', () => this.mailResetLink(input.email));
    return { message: AUTH_MESSAGES.resetMailSent };
  }

  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomToken();
    const issued = await this.dataSource.transaction(async (manager) => {
      // Count-then-insert under the account's lock, so parallel requests cannot all slip under the limit.
      await lockAccount(manager, user.id);
      const since = new Date(Date.now() - 60 * 60 * 1000);
      if ((await manager.countBy(PasswordResetToken, { userId: user.id, createdAt: MoreThan(since) })) >= RESET_MAILS_PER_HOUR) return false;
      await manager.insert(PasswordResetToken, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      return true;
    });
    if (!issued) return;
    const link = `${this.config.appUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await this.mailer.send(accountMail.passwordReset(user.email, user.name, link));
  }

  async resetPassword(input: ResetPasswordDto): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    const email = await this.dataSource.transaction(async (manager) => {
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
      if (!userId) return null;
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      await this.sessions.endAll(manager, userId);
      return this.users.emailOf(manager, userId);
    });
    if (email === null) throw new BadRequestException(AUTH_MESSAGES.invalidResetToken);
    await this.attempts.clearAccount(email);
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
