import { HOUSEHOLD_CHANGE_SCHEMA, HOUSEHOLD_EVENT_SCHEMA, HOUSEHOLD_RELOAD_SCHEMA, readHouseholdEvent } from '@mealapp/domain';
import { Ajv } from 'ajv';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One Server-Sent Event as the client reads it. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: string;
}

// The contract's schemas, compiled once: `x-itemSchema`'s envelope (its `contentSchema` is an
// annotation Ajv's draft does not apply), then the data of each event type.
const ajv = new Ajv({ allErrors: true, strict: false });
const envelope = ajv.compile(HOUSEHOLD_EVENT_SCHEMA);
const dataOf = { change: ajv.compile(HOUSEHOLD_CHANGE_SCHEMA), reload: ajv.compile(HOUSEHOLD_RELOAD_SCHEMA) };

/** Fails unless the event is one the contract (libs/domain household-events.ts) describes, by its schema and by the apps' reader. */
export function checkAgainstContract(event: ReadEvent): void {
  const problems: string[] = [];
  if (!envelope(event)) problems.push(ajv.errorsText(envelope.errors));
  else {
    const validate = dataOf[event.event as keyof typeof dataOf];
    if (!validate(JSON.parse(event.data))) problems.push(ajv.errorsText(validate.errors));
  }
  if (readHouseholdEvent(event) === null) problems.push('readHouseholdEvent refuses it');
  if (problems.length > 0) throw new Error(`event off the contract: ${JSON.stringify(event)}: ${problems.join('; ')}`);
}

/**
 * Reads GET /api/events as the apps do: fetch with the bearer header, frames parsed as they
 * arrive by eventsource-parser, as the shell does. Every event is checked against the contract.
 * `next()` waits for the next event; it rejects once the stream has ended without one, or with
 * the first event that is off the contract.
 */
export class EventStream {
  private readonly events: ReadEvent[] = [];
  private waiting: { resolve: (event: ReadEvent) => void; reject: (error: Error) => void } | null = null;
  private done = false;
  private offContract: Error | null = null;
  readonly ended: Promise<void>;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read();
  }

  static async open(baseUrl: string, token: string, lastEventId?: string): Promise<EventStream> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { Authorization: `Bearer ${token}`, ...(lastEventId !== undefined ? { 'Last-Event-ID': lastEventId } : {}) },
      signal: abort.signal,
    });
    if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
    return new EventStream(response, abort);
  }

  next(): Promise<ReadEvent> {
    if (this.offContract) return Promise.reject(this.offContract);
    const event = this.events.shift();
    if (event) return Promise.resolve(event);
    if (this.done) return Promise.reject(new Error('the stream ended'));
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** The next event's data, parsed, after checking it is a change. */
  async nextChange(): Promise<{ id: string | undefined; change: unknown }> {
    const event = await this.next();
    if (event.event !== 'change') throw new Error(`expected a change, got ${event.event}`);
    return { id: event.id, change: JSON.parse(event.data) };
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    const parser = createParser({ onEvent: (message) => this.received(message) });
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close(), or cut by the server: either way the stream is over.
    }
    this.done = true;
    this.waiting?.reject(new Error('the stream ended'));
    this.waiting = null;
  }

  private received(message: EventSourceMessage): void {
    const event: ReadEvent = { ...(message.id === undefined ? {} : { id: message.id }), event: message.event ?? 'message', data: message.data };
    try {
      checkAgainstContract(event);
    } catch (error) {
      this.offContract ??= error as Error;
      this.waiting?.reject(this.offContract);
      this.waiting = null;
      return;
    }
    if (this.waiting) {
      this.waiting.resolve(event);
      this.waiting = null;
    } else this.events.push(event);
  }
}
