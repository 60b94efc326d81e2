/** A household as the person's list of households shows it. */
export interface HouseholdSeen {
  id: number;
  name: string;
  isCurrent: boolean;
}

/**
 * The household someone was in and is no longer a member of (removed, or the household deleted),
 * with the one they are in now, so the screen can say why everything changed; null when they
 * lost none. Only the current household counts: that is the one whose things were on screen.
 */
export function lostHousehold(before: readonly HouseholdSeen[] | undefined, after: readonly HouseholdSeen[] | undefined): { lost: string; now: string | null } | null {
  const was = before?.find((household) => household.isCurrent);
  if (!was || !after || after.some((household) => household.id === was.id)) return null;
  return { lost: was.name, now: after.find((household) => household.isCurrent)?.name ?? null };
}

export const HOUSEHOLD_LOST_TEXT = {
  title: (lost: string) => `You are no longer in ${lost}`,
  message: (now: string | null) => (now ? `You now see ${now}.` : 'Its pantry, list, plan and recipes are no longer yours to see.'),
};
