import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work that runs after the answer has gone (mail, for one): the caller's answer never waits for
 * it or changes with it. A failure is logged. Shutdown waits for what is queued, before the
 * database pool closes.
 */
@Injectable()
export class BackgroundTasks implements OnModuleDestroy {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly running = new Set<Promise<void>>();

  run(label: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.logger.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once nothing is queued, including work queued by queued work. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}
