import { useListHouseholdsQuery } from './generated/api';
import { useSession } from './hooks';

/**
 * The current household's name where it might surprise: only for someone in more than one
 * household, else undefined. Reads the cached household list, so a screen header pays nothing more.
 */
export function useCurrentHouseholdName(): string | undefined {
  const { isSignedIn } = useSession();
  const { data } = useListHouseholdsQuery(undefined, { skip: !isSignedIn });
  if (!data || data.length < 2) return undefined;
  return data.find((household) => household.isCurrent)?.name;
}
