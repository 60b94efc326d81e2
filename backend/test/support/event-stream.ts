/** One Server-Sent Event as the client reads it. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads GET /api/events as the apps do: fetch with the bearer header, frames parsed as they
 * arrive. `next()` waits for the next event; it rejects once the stream has ended without one.
 */
export class EventStream {
  private readonly events: ReadEvent[] = [];
  private waiting: { resolve: (event: ReadEvent) => void; reject: (error: Error) => void } | null = null;
  private done = false;
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
      headers: { Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
      signal: abort.signal,
    });
    if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
    return new EventStream(response, abort);
  }

  next(): Promise<ReadEvent> {
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
    let buffer = '';
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.frame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or cut by the server: either way the stream is over.
    }
    this.done = true;
    this.waiting?.reject(new Error('the stream ended'));
    this.waiting = null;
  }

  private frame(text: string): void {
    const event: ReadEvent = { event: 'message', data: '' };
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(': ');
      const value = rest.join(': ');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') event.data = value;
    }
    if (event.event === 'message' && !event.data) return;
    if (this.waiting) {
      this.waiting.resolve(event);
      this.waiting = null;
    } else this.events.push(event);
  }
}
