import type { AppConfig } from '../../config/app-config.js';
import { parseRecipeText } from '@mealapp/domain';
import { HttpStatus, type HttpException } from '@nestjs/common';
import type { UntrustedWork } from '../../untrusted-work/untrusted-work.js';
import type { OcrEngine } from './ocr-pool.js';
import { RecipeScanService, SCAN_MESSAGES } from './recipe-scan.service.js';

// The smallest JPEG header the size check reads: start of image, then a 1200 × 1600 frame.
const PHOTO = Buffer.from('ffd8ffc0001108064004b003012200021101031101ffd9', 'hex').toString('base64');

const PRINTED_TEXT = `Ginger Beef Stir-Fry
Serves 2

Ingredients
300g beef sirloin, thinly sliced
3 tbsp soy sauce

Method
1. Toss the beef with the soy sauce.
2. Stir-fry for 2 minutes.
`;

/** A service whose engine answers `read` for every photo (or never, when `read` is null). */
function service(read: (() => Promise<string>) | null, options = { workers: 1, queue: 0, timeoutMs: 60_000 }) {
  const engine: OcrEngine = { recognize: () => (read ? read() : new Promise(() => undefined)), terminate: async () => undefined };
  // the text is read here on the test's thread; the reader threads are the security test's subject
  const readers = { run: async (_task: 'readText', { text }: { text: string }) => parseRecipeText(text) } as unknown as UntrustedWork;
  return new RecipeScanService(async () => engine, { scan: options } as AppConfig, readers);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpException) => ({ status: error.getStatus(), message: error.message }),
  );

describe('RecipeScanService', () => {
  it("answers the photo's text parsed, from source 'Scan', with a stock image for its title", async () => {
    const scans = service(async () => PRINTED_TEXT);
    const recipe = await scans.scan(1, PHOTO);
    expect(recipe).toMatchObject({ title: 'Ginger Beef Stir-Fry', source: 'Scan', suggestedImage: 'asian-stir-fry' });
    expect(recipe.ingredients.map((line) => line.name)).toEqual([expect.stringContaining('beef sirloin'), expect.stringContaining('soy sauce')]);
    await scans.onModuleDestroy();
  });

  it.each([
    ['no text in the photo', async () => '', HttpStatus.UNPROCESSABLE_ENTITY, SCAN_MESSAGES.noRecipe],
    ['text that is no recipe', async () => '\n \n', HttpStatus.UNPROCESSABLE_ENTITY, SCAN_MESSAGES.noRecipe],
    ['an engine that cannot read the bytes', () => Promise.reject(new Error('Error attempting to read image.')), HttpStatus.UNPROCESSABLE_ENTITY, SCAN_MESSAGES.unreadable],
  ])('answers %s with its status and message', async (_what, read, status, message) => {
    const scans = service(read);
    expect(await failure(scans.scan(1, PHOTO))).toEqual({ status, message });
    await scans.onModuleDestroy();
  });

  it('answers 422 when recognition runs out of time', async () => {
    jest.useFakeTimers();
    try {
      const scans = service(null, { workers: 1, queue: 0, timeoutMs: 5_000 });
      const answer = failure(scans.scan(1, PHOTO));
      await jest.advanceTimersByTimeAsync(5_000);
      expect(await answer).toEqual({ status: HttpStatus.UNPROCESSABLE_ENTITY, message: SCAN_MESSAGES.timedOut });
      await scans.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives each user one scan at a time (429), and another user 503 while every worker and the queue are taken", async () => {
    const scans = service(null);
    const running = failure(scans.scan(1, PHOTO));
    expect(await failure(scans.scan(1, PHOTO))).toEqual({ status: HttpStatus.TOO_MANY_REQUESTS, message: SCAN_MESSAGES.inProgress });
    expect(await failure(scans.scan(2, PHOTO))).toEqual({ status: HttpStatus.SERVICE_UNAVAILABLE, message: SCAN_MESSAGES.busy });
    await scans.onModuleDestroy();
    // Shutting down refuses the scan that was running, as busy.
    expect(await running).toEqual({ status: HttpStatus.SERVICE_UNAVAILABLE, message: SCAN_MESSAGES.busy });
  });

  it('checks the photo before it takes a place in the pool', async () => {
    const scans = service(null);
    expect(await failure(scans.scan(1, 'not base64!'))).toMatchObject({ status: HttpStatus.BAD_REQUEST });
    expect(await failure(scans.scan(2, PHOTO.slice(0, 4)))).toMatchObject({ status: HttpStatus.BAD_REQUEST });
    await scans.onModuleDestroy();
  });
});
