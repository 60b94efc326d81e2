import { QueryFailedError } from 'typeorm';

/** PostgreSQL's error code and, where it names one, the constraint a query broke. */
function violation(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string } | undefined) : undefined;
}

const brokeOneOf = (error: unknown, code: string, constraints: readonly string[]) => {
  const broken = violation(error);
  return broken?.code === code && constraints.includes(broken.constraint ?? '');
};

/** PostgreSQL's unique_violation, e.g. two sign-ups racing for one address. */
export function isUniqueViolation(error: unknown): boolean {
  return violation(error)?.code === '23505';
}

/** PostgreSQL's foreign_key_violation on one of `constraints`, e.g. a meal's cook who is not a member of its household. */
export function isForeignKeyViolation(error: unknown, constraints: readonly string[]): boolean {
  return brokeOneOf(error, '23503', constraints);
}

/** PostgreSQL's check_violation on one of `constraints`, e.g. servings on a custom meal. */
export function isCheckViolation(error: unknown, constraints: readonly string[]): boolean {
  return brokeOneOf(error, '23514', constraints);
}
