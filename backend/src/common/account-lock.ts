import type { EntityManager } from 'typeorm';

/**
 * Serialises one account's writes for the rest of the caller's transaction (the row lock on the
 * user), so count-then-insert checks of what is the person's own hold under races: reset mails an
 * hour, how many households they belong to. What a household shares (its caps, its list, its
 * names) takes the household's lock instead (household-lock.ts): a second member is another
 * account. NO KEY UPDATE: rows that merely reference the user (foreign keys) can still be written
 * by others meanwhile.
 */
export async function lockAccount(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
