import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation, e.g. two sign-ups racing for one address. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}

/** PostgreSQL's foreign_key_violation on one of `constraints`, e.g. a meal's cook who is not a member of its household. */
export function isForeignKeyViolation(error: unknown, constraints: readonly string[]): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23503' && constraints.includes(driverError.constraint ?? '');
}

/** PostgreSQL's check_violation on one of `constraints`, e.g. servings on a custom meal. */
export function isCheckViolation(error: unknown, constraints: readonly string[]): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23514' && constraints.includes(driverError.constraint ?? '');
}
