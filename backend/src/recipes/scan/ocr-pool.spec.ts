import { OcrPool, OcrPoolClosed, OcrPoolFull, OcrTimedOut, UnreadablePhoto, type OcrEngine } from './ocr-pool.js';

/** An engine whose recognitions finish when the test says, reading the photo's bytes as its text. */
class FakeEngine implements OcrEngine {
  readonly pending: Array<{ image: Buffer; resolve(text: string): void; reject(error: Error): void }> = [];
  terminated = false;

  recognize(image: Buffer): Promise<string> {
    return new Promise((resolve, reject) => this.pending.push({ image, resolve, reject }));
  }

  async terminate(): Promise<void> {
    this.terminated = true;
  }

  finish(): void {
    const job = this.pending.shift()!;
    job.resolve(job.image.toString());
  }
}

const photo = (text: string) => Buffer.from(text);
const flush = () => new Promise((resolve) => setImmediate(resolve));

function pool(options: { workers?: number; queue?: number; timeoutMs?: number } = {}) {
  const engines: FakeEngine[] = [];
  const ocr = new OcrPool(
    async () => {
      const engine = new FakeEngine();
      engines.push(engine);
      return engine;
    },
    { workers: 1, queue: 1, timeoutMs: 1_000, ...options },
  );
  return { ocr, engines };
}

describe('OcrPool', () => {
  it('starts no engine until the first photo, then reuses it', async () => {
    const { ocr, engines } = pool();
    expect(engines).toHaveLength(0);
    const first = ocr.recognize(photo('one'));
    await flush();
    expect(engines).toHaveLength(1);
    engines[0].finish();
    await expect(first).resolves.toBe('one');
    const second = ocr.recognize(photo('two'));
    await flush();
    engines[0].finish();
    await expect(second).resolves.toBe('two');
    expect(engines).toHaveLength(1);
    await ocr.close();
  });

  it('runs at most `workers` recognitions at once, the rest in order of arrival', async () => {
    const { ocr, engines } = pool({ workers: 2, queue: 2 });
    const answers = ['a', 'b', 'c', 'd'].map((text) => ocr.recognize(photo(text)));
    await flush();
    expect(engines).toHaveLength(2);
    expect(engines.map((engine) => engine.pending.map((job) => job.image.toString()))).toEqual([['a'], ['b']]);
    engines[1].finish();
    await flush();
    expect(engines[1].pending.map((job) => job.image.toString())).toEqual(['c']);
    engines[0].finish();
    engines[1].finish();
    await flush();
    engines[0].finish();
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b', 'c', 'd']);
    await ocr.close();
  });

  it('refuses a photo beyond the workers and the queue, and takes one again once there is room', async () => {
    const { ocr, engines } = pool({ workers: 1, queue: 1 });
    const running = ocr.recognize(photo('running'));
    const waiting = ocr.recognize(photo('waiting'));
    await expect(ocr.recognize(photo('refused'))).rejects.toBeInstanceOf(OcrPoolFull);
    await flush();
    engines[0].finish();
    await expect(running).resolves.toBe('running');
    const later = ocr.recognize(photo('later'));
    engines[0].finish();
    await expect(waiting).resolves.toBe('waiting');
    await flush();
    engines[0].finish();
    await expect(later).resolves.toBe('later');
    await ocr.close();
  });

  it('ends an engine that runs out of time, and starts another for the next photo', async () => {
    jest.useFakeTimers();
    try {
      const { ocr, engines } = pool({ timeoutMs: 5_000 });
      const slow = ocr.recognize(photo('slow'));
      const next = ocr.recognize(photo('next'));
      const timedOut = expect(slow).rejects.toBeInstanceOf(OcrTimedOut);
      await jest.advanceTimersByTimeAsync(5_000);
      await timedOut;
      expect(engines[0].terminated).toBe(true);
      expect(engines).toHaveLength(2);
      engines[1].finish();
      await expect(next).resolves.toBe('next');
      engines[0].finish(); // the ended engine's late answer goes nowhere
      await ocr.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends an engine whose recognition failed, passing the error on', async () => {
    const { ocr, engines } = pool();
    const broken = ocr.recognize(photo('broken'));
    await flush();
    engines[0].pending.shift()!.reject(new Error('Error attempting to read image.'));
    await expect(broken).rejects.toThrow('Error attempting to read image.');
    expect(engines[0].terminated).toBe(true);
    const next = ocr.recognize(photo('next'));
    await flush();
    engines[1].finish();
    await expect(next).resolves.toBe('next');
    await ocr.close();
  });

  it('keeps an engine that refused a photo no decoder reads', async () => {
    const { ocr, engines } = pool();
    const corrupt = ocr.recognize(photo('corrupt'));
    await flush();
    engines[0].pending.shift()!.reject(new UnreadablePhoto('The photo could not be decoded'));
    await expect(corrupt).rejects.toBeInstanceOf(UnreadablePhoto);
    expect(engines[0].terminated).toBe(false);
    const next = ocr.recognize(photo('next'));
    await flush();
    engines[0].finish();
    await expect(next).resolves.toBe('next');
    expect(engines).toHaveLength(1);
    await ocr.close();
  });

  it('passes on an engine that fails to start, and tries again for the next photo', async () => {
    let attempts = 0;
    const engine = new FakeEngine();
    const ocr = new OcrPool(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no language data');
        return engine;
      },
      { workers: 1, queue: 1, timeoutMs: 1_000 },
    );
    await expect(ocr.recognize(photo('first'))).rejects.toThrow('no language data');
    const second = ocr.recognize(photo('second'));
    await flush();
    engine.finish();
    await expect(second).resolves.toBe('second');
    await ocr.close();
  });

  it('on close, refuses what runs and waits, ends every engine, and takes nothing more', async () => {
    const { ocr, engines } = pool({ workers: 1, queue: 1 });
    const running = ocr.recognize(photo('running'));
    const waiting = ocr.recognize(photo('waiting'));
    await flush();
    await ocr.close();
    await expect(running).rejects.toBeInstanceOf(OcrPoolClosed);
    await expect(waiting).rejects.toBeInstanceOf(OcrPoolClosed);
    expect(engines.every((engine) => engine.terminated)).toBe(true);
    await expect(ocr.recognize(photo('after'))).rejects.toBeInstanceOf(OcrPoolClosed);
  });
});
