import { householdOf } from '../common/household-scope.js';

/**
 * Who may read and who may change a recipe or a recipe category: the one place that decides it.
 * The household's rows are its members' to read and change (household-scope.ts); a row with no
 * household is shared: the demo recipes, the starter library and its categories, read by all and
 * changed by none. Every recipe query builds its WHERE from these. `user` is the SQL parameter
 * holding the signed-in user's id.
 */
export const readableBy = (alias: string, user: string) => `(${alias}.household_id = ${householdOf(user)} OR ${alias}.household_id IS NULL)`;

export const writableBy = (alias: string, user: string) => `${alias}.household_id = ${householdOf(user)}`;

/** How a user may reach one recipe: their own, a shared one (read only), or not at all (null). */
export type RecipeAccess = 'own' | 'shared' | null;
