import { Raw, type FindOperator } from 'typeorm';

/*
 * Whose the household's rows are (DECISIONS.md, Households): the pantry, the shopping list, the
 * meal plan and the recipes belong to the signed-in user's current household. Repositories still
 * take the user's id; the household is read from it in the same statement, so a switch or a
 * removal takes effect on the next query, whichever instance runs it. Rows a user inserts land
 * in their current household by a trigger (migration 1765000000000-households).
 */

/** SQL for the user's current household; `userParam` is the SQL parameter holding the user's id. */
export const householdOf = (userParam: string) => `(SELECT hu.current_household_id FROM users hu WHERE hu.id = ${userParam})`;

/** A TypeORM `where` value for a `householdId` column: the user's current household. */
export const inHouseholdOf = (userId: number): FindOperator<number> => Raw((column) => `${column} = ${householdOf(':householdUserId')}`, { householdUserId: userId });

/** SQL for `{id, name}` of the user whose id `userColumn` holds, or null (nobody, or an account since deleted). */
export const personNamed = (userColumn: string) => `(SELECT json_build_object('id', pu.id, 'name', pu.name) FROM users pu WHERE pu.id = ${userColumn})`;
