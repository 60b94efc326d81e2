import { ACCOUNT_MESSAGES } from '@mealapp/domain';
import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../common/background-tasks.js';
import { changedRows } from '../common/changed-rows.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import type { UpdateMeDto } from '../users/dto/update-me.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { accountMail } from './account-mail.js';
import type { AuthenticatedUser } from './current-user.decorator.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { SessionsService, type SessionTokens } from './sessions.service.js';

/** The signed-in user's own account: profile, e-mail address and password. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttemptsService,
    private readonly background: BackgroundTasks,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * A name change is just saved. A new e-mail address needs the current password (or, for an account
   * made at the identity provider, a fresh sign-in there: confirmIdentity), signs the account out
   * everywhere, tells the old address, and answers a fresh session for this device.
   */
  async updateProfile(current: AuthenticatedUser, changes: UpdateMeDto, address: string): Promise<{ user: User; session: SessionTokens | null }> {
    const newEmail = changes.email !== undefined && changes.email !== current.email.toLowerCase() ? changes.email : undefined;
    if (newEmail === undefined) {
      return { user: await this.users.updateProfile(this.dataSource.manager, current.id, { name: changes.name }), session: null };
    }
    await this.confirmIdentity(current, changes.currentPassword, address, ACCOUNT_MESSAGES.currentPasswordRequired);
    const user = await this.dataSource.transaction(async (manager) => {
      const updated = await this.users.updateProfile(manager, current.id, { name: changes.name, email: newEmail });
      await this.sessions.endAll(manager, current.id);
      return this.users.findByIdOrFail(manager, updated.id);
    });
    this.background.run('e-mail change notice', () => this.mailer.send(accountMail.emailChanged(current.email, user.name, user.email)));
    return { user, session: await this.sessions.start(user) };
  }

  /**
   * Signs every other device out; this device gets a fresh session. An account made at the identity
   * provider sets its first password here, after a fresh sign-in there instead of a current one.
   */
  async changePassword(current: AuthenticatedUser, input: ChangePasswordDto, address: string): Promise<SessionTokens> {
    await this.confirmIdentity(current, input.currentPassword, address);
    const passwordHash = await hashPassword(input.newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, current.id, passwordHash);
      await this.sessions.endAll(manager, current.id);
      return this.users.findByIdOrFail(manager, current.id);
    });
    this.background.run('password change notice', () => this.mailer.send(accountMail.passwordChanged(user.email, user.name)));
    return this.sessions.start(user);
  }

  /**
   * Before a change that needs the person, not just their session (deleting the account, a new
   * password or address): an account with a password gives it (`missing`: what to say when it did
   * not); an account made at the identity provider, which has none, has just signed in there again
   * (max_age=0, OidcSignInService.startConfirmation), and that confirmation is taken here, once.
   */
  async confirmIdentity(current: AuthenticatedUser, password: string | undefined, address: string, missing: string = ACCOUNT_MESSAGES.currentPasswordMissing): Promise<void> {
    const stored = await this.users.findByEmailWithPassword(current.email.toLowerCase());
    if (!stored) throw new NotFoundException('User not found');
    if (stored.passwordHash) {
      if (!password) throw new BadRequestException(missing);
      const email = current.email.toLowerCase();
      await this.attempts.claim(email, address);
      return this.checkPassword(email, stored.passwordHash, password, address);
    }
    const taken = await changedRows(
      this.dataSource.manager,
      `UPDATE oidc_identities SET confirmed_at = NULL WHERE user_id = $1 AND confirmed_at > now() - interval '5 minutes' RETURNING id`,
      [current.id],
    );
    if (taken.length === 0) throw new ForbiddenException(ACCOUNT_MESSAGES.providerConfirmationNeeded);
  }

  /** The same guard as sign-in: counted per account and address before the check. */
  async confirmPassword(current: AuthenticatedUser, password: string, address: string): Promise<void> {
    const email = current.email.toLowerCase();
    await this.attempts.claim(email, address);
    const stored = await this.users.findByEmailWithPassword(email);
    if (!stored) throw new NotFoundException('User not found');
    return this.checkPassword(email, stored.passwordHash, password, address);
  }

  /** After the attempt was claimed: an account made at the identity provider has no password to confirm with (yet). */
  private async checkPassword(email: string, passwordHash: string | null, password: string, address: string): Promise<void> {
    if (!passwordHash || !(await verifyPassword(password, passwordHash))) throw new ForbiddenException(ACCOUNT_MESSAGES.currentPasswordIncorrect);
    await this.attempts.clear(email, address);
  }
}
