import { suggestStockImages, type ParsedRecipe } from '@mealapp/domain';
import { Inject, Injectable, ServiceUnavailableException, UnprocessableEntityException, type OnModuleDestroy } from '@nestjs/common';
import { TooManyRequests } from '../../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UntrustedWork } from '../../untrusted-work/untrusted-work.js';
import { OcrPool, OcrPoolClosed, OcrPoolFull, OcrTimedOut, type OcrEngine } from './ocr-pool.js';
import { tidyScannedText } from './ocr-text.js';
import { decodeScanImage } from './scan-image.js';

export const OCR_ENGINE_FACTORY = Symbol('OCR_ENGINE_FACTORY');

export const SCAN_MESSAGES = {
  noRecipe: 'No recipe found in the photo. Try a sharper photo of the whole recipe, or add it manually.',
  unreadable: 'The photo could not be read. Try another photo.',
  timedOut: 'The photo took too long to read. Try a closer photo of just the recipe.',
  busy: 'Scanning is busy right now. Please try again in a minute.',
  inProgress: 'One of your scans is still running. Please wait for it to finish.',
} as const;

/** spec part 2 §5 (Scan result): the recipe read from the photo, with a stock image to suggest. */
export type ScannedRecipe = ParsedRecipe & { suggestedImage: string | null };

/**
 * Scan Recipe: a photo's text read on this server (never sent elsewhere), then the same text parser
 * as Paste & Parse. Photos share a small pool of OCR workers; each user has one scan running at a
 * time, so no one fills the queue alone.
 */
@Injectable()
export class RecipeScanService implements OnModuleDestroy {
  private readonly pool: OcrPool;
  private readonly scanning = new Set<number>();

  constructor(
    @Inject(OCR_ENGINE_FACTORY) createEngine: () => Promise<OcrEngine>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly untrusted: UntrustedWork,
  ) {
    this.pool = new OcrPool(createEngine, config.scan);
  }

  /** @throws BadRequestException, PayloadTooLargeException, UnprocessableEntityException, TooManyRequests, ServiceUnavailableException */
  async scan(userId: number, image: unknown): Promise<ScannedRecipe> {
    const photo = decodeScanImage(image);
    // A scan takes seconds: a few seconds' pause before the next try.
    if (this.scanning.has(userId)) throw new TooManyRequests(SCAN_MESSAGES.inProgress, 5);
    this.scanning.add(userId);
    let text: string;
    try {
      text = await this.pool.recognize(photo.bytes);
    } catch (error) {
      if (error instanceof OcrPoolFull || error instanceof OcrPoolClosed) throw new ServiceUnavailableException(SCAN_MESSAGES.busy);
      if (error instanceof OcrTimedOut) throw new UnprocessableEntityException(SCAN_MESSAGES.timedOut);
      // The engine refused the bytes: a file that starts like a JPEG or PNG but is not one.
      throw new UnprocessableEntityException(SCAN_MESSAGES.unreadable);
    } finally {
      this.scanning.delete(userId);
    }
    // the photo's text is read as pasted text is: on a reader thread, within its budget
    const recipe = await this.untrusted.run('readText', { text: tidyScannedText(text) });
    if (!recipe) throw new UnprocessableEntityException(SCAN_MESSAGES.noRecipe);
    return { ...recipe, source: 'Scan', suggestedImage: suggestStockImages(recipe)[0]?.id ?? null };
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
