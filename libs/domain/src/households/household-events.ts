/**
 * The live event stream's contract (GET /api/events, docs/households.md): what the server sends,
 * what the apps read, and where a resumed stream starts. The server frames and the shell reads
 * these types; the OpenAPI document describes the stream with the schemas below; the backend's
 * tests check every event they receive against them.
 */

/**
 * What a `change` names: each of a household's kinds of thing whose changes the log keeps (the
 * change-log triggers' names, migrations 1765300000000 and 1765700000000). `membership` is someone
 * joining, leaving or being removed; its id is that person's user id.
 */
export const HOUSEHOLD_EVENT_ENTITIES = ['pantry', 'shopping', 'meal-plan', 'recipe', 'recipe-category', 'membership'] as const;
export type HouseholdEventEntity = (typeof HOUSEHOLD_EVENT_ENTITIES)[number];

/** The wire has two ops: a client reads a row it did not have the same way as one that changed. */
export const HOUSEHOLD_CHANGE_OPS = ['upsert', 'delete'] as const;
export type HouseholdChangeOp = (typeof HOUSEHOLD_CHANGE_OPS)[number];

/** A `change` event's data. `by` is who made the change where the row records it, else who added the row; null once that account is gone. */
export interface HouseholdChangeData {
  entity: HouseholdEventEntity;
  id: number;
  op: HouseholdChangeOp;
  by: { id: number } | null;
}

/** A `reload` event's data: nothing, the event itself says it. */
export type HouseholdReloadData = Record<string, never>;

/**
 * One event as a client reads it. A change's id is its position in the log, which the client sends
 * back as Last-Event-ID; a reload carries the position to resume from when there is one.
 */
export type HouseholdEvent = { event: 'change'; id: string; data: HouseholdChangeData } | { event: 'reload'; id?: string; data: HouseholdReloadData };

/** An event as an SSE parser hands it over (eventsource-parser's EventSourceMessage). */
export interface ServerSentMessage {
  event?: string;
  id?: string;
  data: string;
}

/**
 * An event id: a change's position (seq) in the log, in decimal digits. The log's seq is a
 * PostgreSQL bigint; positions past 2^53 would lose digits in JavaScript, and a log would take
 * millennia to get there, so the safe integers are the range.
 */
const EVENT_ID = /^\d{1,16}$/;

export function formatEventId(seq: number): string {
  return String(seq);
}

/** The position a Last-Event-ID names, or null when it is not one (not digits only, or out of range). */
export function parseLastEventId(header: string): number | null {
  if (!EVENT_ID.test(header)) return null;
  const seq = Number(header);
  return Number.isSafeInteger(seq) ? seq : null;
}

/** JSON Schema (OpenAPI 3.0 dialect) of a `change` event's data. */
export const HOUSEHOLD_CHANGE_SCHEMA = {
  title: 'HouseholdChangeData',
  type: 'object',
  additionalProperties: false,
  required: ['entity', 'id', 'op', 'by'],
  properties: {
    entity: { type: 'string', enum: [...HOUSEHOLD_EVENT_ENTITIES], description: "What changed; `membership`'s id is the member's user id" },
    id: { type: 'integer', minimum: 1, description: 'The changed thing' },
    op: { type: 'string', enum: [...HOUSEHOLD_CHANGE_OPS], description: '`upsert` when it was added or changed, `delete` when it is gone' },
    by: {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1 } },
      description: 'Who made the change where the row records it, else who added the row; null once that account is gone',
    },
  },
} as const;

/** JSON Schema of a `reload` event's data: an empty object. */
export const HOUSEHOLD_RELOAD_SCHEMA = { title: 'HouseholdReloadData', type: 'object', additionalProperties: false, properties: {} } as const;

const EVENT_ID_SCHEMA = { type: 'string', pattern: '^\\d{1,16}$' } as const;

/**
 * One event of the stream as an object (`itemSchema` of OpenAPI 3.2's text/event-stream, here as
 * `x-itemSchema`): the SSE fields `event`, `id` and `data`, where `data` is the JSON text of the
 * schema named in its `contentSchema`. Comments (`: ping`) are not events.
 */
export const HOUSEHOLD_EVENT_SCHEMA = {
  title: 'HouseholdEvent',
  oneOf: [
    {
      title: 'HouseholdChangeEvent',
      type: 'object',
      required: ['event', 'id', 'data'],
      properties: {
        event: { type: 'string', enum: ['change'] },
        id: { ...EVENT_ID_SCHEMA, description: "The change's position in the log: send it back as Last-Event-ID" },
        data: { type: 'string', contentMediaType: 'application/json', contentSchema: HOUSEHOLD_CHANGE_SCHEMA },
      },
    },
    {
      title: 'HouseholdReloadEvent',
      type: 'object',
      required: ['event', 'data'],
      properties: {
        event: { type: 'string', enum: ['reload'] },
        id: { ...EVENT_ID_SCHEMA, description: 'Where to resume from next time, when the log has a position to give' },
        data: { type: 'string', contentMediaType: 'application/json', contentSchema: HOUSEHOLD_RELOAD_SCHEMA },
      },
    },
  ],
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;
function changeData(data: unknown): HouseholdChangeData | null {
  if (!isRecord(data)) return null;
  const { entity, id, op, by } = data;
  if (!HOUSEHOLD_EVENT_ENTITIES.includes(entity as HouseholdEventEntity) || !isId(id) || !HOUSEHOLD_CHANGE_OPS.includes(op as HouseholdChangeOp)) return null;
  if (by !== null && !(isRecord(by) && isId(by.id))) return null;
  return { entity: entity as HouseholdEventEntity, id, op: op as HouseholdChangeOp, by: by === null ? null : { id: by.id as number } };
}

/**
 * The event a parsed SSE message is, or null when it is none of the contract's (another event
 * type, an entity it does not know, a malformed id or data): a client skips what it cannot act on,
 * and reads past fields it does not know, so a newer server can add both. The server is held to
 * the schemas exactly (its tests check every event against them).
 */
export function readHouseholdEvent(message: ServerSentMessage): HouseholdEvent | null {
  const id = message.id === undefined || message.id === '' ? undefined : message.id;
  if (id !== undefined && parseLastEventId(id) === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (message.event === 'reload') return isRecord(data) ? { event: 'reload', ...(id === undefined ? {} : { id }), data: {} } : null;
  if (message.event !== 'change' || id === undefined) return null;
  const change = changeData(data);
  return change && { event: 'change', id, data: change };
}

/** Where a stream starts: live from now, replaying the log after a position, or with a `reload`. */
export type StreamStart = { kind: 'live' } | { kind: 'replay'; after: number } | { kind: 'reload' };

/** What the log holds: the household's oldest kept change (null when none is kept), and the last position handed out to any household. */
export interface LogBounds {
  oldestKept: number | null;
  lastIssued: number;
}

/**
 * Where a stream resuming from `lastEventId` starts.
 * - No Last-Event-ID: live (a first connection).
 * - One that is not a position (garbage, negative, out of range): reload. EventSource sends back
 *   whatever id it last saw, so something it cannot resume from means it may have missed anything.
 * - One past the last position ever handed out: reload. The log was restored from a backup taken
 *   before the client's last event, whose position will be handed out again to other changes.
 * - One at or after the household's oldest kept change: replay what followed. Retention deletes
 *   the oldest changes first, so everything after it is still kept.
 * - Else (the client's last change was pruned, or nothing is kept): reload, what it missed may be gone.
 */
export function streamStart(lastEventId: string | undefined, log: LogBounds): StreamStart {
  if (lastEventId === undefined || lastEventId === '') return { kind: 'live' };
  const after = parseLastEventId(lastEventId);
  if (after === null || after > log.lastIssued) return { kind: 'reload' };
  return log.oldestKept !== null && log.oldestKept <= after ? { kind: 'replay', after } : { kind: 'reload' };
}
