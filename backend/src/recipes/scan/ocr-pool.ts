import type { ScanPoolConfig } from '../../config/app-config.js';

/** One OCR worker: reads a photo's text, on its own thread. */
export interface OcrEngine {
  recognize(image: Buffer): Promise<string>;
  terminate(): Promise<void>;
}

/** Read with the rest of the settings (app-config.ts): a full queue is OcrPoolFull, a recognition past timeoutMs OcrTimedOut. */
export type OcrPoolOptions = ScanPoolConfig;

export class OcrPoolFull extends Error {}
export class OcrTimedOut extends Error {}
export class OcrPoolClosed extends Error {}
/** The photo, not the engine, was at fault (bytes no decoder reads): the engine goes on working. */
export class UnreadablePhoto extends Error {}

interface Job {
  image: Buffer;
  resolve(text: string): void;
  reject(error: unknown): void;
}

/**
 * A few OCR engines shared by every request, so recognition runs beside the API instead of on its
 * thread and never takes more threads than it was given. Engines start on the first photo (a
 * server that never scans never loads the language data); a recognition that fails or runs out of
 * time ends its engine (a worker cannot be interrupted, and one that failed is not trusted), and a
 * new one starts for the next photo. A photo that could not be decoded leaves its engine working.
 */
export class OcrPool {
  private readonly idle: OcrEngine[] = [];
  /** Each engine at work, with what stops its job's clock and refuses it. */
  private readonly busy = new Map<OcrEngine, (error: unknown) => void>();
  private readonly waiting: Job[] = [];
  private starting = 0;
  private closed = false;

  constructor(
    private readonly createEngine: () => Promise<OcrEngine>,
    private readonly options: OcrPoolOptions,
  ) {}

  /** The photo's text. @throws OcrPoolFull, OcrTimedOut, OcrPoolClosed, or the engine's error */
  recognize(image: Buffer): Promise<string> {
    if (this.closed) return Promise.reject(new OcrPoolClosed('The OCR pool is closed'));
    if (this.busy.size + this.waiting.length >= this.options.workers + this.options.queue) return Promise.reject(new OcrPoolFull('Every OCR worker is busy'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ image, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every engine; photos waiting or in recognition are refused with OcrPoolClosed. */
  async close(): Promise<void> {
    this.closed = true;
    const closed = new OcrPoolClosed('The OCR pool is closed');
    for (const job of this.waiting.splice(0)) job.reject(closed);
    for (const refuse of this.busy.values()) refuse(closed);
    const engines = [...this.idle.splice(0), ...this.busy.keys()];
    this.busy.clear();
    await Promise.all(engines.map((engine) => engine.terminate().catch(() => undefined)));
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && this.idle.length > 0) this.run(this.idle.pop()!, this.waiting.shift()!);
    const engines = this.idle.length + this.busy.size + this.starting;
    const wanted = Math.min(this.waiting.length - this.starting, this.options.workers - engines);
    for (let i = 0; i < wanted; i++) this.start();
  }

  private start(): void {
    this.starting += 1;
    this.createEngine().then(
      (engine) => {
        this.starting -= 1;
        if (this.closed) {
          void engine.terminate().catch(() => undefined);
          return;
        }
        this.idle.push(engine);
        this.dispatch();
      },
      (error: unknown) => {
        this.starting -= 1;
        // The photo that asked for this engine is told why; the others wait for the next one.
        this.waiting.shift()?.reject(error);
        if (!this.closed) this.dispatch();
      },
    );
  }

  private run(engine: OcrEngine, job: Job): void {
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      return true;
    };
    /** Ends the job; a healthy engine goes back to work, any other is ended. */
    const finish = (keep: boolean) => {
      this.busy.delete(engine);
      if (keep) this.idle.push(engine);
      else void engine.terminate().catch(() => undefined);
      this.dispatch();
    };
    const timer = setTimeout(() => {
      if (!settle()) return;
      finish(false);
      job.reject(new OcrTimedOut(`OCR took longer than ${this.options.timeoutMs} ms`));
    }, this.options.timeoutMs);
    this.busy.set(engine, (error) => {
      if (settle()) job.reject(error);
    });
    engine.recognize(job.image).then(
      (text) => {
        if (!settle()) return;
        finish(true);
        job.resolve(text);
      },
      (error: unknown) => {
        if (!settle()) return;
        finish(error instanceof UnreadablePhoto);
        job.reject(error);
      },
    );
  }
}
