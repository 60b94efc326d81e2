import { Module } from '@nestjs/common';
import { RecipeScanController } from './recipe-scan.controller.js';
import { OCR_ENGINE_FACTORY, RecipeScanService } from './recipe-scan.service.js';
import { createTesseractEngine } from './tesseract-engine.js';

/** Scan Recipe: POST /api/recipes/scan and the OCR pool behind it. */
@Module({
  controllers: [RecipeScanController],
  providers: [
    RecipeScanService,
    { provide: OCR_ENGINE_FACTORY, useValue: createTesseractEngine },
  ],
})
export class RecipeScanModule {}
