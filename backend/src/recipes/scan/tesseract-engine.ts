import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { UnreadablePhoto, type OcrEngine } from './ocr-pool.js';
import { textWithoutSpecks } from './ocr-text.js';
import type { PageCleanupSteps } from './page-cleanup.js';

const require = createRequire(import.meta.url);

/**
 * English from the @tesseract.js-data/eng package, read from disk: nothing is fetched at run time.
 * Its 4.0.0_best_int folder holds the LSTM model alone (2.9 MB gzipped, what tesseract.js itself
 * picks for LSTM-only recognition); the package's default 4.0.0 folder adds the legacy engine's
 * data (10.9 MB) that LSTM-only recognition never reads.
 */
export const ENGLISH_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * A tesseract.js worker (a worker thread running Tesseract's WebAssembly build), reading each photo
 * once it is cleaned up, and leaving out the specks it read as words. The bench switches the
 * clean-up's steps (`cleanup`) and the specks (`dropSpecks`) to measure what each buys.
 */
export async function createTesseractEngine(cleanup?: PageCleanupSteps, dropSpecks = true): Promise<OcrEngine> {
  // Loaded with the first engine: a server that never scans never loads libvips (about 20 MB).
  const { cleanUpPage, PAGE_CLEANUP } = await import('./page-cleanup.js');
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: ENGLISH_DATA_DIR,
    gzip: true,
    // Never written to disk: the language data is read from the package on each start.
    cacheMethod: 'none',
    // Without a handler, a failed job throws from the worker's message listener and ends the process;
    // the job's own promise already carries the error.
    errorHandler: () => undefined,
  });
  return {
    async recognize(image) {
      const page = await cleanUpPage(image, cleanup ?? PAGE_CLEANUP).catch((error: unknown) => {
        throw new UnreadablePhoto('The photo could not be decoded', { cause: error });
      });
      const { data } = await worker.recognize(page, {}, dropSpecks ? { text: false, tsv: true } : { text: true });
      return dropSpecks ? textWithoutSpecks(data.tsv ?? '') : data.text;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
