import type { LogBounds } from './household-events.js';

/*
 * Delta reads (GET /api/changes?since=, docs/performance.md): after a `change` event, a phone asks
 * for the rows that changed since the last position it applied, instead of every list again. One
 * request answers every kind of thing a household shares, so a phone that was away catches up
 * with one call, or is told to read everything again.
 */

/** The kinds of thing whose rows a delta carries: the rest (categories, members) are read again. */
export const DELTA_ENTITIES = ['pantry', 'shopping', 'meal-plan', 'recipe'] as const;
export type DeltaEntity = (typeof DELTA_ENTITIES)[number];

/** One kind's changes: its rows as a list answers them, and the ids gone. */
export interface RowChanges<Row> {
  upserted: Row[];
  deleted: number[];
}

/** At most this many changed rows in one answer: past it, reading the lists again is cheaper, and the answer says reload. */
export const DELTA_MAX_ROWS = 500;

/**
 * Whether the log still holds every change of the household after `since`: the log is pruned
 * oldest first, so it does when `since` is at or past the change before the oldest kept one. A
 * position past every one handed out comes from before a restore (reload); nothing kept means
 * nothing can be vouched for (reload).
 */
export function deltaCovers(since: number, log: LogBounds): boolean {
  if (!Number.isSafeInteger(since) || since < 0 || since > log.lastIssued) return false;
  return log.oldestKept !== null && since >= log.oldestKept - 1;
}

/**
 * The position to ask from after a batch of change events: the last position applied, or, before
 * any, the one just before the batch's first event (a fresh stream starts live, at no position).
 */
export function deltaSince(applied: number | null, firstEventSeq: number): number {
  return applied ?? Math.max(0, firstEventSeq - 1);
}
