/**
 * Who may read and who may change a recipe or a recipe category: the one place that decides it.
 * A row with no owner (user_id NULL) is shared: the demo recipes, the starter library and its
 * categories. Every recipe query builds its WHERE from these, so giving households access later
 * is a change here. `user` is the SQL parameter holding the signed-in user's id.
 */
export const readableBy = (alias: string, user: string) => `(${alias}.user_id = ${user} OR ${alias}.user_id IS NULL)`;

export const writableBy = (alias: string, user: string) => `${alias}.user_id = ${user}`;

/** How a user may reach one recipe: their own, a shared one (read only), or not at all (null). */
export type RecipeAccess = 'own' | 'shared' | null;
