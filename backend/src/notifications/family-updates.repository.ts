import type { FamilyAddition, MealType } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { currentHouseholdOfRow, memberOfCurrentHousehold } from '../common/household-scope.js';

/** A member's additions to announce: what others added to their current household since their cursor. */
export interface PendingFamilyUpdate {
  userId: number;
  householdId: number;
  /** The last change already announced to them in this household; null before their first batch. */
  cursor: number | null;
  /** Oldest first, each with its place in the change log. */
  additions: Array<FamilyAddition & { seq: number }>;
}

interface Row {
  userId: number;
  householdId: number;
  cursor: string | null;
  seq: string;
  entity: 'shopping' | 'meal-plan';
  addedAt: Date;
  by: string;
  name: string;
  /** A meal's; null for a shopping item. */
  date: string | null;
  mealType: MealType | null;
}

/**
 * familyUpdates' queries over the change log (migration 1765500000000-family-updates). Both are
 * for the notifications job and cross users by nature: a member hears of the others' additions.
 */
@Injectable()
export class FamilyUpdatesRepository {
  /**
   * For each of `userIds` (at most one entry each): the rows other members inserted into the
   * shopping list or the meal plan of the user's current household, after the user's cursor there
   * and since `since`, that still exist (one deleted since is not news). seq is a bigint: pg
   * answers it as text.
   */
  async pendingFor(manager: EntityManager, userIds: readonly number[], since: Date): Promise<PendingFamilyUpdate[]> {
    const rows = (await manager.query(
      `SELECT r.id AS "userId", ${currentHouseholdOfRow('r')} AS "householdId", cur.seq AS cursor, c.seq, c.entity, c.created_at AS "addedAt",
         adder.name AS by, coalesce(s.name, rec.title, mp.custom_name) AS name, to_char(mp.date, 'YYYY-MM-DD') AS date, mp.meal_type AS "mealType"
       FROM users r
       JOIN household_members m ON ${memberOfCurrentHousehold('m', 'r')}
       LEFT JOIN family_update_cursors cur ON cur.user_id = r.id AND cur.household_id = m.household_id
       JOIN household_changes c ON c.household_id = m.household_id AND c.seq > coalesce(cur.seq, 0)
         AND c.op = 'insert' AND c.entity IN ('shopping', 'meal-plan') AND c.user_id <> r.id AND c.created_at > $2
       JOIN users adder ON adder.id = c.user_id
       LEFT JOIN shopping_items s ON c.entity = 'shopping' AND s.id = c.entity_id
       LEFT JOIN meal_plans mp ON c.entity = 'meal-plan' AND mp.id = c.entity_id
       LEFT JOIN recipes rec ON rec.id = mp.recipe_id
       WHERE r.id = ANY($1::int[]) AND (s.id IS NOT NULL OR mp.id IS NOT NULL)
       ORDER BY r.id, c.seq`,
      [userIds, since],
    )) as Row[];
    const pending = new Map<number, PendingFamilyUpdate>();
    for (const row of rows) {
      const update = pending.get(row.userId) ?? { userId: row.userId, householdId: row.householdId, cursor: row.cursor === null ? null : Number(row.cursor), additions: [] };
      const { entity, by, addedAt, name } = row;
      const addition: FamilyAddition =
        entity === 'shopping' ? { entity, by, addedAt, name } : { entity, by, addedAt, name, date: row.date as string, mealType: row.mealType as MealType };
      update.additions.push({ ...addition, seq: Number(row.seq) });
      pending.set(row.userId, update);
    }
    return [...pending.values()];
  }

  /**
   * The once-per-batch guard: moves the user's cursor in the household from `from` (as read with
   * the batch) to `through`. True for the one caller, of any instance, whose move went in; a caller
   * that read the cursor before another moved it gets false and must not send.
   */
  async claimBatchFor(manager: EntityManager, userId: number, householdId: number, from: number | null, through: number): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO family_update_cursors AS cur (user_id, household_id, seq) VALUES ($1, $2, $4)
       ON CONFLICT (user_id, household_id) DO UPDATE SET seq = EXCLUDED.seq, updated_at = now() WHERE cur.seq = $3
       RETURNING seq`,
      [userId, householdId, from, through],
    )) as unknown[];
    return rows.length === 1;
  }
}
