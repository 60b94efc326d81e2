/** Called with the household whose change log may have grown, or null when any household's may have. */
export type ChangeListener = (householdId: number | null) => void;

/**
 * Hears that a household's change log (household_changes) grew, whichever connection or instance
 * wrote: a port with one adapter per database (events.module.ts). What changed is always read
 * from the log, so a signal heard twice or late costs a query and loses nothing.
 */
export abstract class HouseholdChanges {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.watch(true);
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.watch(false);
    };
  }

  protected heard(householdId: number | null): void {
    for (const listener of this.listeners) listener(householdId);
  }

  /** Whether anyone listens now: an adapter that costs something while watching can stop. */
  protected abstract watch(wanted: boolean): void;
}
