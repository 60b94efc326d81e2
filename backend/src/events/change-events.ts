import { formatEventId, type HouseholdChangeData, type HouseholdEventEntity, type HouseholdReloadData } from '@mealapp/domain';

/** What the change log (household_changes) holds for one change. */
export interface HouseholdChange {
  seq: number;
  entity: HouseholdEventEntity;
  entityId: number;
  /** 'insert' when the change made the row, 'upsert' when it changed one. */
  op: 'insert' | 'upsert' | 'delete';
  /** Who made an update where the table records it (updated_by), else who added the row; null when that account is gone. */
  userId: number | null;
}

/** A comment line: proxies that end idle connections see traffic, EventSource ignores it. */
export const HEARTBEAT = ': ping\n\n';

/** One `change` event (the contract's HouseholdChangeData); its id is the log's seq, which the client sends back as Last-Event-ID. */
export function changeEvent(change: HouseholdChange): string {
  const data: HouseholdChangeData = {
    entity: change.entity,
    id: change.entityId,
    op: change.op === 'delete' ? 'delete' : 'upsert',
    by: change.userId === null ? null : { id: change.userId },
  };
  return `id: ${formatEventId(change.seq)}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Tells the client to read everything again: what it missed is no longer in the log, or the
 * stream no longer follows its household. With `seq`, the client resumes from there next time.
 */
export function reloadEvent(seq?: number): string {
  const data: HouseholdReloadData = {};
  return `${seq ? `id: ${formatEventId(seq)}\n` : ''}event: reload\ndata: ${JSON.stringify(data)}\n\n`;
}
