import type { EntityManager } from 'typeorm';

/**
 * Serialises one account's writes for the rest of the caller's transaction (the row lock on the
 * user), so count-then-insert checks (item caps, mail limits) hold under races. NO KEY UPDATE: rows
 * that merely reference the user (foreign keys) can still be written by others meanwhile.
 */
export async function lockAccount(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
