import { ValidateBy } from 'class-validator';

/** PostgreSQL's integer (and serial) range: a larger number must be refused before it reaches a query. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one check for a row id (a serial primary key) wherever one is sent: a path, a query or a
 * body field. A number past the column's range (2147483648, 1e308) would fail in the query as
 * a 500; here it is refused like any other id that names no row.
 */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}

/** A body or query field holding a row id; anything else answers 400 with `message`. */
export function IsRowId(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isRowId', validator: { validate: isRowId } }, { message });
}
