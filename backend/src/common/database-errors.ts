import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation, e.g. two sign-ups racing for one address. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
