import { useEffect, useRef } from 'react';
import { lostHousehold } from '@mealapp/domain';
import { useListHouseholdsQuery, type HouseholdDto, type HouseholdMemberDto } from './generated/api';
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

/** Households this device is leaving or deleting itself (endpoints.ts): their going is no news here. */
const goneFromHere = new Set<number>();

/** Called as this device asks to leave or delete `householdId`; `settled` undoes it when the call fails. */
export function leavingFromHere(householdId: number, settled: PromiseLike<unknown>): void {
  goneFromHere.add(householdId);
  settled.then(undefined, () => goneFromHere.delete(householdId));
}

/**
 * Calls `onLost` when the current household is no longer the user's because someone else removed
 * them or deleted it (heard through the live events, or at the next refetch): the screens then
 * show another household's things, and should say why.
 */
export function useLostHousehold(onLost: (lost: { lost: string; now: string | null }) => void): void {
  const households = useHouseholds();
  const seen = useRef<HouseholdDto[] | undefined>(undefined);
  const notify = useRef(onLost);
  notify.current = onLost;
  useEffect(() => {
    const before = seen.current;
    seen.current = households;
    const lost = lostHousehold(before, households);
    const lostId = before?.find((household) => household.isCurrent)?.id;
    if (lost && lostId !== undefined && !goneFromHere.delete(lostId)) notify.current(lost);
  }, [households]);
}
