import type { DataSource } from 'typeorm';

/**
 * Membership set in the database, as the calls that manage it would: join makes the household
 * current, leaving goes back to the member's own.
 */
export const households = (db: () => DataSource) => ({
  async homeOf(userId: number): Promise<number> {
    return ((await db().query(`SELECT current_household_id AS id FROM users WHERE id = $1`, [userId])) as Array<{ id: number }>)[0].id;
  },
  async join(userId: number, householdId: number): Promise<void> {
    await db().query(`INSERT INTO household_members (household_id, user_id, role) VALUES ($1, $2, 'member')`, [householdId, userId]);
    await db().query(`UPDATE users SET current_household_id = $1 WHERE id = $2`, [householdId, userId]);
  },
  async leave(userId: number, householdId: number): Promise<void> {
    await db().query(`DELETE FROM household_members WHERE household_id = $1 AND user_id = $2`, [householdId, userId]);
    await db().query(`UPDATE users SET current_household_id = (SELECT household_id FROM household_members WHERE user_id = $1 AND role = 'owner' LIMIT 1) WHERE id = $1`, [userId]);
  },
});
