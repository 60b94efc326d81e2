/** What the change log (household_changes) holds for one change. */
export interface HouseholdChange {
  seq: number;
  entity: 'pantry' | 'shopping' | 'meal-plan' | 'recipe' | 'recipe-category' | 'membership';
  entityId: number;
  /** 'insert' when the change made the row, 'upsert' when it changed one. */
  op: 'insert' | 'upsert' | 'delete';
  /** Who made an update where the table records it (updated_by), else who added the row; null when that account is gone. */
  userId: number | null;
}

/** A comment line: proxies that end idle connections see traffic, EventSource ignores it. */
export const HEARTBEAT = ': ping\n\n';

/**
 * One `change` event; its id is the log's seq, which the client sends back as Last-Event-ID. The
 * wire has two ops: a client reads a row it did not have the same way as one that changed.
 */
export function changeEvent(change: HouseholdChange): string {
  const op = change.op === 'delete' ? 'delete' : 'upsert';
  const data = { entity: change.entity, id: change.entityId, op, by: change.userId === null ? null : { id: change.userId } };
  return `id: ${change.seq}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Tells the client to read everything again: what it missed is no longer in the log, or the
 * stream no longer follows its household. With `seq`, the client resumes from there next time.
 */
export function reloadEvent(seq?: number): string {
  return `${seq ? `id: ${seq}\n` : ''}event: reload\ndata: {}\n\n`;
}

export type StreamStart = { kind: 'live' } | { kind: 'replay'; after: number } | { kind: 'reload' };

/**
 * Where a stream starts. Retention deletes the oldest of a household's changes first, so when a
 * change at or before the client's last one is still kept, everything after it is too; when none
 * is (its last one was pruned, or it came from another household), what it missed may be gone.
 * A header that is not a seq counts as absent: EventSource sends whatever id it last saw.
 */
export function streamStart(lastEventId: string | undefined, oldestKept: number | null): StreamStart {
  if (lastEventId === undefined || !/^\d{1,18}$/.test(lastEventId)) return { kind: 'live' };
  const after = Number(lastEventId);
  return oldestKept !== null && oldestKept <= after ? { kind: 'replay', after } : { kind: 'reload' };
}
