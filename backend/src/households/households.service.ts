import { formatInvitationCode, HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES as M, normalizeInvitationCode } from '@mealapp/domain';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { sessionBoundReads } from '../auth/session-bound-reads.js';
import { lockAccount } from '../common/account-lock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { HouseholdDto, HouseholdInvitationDto, HouseholdInvitationPreviewDto } from './dto/household.dto.js';
import { PersonRates } from '../common/throttling.js';
import { HouseholdsRepository, type OpenInvitation } from './households.repository.js';
import { invitationCodeHash, newInvitationCode } from './invitation-codes.js';

/**
 * Membership of households (issue 23). Everything the household holds is reached through the
 * user's current household (common/household-scope.ts), so every change here that ends a
 * membership also moves the user's current household, in the same transaction: their next call
 * no longer reaches what they left.
 */
@Injectable()
export class HouseholdsService {
  /** GET /api/households: the session's user and their households in one statement, batched (auth/session-bound-reads.ts). */
  readonly listWithSession = sessionBoundReads(
    () => this.dataSource,
    (userId) => this.households.listSql(userId),
    (households: HouseholdDto[]) => households,
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly households: HouseholdsRepository,
    private readonly rates: PersonRates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new household owned by the user, made current. */
  async create(userId: number, name: string): Promise<HouseholdDto> {
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      if ((await this.households.countHouseholdsOf(manager, userId)) >= HOUSEHOLD_LIMITS.householdsPerUser) throw new ConflictException(M.tooManyHouseholds);
      const id = await this.households.create(manager, userId, name.trim());
      await this.households.setCurrent(manager, userId, id);
      return this.answer(manager, userId, id);
    });
  }

  async rename(userId: number, householdId: number, name: string): Promise<HouseholdDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, householdId);
      await this.households.rename(manager, householdId, name.trim());
      return this.answer(manager, userId, householdId);
    });
  }

  /** Deletes the household with all it holds; each former member is moved to another of theirs, or to a new one of their own. */
  async delete(userId: number, householdId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, householdId);
      for (const memberId of await this.households.delete(manager, householdId)) await this.moveOn(manager, memberId);
    });
  }

  async switchTo(userId: number, householdId: number): Promise<HouseholdDto> {
    return this.dataSource.transaction(async (manager) => {
      if ((await this.households.roleOf(manager, userId, householdId)) === null) throw new NotFoundException(M.notFound);
      await this.households.setCurrent(manager, userId, householdId);
      return this.answer(manager, userId, householdId);
    });
  }

  async invite(userId: number, householdId: number): Promise<HouseholdInvitationDto> {
    await this.rates.count('household-invitations', userId);
    return this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, householdId);
      if ((await this.households.countOpenInvitations(manager, householdId)) >= HOUSEHOLD_LIMITS.openInvitations) throw new ConflictException(M.tooManyInvitations);
      // A new random code meets a stored one about never; drawing again keeps that "about" honest.
      for (;;) {
        const code = newInvitationCode();
        const expiresAt = await this.households.insertInvitation(manager, householdId, userId, invitationCodeHash(code), HOUSEHOLD_LIMITS.invitationDays);
        if (expiresAt === null) continue;
        const shown = formatInvitationCode(code);
        return { code: shown, url: `${this.config.appUrl}/join/${shown}`, expiresAt };
      }
    });
  }

  /** Withdraws one invitation (by its code) or every open one; 404 when there was none to withdraw. */
  async revoke(userId: number, householdId: number, typedCode?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, householdId);
      const code = typedCode === undefined ? undefined : normalizeInvitationCode(typedCode);
      if (code === null) throw new NotFoundException(M.invitationNotFound);
      const revoked = await this.households.revokeInvitations(manager, householdId, code === undefined ? undefined : invitationCodeHash(code));
      if (code !== undefined && revoked === 0) throw new NotFoundException(M.invitationNotFound);
    });
  }

  /** What the holder of a code sees before joining: the household's name and who invited them. */
  async preview(userId: number, typedCode: string): Promise<HouseholdInvitationPreviewDto> {
    await this.rates.count('household-codes', userId);
    const invitation = await this.openInvitation(this.dataSource.manager, typedCode);
    return { householdName: invitation.householdName, invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt };
  }

  /** Joins by a code, used up by it, and makes the household current. */
  async join(userId: number, typedCode: string): Promise<HouseholdDto> {
    await this.rates.count('household-codes', userId);
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      const invitation = await this.openInvitation(manager, typedCode, true);
      if ((await this.households.roleOf(manager, userId, invitation.householdId, true)) !== null) throw new ConflictException(M.alreadyMember);
      if ((await this.households.countHouseholdsOf(manager, userId)) >= HOUSEHOLD_LIMITS.householdsPerUser) throw new ConflictException(M.tooManyHouseholds);
      if ((await this.households.countMembers(manager, invitation.householdId)) >= HOUSEHOLD_LIMITS.membersPerHousehold) throw new ConflictException(M.householdFull);
      await this.households.markUsed(manager, invitation.id, userId);
      await this.households.addMember(manager, invitation.householdId, userId, 'member');
      await this.households.setCurrent(manager, userId, invitation.householdId);
      return this.answer(manager, userId, invitation.householdId);
    });
  }

  /** The owner removes a member, or a member leaves; the owner leaves only by handing over or deleting. */
  async removeMember(user: AuthenticatedUser, householdId: number, memberId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const role = await this.households.roleOf(manager, user.id, householdId, true);
      if (role === null) throw new NotFoundException(M.notFound);
      if (memberId === user.id && role === 'owner') throw new ConflictException(M.ownerCannotLeave);
      if (memberId !== user.id && role !== 'owner') throw new ForbiddenException(M.ownerOnly);
      if (!(await this.households.removeMember(manager, householdId, memberId))) throw new NotFoundException(M.memberNotFound);
      await this.moveOn(manager, memberId);
    });
  }

  /** Hands the household over to another member; the owner until now stays, as a member. */
  async handOver(userId: number, householdId: number, memberId: number): Promise<HouseholdDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, householdId);
      if (memberId !== userId) {
        if ((await this.households.roleOf(manager, memberId, householdId)) === null) throw new NotFoundException(M.memberNotFound);
        await this.households.setRole(manager, householdId, memberId, 'owner');
        await this.households.setRole(manager, householdId, userId, 'member');
      }
      return this.answer(manager, userId, householdId);
    });
  }

  private async openInvitation(manager: EntityManager, typedCode: string, lock = false): Promise<OpenInvitation> {
    const code = normalizeInvitationCode(typedCode);
    const invitation = code === null ? null : await this.households.findOpenInvitation(manager, invitationCodeHash(code), lock);
    if (!invitation) throw new NotFoundException(M.invitationNotFound);
    return invitation;
  }

  /** 404 to anyone outside the household (as for every id of theirs), 403 to a member who is not its owner. */
  private async requireOwner(manager: EntityManager, userId: number, householdId: number): Promise<void> {
    const role = await this.households.roleOf(manager, userId, householdId, true);
    if (role === null) throw new NotFoundException(M.notFound);
    if (role !== 'owner') throw new ForbiddenException(M.ownerOnly);
  }

  /** After a membership ended: the user's current household is another of theirs, or a new one of their own. */
  private async moveOn(manager: EntityManager, userId: number): Promise<void> {
    if (!(await this.households.keepCurrentAMembership(manager, userId))) await this.households.createPersonal(manager, userId);
  }

  private async answer(manager: EntityManager, userId: number, householdId: number): Promise<HouseholdDto> {
    const household = await this.households.findOf(manager, userId, householdId);
    if (!household) throw new NotFoundException(M.notFound);
    return household;
  }
}
