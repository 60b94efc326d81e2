/** One Server-Sent Event as the stream framed it (HTML Living Standard, "Interpreting an event stream"). */
export interface ServerSentEvent {
  /** The last id the stream set, this event's or an earlier one's; '' when none was. */
  id: string;
  event: string;
  data: string;
}

/**
 * Reads an event stream from text chunks as they arrive, which may cut lines and events anywhere.
 * Comments (`: ping`) and unknown fields are skipped; `retry` is not used by this app.
 */
export class ServerSentEventReader {
  private pending = '';
  private lastId = '';
  private event = '';
  private data: string[] = [];

  /** The events that `chunk` completes. */
  push(chunk: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    this.pending += chunk;
    const lines = this.pending.split(/\r\n|\r|\n/);
    // The last piece has no line end yet, unless the chunk ended with one (then it is '').
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0) events.push({ id: this.lastId, event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') this.data.push(value);
      else if (field === 'event') this.event = value;
      else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    }
    return events;
  }
}
