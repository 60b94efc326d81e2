import type { ServerResponse } from 'node:http';
import { changeEvent, reloadEvent } from './change-events.js';
import type { HouseholdChangeLog } from './household-change-log.js';

/**
 * One client's open stream: the changes of one household, sent in seq order from `cursor` on.
 * Each signal reads the log after the cursor and checks, in the same statement, that the user
 * still follows the household; once they do not, the stream says `reload` and ends.
 */
export class HouseholdStream {
  private reading = false;
  private readAgain = false;
  private ended = false;
  private readonly endListeners: Array<() => void> = [];

  constructor(
    readonly userId: number,
    private readonly sessionVersion: number,
    readonly householdId: number,
    private cursor: number,
    private readonly res: ServerResponse,
    private readonly log: HouseholdChangeLog,
  ) {
    res.on('close', () => this.end());
  }

  /** Reads what is new; one read at a time, and a signal during a read reads once more after it. */
  catchUp(): void {
    if (this.ended) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    void this.read().finally(() => {
      this.reading = false;
      if (this.readAgain) {
        this.readAgain = false;
        this.catchUp();
      }
    });
  }

  write(frame: string): void {
    if (!this.ended) this.res.write(frame);
  }

  onEnd(listener: () => void): void {
    this.endListeners.push(listener);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
    for (const listener of this.endListeners) listener();
  }

  private async read(): Promise<void> {
    try {
      const changes = await this.log.after(this.userId, this.sessionVersion, this.householdId, this.cursor);
      if (changes === null) {
        this.write(reloadEvent());
        this.end();
        return;
      }
      for (const change of changes) {
        this.write(changeEvent(change));
        this.cursor = change.seq;
      }
    } catch {
      // The database is gone or shutting down: the client reconnects with its Last-Event-ID.
      this.end();
    }
  }
}
