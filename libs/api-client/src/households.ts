import { useListHouseholdsQuery, type HouseholdMemberDto } from './generated/api';
import { useSession } from './hooks';

/**
 * The current household's name where it might surprise: only for someone in more than one
 * household, else undefined. Reads the cached household list, so a screen header pays nothing more.
 */
export function useCurrentHouseholdName(): string | undefined {
  const data = useHouseholds();
  if (!data || data.length < 2) return undefined;
  return data.find((household) => household.isCurrent)?.name;
}

const NO_MEMBERS: readonly HouseholdMemberDto[] = [];

/** The current household's members, the owner first; none until the list is known. From the same cached list. */
export function useCurrentHouseholdMembers(): readonly HouseholdMemberDto[] {
  return useHouseholds()?.find((household) => household.isCurrent)?.members ?? NO_MEMBERS;
}

function useHouseholds() {
  const { isSignedIn } = useSession();
  return useListHouseholdsQuery(undefined, { skip: !isSignedIn }).data;
}

/** The signed-in user's id, to tell what they did from what other members did; null when signed out. */
export function useSignedInUserId(): number | null {
  const { user } = useSession();
  return user ? Number(user.id) : null;
}
