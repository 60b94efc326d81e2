import { Module } from '@nestjs/common';
import { RecipeScanController } from './recipe-scan.controller.js';
import { OCR_ENGINE_FACTORY, RecipeScanService } from './recipe-scan.service.js';
import { createTesseractEngine } from './tesseract-engine.js';
import { UntrustedWorkModule } from '../../untrusted-work/untrusted-work.module.js';

/** Scan Recipe: POST /api/recipes/scan and the OCR pool behind it. */
@Module({
  imports: [UntrustedWorkModule],
  controllers: [RecipeScanController],
  providers: [
    RecipeScanService,
    { provide: OCR_ENGINE_FACTORY, useValue: createTesseractEngine },
  ],
})
export class RecipeScanModule {}
