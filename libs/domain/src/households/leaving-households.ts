import type { HouseholdRole } from './households.js';

export interface LeavingHousehold {
  name: string;
  role: HouseholdRole;
  /** Owner first, then by joining (as GET /api/households answers them). */
  members: ReadonlyArray<{ id: number; name: string }>;
}

/** What deleting the account does to a household the person owns: handed to a member, or deleted. */
export interface OwnedHouseholdFate {
  name: string;
  /** The member who takes it over: the longest-standing other one; null when the person is alone in it. */
  successor: string | null;
}

/**
 * The households an account deletion hands over or deletes (docs/your-data.md): each one the
 * person owns goes to its longest-standing other member, or, with no other member, is deleted.
 * The server decides the same by `joined_at` (account-deletion.service.ts).
 */
export function ownedHouseholdFates(households: readonly LeavingHousehold[], userId: number): OwnedHouseholdFate[] {
  return households
    .filter((household) => household.role === 'owner')
    .map((household) => ({
      name: household.name,
      successor: household.members.find((member) => member.id !== userId)?.name ?? null,
    }));
}
