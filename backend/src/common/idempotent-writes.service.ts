import { IDEMPOTENCY_MESSAGES } from '@mealapp/domain';
import { ConflictException, Injectable, Logger, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { IdempotentWritesRepository } from './idempotent-writes.repository.js';

/** What a write answered: kept for its key and sent again to every repeat. */
export interface WriteAnswer {
  status: number;
  body: unknown;
}

/** How long a repeat waits for the first request with its key to finish before answering 503. */
export const IN_PROGRESS_WAIT_MS = 10_000;
/** A claim without an answer this old was left by a process that stopped mid-write. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

/** sha256 of the method, the path and the body with its keys sorted: what "the same request" means. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body ?? null)}`).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a write once per (user, key). The item services own their transactions, so the key is
 * claimed in a statement of its own before the write and its answer stored after it (not one
 * transaction: see docs/offline.md). A repeat finds the stored answer; a repeat that arrives while
 * the first is under way waits for it; a write that was refused or failed changed nothing, so its
 * claim is freed and a repeat runs it again. A claim left without an answer (the process stopped
 * between the write and storing its answer) answers 409 rather than risk doing the write twice.
 */
@Injectable()
export class IdempotentWrites {
  private readonly logger = new Logger('IdempotentWrites');
  /** Claims this instance is running, so a concurrent repeat waits on the promise instead of polling. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: IdempotentWritesRepository,
  ) {}

  async once(userId: number, key: string, fingerprint: string, perform: () => Promise<WriteAnswer>): Promise<WriteAnswer> {
    const manager = this.dataSource.manager;
    const giveUpAt = Date.now() + IN_PROGRESS_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      if (await this.keys.claimFor(manager, userId, key, fingerprint)) return this.performClaimed(userId, key, perform);
      const held = await this.keys.findOwnedBy(manager, userId, key);
      if (!held) continue; // freed meanwhile: claim it
      if (held.expired) {
        await this.keys.deleteExpiredOwnedBy(manager, userId, key);
        continue;
      }
      if (held.fingerprint !== fingerprint) throw new UnprocessableEntityException(IDEMPOTENCY_MESSAGES.reused);
      if (held.statusCode !== null) return { status: held.statusCode, body: held.body };
      const here = this.running.get(`${userId}:${key}`);
      if (!here && held.ageMs > ABANDONED_CLAIM_MS) throw new ConflictException(IDEMPOTENCY_MESSAGES.unfinished);
      if (Date.now() > giveUpAt) throw new ServiceUnavailableException(IDEMPOTENCY_MESSAGES.inProgress);
      // Under way here: wait for it; elsewhere (another instance): look again shortly.
      if (here) await here.catch(() => undefined);
      else await sleep(Math.min(25 * 2 ** attempt, 250));
    }
  }

  private async performClaimed(userId: number, key: string, perform: () => Promise<WriteAnswer>): Promise<WriteAnswer> {
    const id = `${userId}:${key}`;
    const run = (async () => {
      const manager = this.dataSource.manager;
      let answer: WriteAnswer;
      try {
        answer = await perform();
      } catch (error) {
        await this.keys.releaseOwnedBy(manager, userId, key).catch((failure: unknown) => this.logger.error(`Could not free key: ${String(failure)}`));
        throw error;
      }
      try {
        await this.keys.completeOwnedBy(manager, userId, key, answer.status, answer.body);
      } catch (failure) {
        // The write is done; a repeat will find the claim unanswered and refuse it (409), never redo it.
        this.logger.error(`Could not store the answer of a write: ${String(failure)}`);
      }
      return answer;
    })();
    this.running.set(id, run);
    try {
      return await run;
    } finally {
      this.running.delete(id);
    }
  }
}
