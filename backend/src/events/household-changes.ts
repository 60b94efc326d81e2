/** Called with the household whose change log may have grown, or null when any household's may have. */
export type ChangeListener = (householdId: number | null) => void;
/** Called with the user who may no longer follow the household their streams follow (they switched, left, were removed or signed out everywhere). */
export type FollowerListener = (userId: number) => void;

/**
 * The channel the triggers notify at commit: a household's id when its change log grew
 * (migration 1765300000000-household-changes), `user:<id>` when what a user follows may have
 * changed (migration 1765950000000-follower-signals).
 */
export const CHANGES_CHANNEL = 'household_changes';

/** What a notification on CHANGES_CHANNEL says; null for a payload that is neither. */
export function readSignal(payload: string | undefined): { householdId: number } | { userId: number } | null {
  const match = /^(user:)?(\d{1,10})$/.exec(payload ?? '');
  if (!match) return null;
  return match[1] ? { userId: Number(match[2]) } : { householdId: Number(match[2]) };
}

/**
 * Hears that a household's change log (household_changes) grew, or that a user's current
 * household or session changed, whichever connection or instance wrote: a port with one adapter
 * per database (events.module.ts). What changed is always read from the database, so a signal
 * heard twice or late costs a query and loses nothing.
 */
export abstract class HouseholdChanges {
  private readonly listeners = new Set<ChangeListener>();
  private readonly followerListeners = new Set<FollowerListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.watch(true);
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.watch(false);
    };
  }

  subscribeFollowers(listener: FollowerListener): () => void {
    this.followerListeners.add(listener);
    return () => void this.followerListeners.delete(listener);
  }

  protected heard(householdId: number | null): void {
    for (const listener of this.listeners) listener(householdId);
  }

  protected heardFollower(userId: number): void {
    for (const listener of this.followerListeners) listener(userId);
  }

  /** Whether anyone listens now: an adapter that costs something while watching can stop. */
  protected abstract watch(wanted: boolean): void;
}
