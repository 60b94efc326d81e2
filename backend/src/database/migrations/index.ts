import { Accounts1763800000000 } from './1763800000000-accounts.js';

/** In order. Every schema change is a new migration appended here; `synchronize` is never on. */
export const migrations = [Accounts1763800000000];
