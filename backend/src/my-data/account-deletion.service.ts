import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { accountMail } from '../auth/account-mail.js';
import { AccountService } from '../auth/account.service.js';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { BackgroundTasks } from '../common/background-tasks.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import { personColumns } from './user-data-tables.js';

interface OwnedHousehold {
  id: number;
  name: string;
  /** The longest-standing other member, who takes the household over; null when the person was alone in it. */
  successorId: number | null;
  successorName: string | null;
}

/**
 * DELETE /api/me: the account and every row user-data-tables.ts lists for it, in one transaction.
 * A household the person owned goes to its longest-standing other member, or, when they were
 * alone in it, is deleted with everything it holds. Rows they added to a household that lives on
 * stay the household's (credited to its owner); marks of who did what are emptied.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly account: AccountService,
    private readonly background: BackgroundTasks,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * The password is checked as for a password change (the sign-in lockout and its counts): 403 when
   * wrong. An account made at the identity provider confirms by a fresh sign-in there instead.
   */
  async delete(current: AuthenticatedUser, password: string | undefined, address: string): Promise<void> {
    await this.account.confirmIdentity(current, password, address);
    const { email, name, owned } = await this.dataSource.transaction(async (manager) => {
      const [user] = (await manager.query(`SELECT email, name FROM users WHERE id = $1 FOR UPDATE`, [current.id])) as Array<{ email: string; name: string }>;
      const owned = await this.ownedHouseholds(manager, current.id);
      for (const household of owned) {
        if (household.successorId === null) await manager.query(`DELETE FROM households WHERE id = $1`, [household.id]);
        else
          await manager.query(`UPDATE household_members SET role = CASE WHEN user_id = $2 THEN 'owner' ELSE 'member' END WHERE household_id = $1 AND user_id IN ($2, $3)`, [
            household.id,
            household.successorId,
            current.id,
          ]);
      }
      await this.removeRows(manager, current.id, user.email);
      return { ...user, owned };
    });
    const handedOver = owned.flatMap((h) => (h.successorName === null ? [] : [{ household: h.name, to: h.successorName }]));
    const deleted = owned.filter((h) => h.successorId === null).map((h) => h.name);
    this.background.run('account deletion notice', () => this.mailer.send(accountMail.accountDeleted(email, name, handedOver, deleted)));
  }

  private async ownedHouseholds(manager: EntityManager, userId: number): Promise<OwnedHousehold[]> {
    return (await manager.query(
      `SELECT h.id, h.name, s.user_id AS "successorId", s.name AS "successorName"
       FROM household_members m JOIN households h ON h.id = m.household_id
       LEFT JOIN LATERAL (SELECT o.user_id, u.name FROM household_members o JOIN users u ON u.id = o.user_id
         WHERE o.household_id = h.id AND o.user_id <> $1 ORDER BY o.joined_at, o.user_id LIMIT 1) s ON true
       WHERE m.user_id = $1 AND m.role = 'owner'
       ORDER BY h.id FOR UPDATE OF h`,
      [userId],
    )) as OwnedHousehold[];
  }

  /**
   * Each column user-data-tables.ts names, by its rule: emptied or handed over first (a delete
   * below would otherwise cascade into a household's rows), then the person's own rows, the
   * account last. The change log is written by triggers on all of these, so it is cleared after.
   */
  private async removeRows(manager: EntityManager, userId: number, email: string): Promise<void> {
    const columns = personColumns();
    const target = (byEmail: boolean) => (byEmail ? email.toLowerCase() : userId);
    const match = (column: string, byEmail: boolean) => (byEmail ? `lower(${column}) = $1` : `${column} = $1`);
    for (const { table, column, rule, byEmail } of columns.filter((c) => !c.writtenByTriggers)) {
      if (rule === 'clear') await manager.query(`UPDATE ${table} SET ${column} = NULL WHERE ${match(column, byEmail)}`, [target(byEmail)]);
    }
    for (const { table, column, rule } of columns) {
      if (rule !== 'handOver') continue;
      await manager.query(
        `UPDATE ${table} t SET ${column} = (SELECT o.user_id FROM household_members o WHERE o.household_id = t.household_id AND o.role = 'owner') WHERE t.${column} = $1`,
        [userId],
      );
    }
    const deletes = columns.filter((c) => c.rule === 'delete');
    for (const { table, column, byEmail } of [...deletes.filter((c) => c.table !== 'users'), ...deletes.filter((c) => c.table === 'users')]) {
      await manager.query(`DELETE FROM ${table} WHERE ${match(column, byEmail)}`, [target(byEmail)]);
    }
    for (const { table, column, rule } of columns.filter((c) => c.writtenByTriggers)) {
      if (rule === 'clear') await manager.query(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = $1`, [userId]);
    }
  }
}
