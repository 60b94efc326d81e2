import { useEffect, useMemo, useRef } from 'react';
import { lostHousehold } from '@mealapp/domain';
import { useListHouseholdsQuery, type HouseholdDto, type HouseholdMemberDto } from './generated/api';
import { useIsSignedIn } from './hooks';
import { useAppSelector, type RootState } from './store';

// Each hook here selects only what it answers: a screen that shows a household's name renders again
// when the name changes, not at every answer or refetch of the household list (RTK Query compares
// what `selectFromResult` picks, shallowly), nor when the session changes. A store update renders
// synchronously, and these are read at the top of whole screens and on every row of a list.

type Households = readonly HouseholdDto[] | undefined;

/** The cached household list, picked by `pick`; `pick` must be stable (module level). */
function useHouseholds<T>(pick: (households: Households) => T): T {
  const skip = !useIsSignedIn();
  const selectFromResult = useMemo(() => (result: { data?: Households }) => ({ picked: pick(result.data) }), [pick]);
  return useListHouseholdsQuery(undefined, { skip, selectFromResult }).picked;
}

/**
 * The current household's name where it might surprise: only for someone in more than one
 * household, else undefined. Reads the cached household list, so a screen header pays nothing more.
 */
export function useCurrentHouseholdName(): string | undefined {
  return useHouseholds(currentNameWhereItMatters);
}

function currentNameWhereItMatters(households: Households): string | undefined {
  if (!households || households.length < 2) return undefined;
  return households.find((household) => household.isCurrent)?.name;
}

const NO_MEMBERS: readonly HouseholdMemberDto[] = [];

/** The current household's members, the owner first; none until the list is known. From the same cached list. */
export function useCurrentHouseholdMembers(): readonly HouseholdMemberDto[] {
  return useHouseholds(currentMembers);
}

// RTK Query keeps the parts of a refetched answer that did not change, so unchanged members are the same array.
const currentMembers = (households: Households) => households?.find((household) => household.isCurrent)?.members ?? NO_MEMBERS;

const wholeList = (households: Households) => households;

const selectUserId = (state: RootState) => (state.session.user ? Number(state.session.user.id) : null);

/** The signed-in user's id, to tell what they did from what other members did; null when signed out. */
export function useSignedInUserId(): number | null {
  return useAppSelector(selectUserId);
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
  const households = useHouseholds(wholeList);
  const seen = useRef<Households>(undefined);
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
