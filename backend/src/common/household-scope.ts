import { Raw, type FindOperator } from 'typeorm';

/*
 * How a statement reaches the signed-in user's current household: the one place that says it
 * (DECISIONS.md, Households). The pantry, the shopping list, the meal plan, the cookings and the
 * recipes with their categories and pictures belong to the household; repositories take the
 * user's id and every query reads the household from it in the same statement, so a switch or a
 * removal takes effect on the next query, whichever instance runs it. Rows a user inserts land in
 * their current household by a trigger (migration 1765000000000-households). A row with no
 * household is shared (the demo recipes, the starter library and its categories): read by all,
 * changed by none. Writes that read shared rows and then write them also take the household's
 * lock (household-lock.ts).
 *
 * `userParam` is the SQL parameter holding the user's id ('$1', ':userId'); `alias` the table's alias.
 */

/** SQL: the household the users row aliased `userAlias` (already in the query) has current. */
export const currentHouseholdOfRow = (userAlias: string) => `${userAlias}.current_household_id`;

/** SQL: the user's current household (a scalar subquery). */
export const householdOf = (userParam: string) => `(SELECT ${currentHouseholdOfRow('hu')} FROM users hu WHERE hu.id = ${userParam})`;

/** SQL condition: the row is the current household's, the user's to read and change. */
export const ownedBy = (alias: string, userParam: string) => `${alias}.household_id = ${householdOf(userParam)}`;

/** SQL condition: the row is the current household's or shared (no household), the user's to read. */
export const readableBy = (alias: string, userParam: string) => `(${ownedBy(alias, userParam)} OR ${alias}.household_id IS NULL)`;

/** A TypeORM `where` value for a `householdId` column: the user's current household. */
export const inHouseholdOf = (userId: number): FindOperator<number> => Raw((column) => `${column} = ${householdOf(':householdUserId')}`, { householdUserId: userId });

/** A TypeORM `where` for an entity with a `householdId` column: the rows of the user's current household. */
export const ownedWhere = (userId: number): { householdId: FindOperator<number> } => ({ householdId: inHouseholdOf(userId) });

/**
 * SQL join condition: the household_members row aliased `memberAlias` is the membership of the
 * users row `userAlias` in their current household, so a user still pointing at a household they
 * were removed from joins nothing.
 */
export const memberOfCurrentHousehold = (memberAlias: string, userAlias: string) =>
  `${memberAlias}.user_id = ${userAlias}.id AND ${memberAlias}.household_id = ${currentHouseholdOfRow(userAlias)}`;

/** SQL: `{id, name}` of the user whose id `userColumn` holds, or null (nobody, or an account since deleted). */
export const personNamed = (userColumn: string) => `(SELECT json_build_object('id', pu.id, 'name', pu.name) FROM users pu WHERE pu.id = ${userColumn})`;
