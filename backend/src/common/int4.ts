/** PostgreSQL's integer (and serial) range: a larger number must be refused before it reaches a query. */
export const INT4_MAX = 2_147_483_647;
