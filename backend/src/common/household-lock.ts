import type { EntityManager } from 'typeorm';
import { currentHouseholdOfRow } from './household-scope.js';

/**
 * The household's lock: the row lock on the user's current household, held to the end of the
 * caller's transaction. Every write that reads the household's shared rows and then writes them
 * (a cap counted over the household, a list merge, a name that must be unique in the household, an
 * import) takes it FIRST, before any row lock, so two members (or one person's double tap) at once
 * run one after the other, the second seeing what the first committed, and lockers never deadlock.
 * The account lock (account-lock.ts) only serialised one member: a second member, or a list with
 * no rows yet to lock, went through.
 *
 * NO KEY UPDATE: it excludes the other lockers only; inserting a row that references the household
 * (a foreign key's KEY SHARE check) is not blocked, so writers that need no lock never wait on it.
 * Plain SQL, so the same statement serves PostgreSQL and the embedded PGlite (one connection: there
 * transactions queue anyway). Answers the household's id, or null when the user has none.
 */
export async function lockHousehold(manager: EntityManager, userId: number): Promise<number | null> {
  // The user's row before the household's, as account deletion (FOR UPDATE) and the membership
  // calls (account-lock.ts) take them: one order, so none of them deadlock with a locker. KEY SHARE
  // is what an insert naming the user takes anyway; it waits only for the account's deletion.
  // One statement, one round trip on every capped write: PostgreSQL locks each joined row's marks
  // in the order the locking clauses name them (ExecLockRows walks the plan's row marks in order).
  const rows = (await manager.query(
    `SELECT h.id FROM users u JOIN households h ON h.id = ${currentHouseholdOfRow('u')} WHERE u.id = $1 FOR KEY SHARE OF u FOR NO KEY UPDATE OF h`,
    [userId],
  )) as Array<{ id: number }>;
  return rows[0]?.id ?? null;
}

/**
 * The same lock on a household named by its id, for the membership calls (join, leave, remove,
 * delete), which act on a household that need not be the caller's current one.
 */
export async function lockHouseholdById(manager: EntityManager, householdId: number): Promise<void> {
  await manager.query(`SELECT h.id FROM households h WHERE h.id = $1 FOR NO KEY UPDATE`, [householdId]);
}
