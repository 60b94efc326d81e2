import { HttpException, Inject, Injectable, ServiceUnavailableException, UnprocessableEntityException, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { Piscina } from 'piscina';
import { ErrorDto } from '../common/error.dto.js';
import { APP_CONFIG, type AppConfig, type UntrustedWorkConfig } from '../config/app-config.js';
import type { TaskAnswer, UntrustedTasks } from './untrusted-tasks.js';

export type UntrustedTask = keyof UntrustedTasks;
type Input<T extends UntrustedTask> = Parameters<UntrustedTasks[T]>[0];
type Output<T extends UntrustedTask> = Awaited<ReturnType<UntrustedTasks[T]>> extends TaskAnswer<infer V> ? V : never;

/** What each task reads, for the 422's words. */
const WHAT: Record<UntrustedTask, string> = { readPage: 'The page', readText: 'The text', readArchive: 'The files' };

export const UNTRUSTED_WORK_MESSAGES = {
  busy: 'The server is busy reading other pages and files. Try again in a few seconds.',
  tooComplex: (task: UntrustedTask) => `${WHAT[task]} is too complex to read: it took more time or memory than one import may have`,
} as const;

/** What a route that reads untrusted input adds to its 422's description. */
export const TOO_COMPLEX_ANSWER = 'too complex to read within the time and memory one import may have';

/** The 503 of every route that reads untrusted input, as the OpenAPI document says it. */
export const ApiUntrustedWorkBusyResponse = () =>
  ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: `"${UNTRUSTED_WORK_MESSAGES.busy}": every reader is busy and the queue is full, or the wait ran out`,
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
  });

/** 503 with Retry-After (the exception filter writes it): every reader is busy and the queue is full, or the wait ran out. */
export class UntrustedWorkBusy extends ServiceUnavailableException {
  constructor(readonly retryAfterSeconds: number) {
    super(UNTRUSTED_WORK_MESSAGES.busy);
  }
}

// The built server loads the tasks as they are; from its TypeScript sources (under Jest) the threads
// compile them first (ts-worker.cjs).
const here = dirname(fileURLToPath(import.meta.url));
const WORKER_FILE = existsSync(join(here, 'untrusted-tasks.js')) ? join(here, 'untrusted-tasks.js') : join(here, 'ts-worker.cjs');

// A thread left idle this long ends: a server that imports nothing keeps no threads.
const IDLE_MS = 30_000;

/**
 * Reading what users hand the server (fetched pages, pasted text, uploaded archives) on a few worker
 * threads (piscina), each read within a time and memory budget, so no page or file can hold the
 * event loop: every other request, the health probes included, goes on being answered. A read that
 * waits too long for a thread, or finds the queue full, answers 503 with Retry-After; one that runs
 * past its time (its thread is ended) or its memory answers 422. The waiting is counted here rather
 * than in piscina's queue, so a wait that runs out is told apart from a read that does.
 */
@Injectable()
export class UntrustedWork implements OnModuleDestroy {
  private readonly settings: UntrustedWorkConfig;
  private readonly pool: Piscina;
  private running = 0;
  private closed = false;
  private readonly waiting: { start(): void; refuse(): void }[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.untrustedWork;
    this.pool = new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: this.settings.workers,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(this.settings.memoryMb / 4)) },
    });
  }

  /** The task's answer. @throws UntrustedWorkBusy (503), UnprocessableEntityException (422), or the 4xx the task refused with */
  async run<T extends UntrustedTask>(task: T, input: Input<T>): Promise<Output<T>> {
    await this.turn();
    let answer: TaskAnswer<Output<T>>;
    try {
      answer = (await this.pool.run(input, { name: task, signal: AbortSignal.timeout(this.settings.timeoutMs) })) as TaskAnswer<Output<T>>;
    } catch (error) {
      // the server is stopping: the read was cut short, not at fault
      if (this.closed) throw new UntrustedWorkBusy(1);
      const code = (error as { code?: unknown; name?: unknown }).code;
      // over its time (piscina ends the thread) or its heap (the thread dies): the input is at fault
      if ((error as Error).name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') throw new UnprocessableEntityException(UNTRUSTED_WORK_MESSAGES.tooComplex(task));
      throw error;
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
    if ('refused' in answer) throw new HttpException(answer.refused.error, answer.refused.status);
    return answer.value;
  }

  /** Resolves when a thread is free for one more read. */
  private turn(): Promise<void> {
    const { workers, queue, queueWaitMs, timeoutMs } = this.settings;
    // a thread frees within one read's time
    const busy = () => new UntrustedWorkBusy(Math.ceil(timeoutMs / 1000));
    if (this.closed) return Promise.reject(busy());
    if (this.running < workers) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= queue) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          this.running += 1;
          resolve();
        },
        refuse: () => {
          clearTimeout(timer);
          reject(busy());
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        entry.refuse();
      }, queueWaitMs);
      this.waiting.push(entry);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) entry.refuse();
    await this.pool.destroy();
  }
}
