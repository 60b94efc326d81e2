import type { HouseholdRole } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { changedRows } from '../common/changed-rows.js';
import { lockHouseholdById } from '../common/household-lock.js';
import { currentHouseholdOfRow, memberOfCurrentHousehold } from '../common/household-scope.js';
import type { HouseholdDto } from './dto/household.dto.js';

export interface OpenInvitation {
  id: number;
  householdId: number;
  householdName: string;
  invitedBy: string | null;
  expiresAt: string;
}

// The household as its member sees it: members with names, the owner first, then by joining.
const HOUSEHOLD_COLUMNS = `h.id, h.name, m.role, (${currentHouseholdOfRow('me')} = h.id) AS "isCurrent",
    (SELECT json_agg(json_build_object('id', mu.id, 'name', mu.name, 'role', mm.role) ORDER BY mm.role = 'owner' DESC, mm.joined_at, mu.id)
       FROM household_members mm JOIN users mu ON mu.id = mm.user_id WHERE mm.household_id = h.id) AS members`;
const HOUSEHOLD_FROM = `FROM household_members m JOIN households h ON h.id = m.household_id JOIN users me ON me.id = m.user_id`;
const HOUSEHOLD = `SELECT ${HOUSEHOLD_COLUMNS} ${HOUSEHOLD_FROM}`;

// Open: not used, not withdrawn, not expired.
const OPEN = `i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;

/** Every households query. Methods take the EntityManager to run on, so a service can put them in one transaction. */
@Injectable()
export class HouseholdsRepository {
  /** The user's households, in the order they joined. */
  async listOf(manager: EntityManager, userId: number): Promise<HouseholdDto[]> {
    return (await manager.query(this.listSql('$1'), [userId])) as HouseholdDto[];
  }

  /** SQL of listOf, where `userId` is the SQL of the user's id (HouseholdsService reads it beside the session). */
  listSql(userId: string): string {
    return `${HOUSEHOLD} WHERE m.user_id = ${userId} ORDER BY m.joined_at, h.id`;
  }

  async findOf(manager: EntityManager, userId: number, householdId: number): Promise<HouseholdDto | null> {
    const [row] = (await manager.query(`${HOUSEHOLD} WHERE m.user_id = $1 AND h.id = $2`, [userId, householdId])) as HouseholdDto[];
    return row ?? null;
  }

  /** The user's role in the household, null when not a member; `lock` holds the household's row until the transaction ends. */
  async roleOf(manager: EntityManager, userId: number, householdId: number, lock = false): Promise<HouseholdRole | null> {
    if (lock) await lockHouseholdById(manager, householdId);
    const [row] = (await manager.query(`SELECT role FROM household_members WHERE user_id = $1 AND household_id = $2`, [userId, householdId])) as Array<{ role: HouseholdRole }>;
    return row?.role ?? null;
  }

  async countHouseholdsOf(manager: EntityManager, userId: number): Promise<number> {
    return Number(((await manager.query(`SELECT count(*) AS n FROM household_members WHERE user_id = $1`, [userId])) as Array<{ n: string }>)[0].n);
  }

  async countMembers(manager: EntityManager, householdId: number): Promise<number> {
    return Number(((await manager.query(`SELECT count(*) AS n FROM household_members WHERE household_id = $1`, [householdId])) as Array<{ n: string }>)[0].n);
  }

  async create(manager: EntityManager, ownerId: number, name: string): Promise<number> {
    const [row] = (await manager.query(`INSERT INTO households (name, created_by) VALUES ($1, $2) RETURNING id`, [name, ownerId])) as Array<{ id: number }>;
    await this.addMember(manager, row.id, ownerId, 'owner');
    return row.id;
  }

  /** A new household of the user's own, named as at sign-up ("Ada's household") and made current (migration 1765000000000). */
  async createPersonal(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT create_personal_household($1)`, [userId]);
  }

  async rename(manager: EntityManager, householdId: number, name: string): Promise<void> {
    await manager.query(`UPDATE households SET name = $2 WHERE id = $1`, [householdId, name]);
  }

  /** Deletes the household and everything it holds; answers who its members were. */
  async delete(manager: EntityManager, householdId: number): Promise<number[]> {
    const members = (await manager.query(`SELECT user_id AS id FROM household_members WHERE household_id = $1`, [householdId])) as Array<{ id: number }>;
    await manager.query(`DELETE FROM households WHERE id = $1`, [householdId]);
    return members.map((member) => member.id);
  }

  async addMember(manager: EntityManager, householdId: number, userId: number, role: HouseholdRole): Promise<void> {
    await manager.query(`INSERT INTO household_members (household_id, user_id, role) VALUES ($1, $2, $3)`, [householdId, userId, role]);
  }

  async removeMember(manager: EntityManager, householdId: number, userId: number): Promise<boolean> {
    return (await changedRows(manager, `DELETE FROM household_members WHERE household_id = $1 AND user_id = $2 RETURNING user_id`, [householdId, userId])).length > 0;
  }

  async setRole(manager: EntityManager, householdId: number, userId: number, role: HouseholdRole): Promise<void> {
    await manager.query(`UPDATE household_members SET role = $3 WHERE household_id = $1 AND user_id = $2`, [householdId, userId, role]);
  }

  async setCurrent(manager: EntityManager, userId: number, householdId: number): Promise<void> {
    await manager.query(`UPDATE users SET current_household_id = $2 WHERE id = $1`, [userId, householdId]);
  }

  /**
   * When the user's current household is no longer theirs, makes current the one they own (else
   * the one they joined first). False when they belong to none.
   */
  async keepCurrentAMembership(manager: EntityManager, userId: number): Promise<boolean> {
    const [row] = await changedRows<{ current: number | null }>(
      manager,
      `UPDATE users u SET current_household_id = coalesce(
         (SELECT m.household_id FROM household_members m WHERE ${memberOfCurrentHousehold('m', 'u')}),
         (SELECT m.household_id FROM household_members m WHERE m.user_id = u.id ORDER BY m.role = 'owner' DESC, m.joined_at, m.household_id LIMIT 1))
       WHERE u.id = $1 RETURNING current_household_id AS current`,
      [userId],
    );
    return row?.current !== null && row?.current !== undefined;
  }

  /** Answers when it expires; null when the code was ever used before (nothing is stored then). */
  async insertInvitation(manager: EntityManager, householdId: number, invitedBy: number, codeHash: Buffer, days: number): Promise<string | null> {
    const [row] = (await manager.query(
      `INSERT INTO household_invitations (household_id, code_hash, invited_by, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))
       ON CONFLICT (code_hash) DO NOTHING
       RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiresAt"`,
      [householdId, codeHash, invitedBy, days],
    )) as Array<{ expiresAt: string }>;
    return row?.expiresAt ?? null;
  }

  async countOpenInvitations(manager: EntityManager, householdId: number): Promise<number> {
    return Number(((await manager.query(`SELECT count(*) AS n FROM household_invitations i WHERE i.household_id = $1 AND ${OPEN}`, [householdId])) as Array<{ n: string }>)[0].n);
  }

  /** The open invitation with this code; `lock` holds it until the transaction ends, so it is used once. */
  async findOpenInvitation(manager: EntityManager, codeHash: Buffer, lock = false): Promise<OpenInvitation | null> {
    const [row] = (await manager.query(
      `SELECT i.id, i.household_id AS "householdId", h.name AS "householdName", u.name AS "invitedBy",
         to_char(i.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiresAt"
       FROM household_invitations i JOIN households h ON h.id = i.household_id LEFT JOIN users u ON u.id = i.invited_by
       WHERE i.code_hash = $1 AND ${OPEN}${lock ? ' FOR UPDATE OF i' : ''}`,
      [codeHash],
    )) as OpenInvitation[];
    return row ?? null;
  }

  async markUsed(manager: EntityManager, invitationId: number, userId: number): Promise<void> {
    await manager.query(`UPDATE household_invitations SET used_by = $2, used_at = now() WHERE id = $1`, [invitationId, userId]);
  }

  /** Withdraws the household's open invitations, or the one with `codeHash`; answers how many. */
  async revokeInvitations(manager: EntityManager, householdId: number, codeHash?: Buffer): Promise<number> {
    const rows = await changedRows(
      manager,
      `UPDATE household_invitations i SET revoked_at = now() WHERE i.household_id = $1 AND ${OPEN}${codeHash ? ' AND i.code_hash = $2' : ''} RETURNING i.id`,
      codeHash ? [householdId, codeHash] : [householdId],
    );
    return rows.length;
  }
}
