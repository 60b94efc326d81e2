import { Module } from '@nestjs/common';
import { RecipeScanController } from './recipe-scan.controller.js';
import { OCR_ENGINE_FACTORY, RecipeScanService } from './recipe-scan.service.js';
import { SCAN_CONFIG, scanConfig } from './scan-config.js';
import { createTesseractEngine } from './tesseract-engine.js';
import { UntrustedWorkModule } from '../../untrusted-work/untrusted-work.module.js';

/** Scan Recipe: POST /api/recipes/scan and the OCR pool behind it. */
@Module({
  imports: [UntrustedWorkModule],
  controllers: [RecipeScanController],
  providers: [
    RecipeScanService,
    { provide: OCR_ENGINE_FACTORY, useValue: createTesseractEngine },
    // Read once at start-up: a bad SCAN_WORKERS, SCAN_QUEUE or SCAN_TIMEOUT_MS stops the server.
    { provide: SCAN_CONFIG, useFactory: () => scanConfig(process.env) },
  ],
})
export class RecipeScanModule {}
