import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto.js';
import { PublicOperation } from '../common/public-operation.js';
import { RECIPE_IMAGE_MESSAGES, RecipeImagesService } from './recipe-images.service.js';

const IMAGE_CONTENT = Object.fromEntries(['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

/**
 * Serves uploaded recipe images without a token: <img> tags send none. The id is random (a UUID
 * v4) and the bytes never change for an id, so the answer may be cached for a year; helmet's
 * nosniff keeps a browser from reading it as anything but the image type stored.
 */
@ApiTags('recipes')
@Controller('recipe-images')
export class RecipeImagesController {
  constructor(private readonly images: RecipeImagesService) {}

  @Get(':id')
  @PublicOperation({ summary: 'Get an uploaded recipe image' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ content: IMAGE_CONTENT, description: 'The image as uploaded (PNG, JPEG or WebP, checked by content)' })
  // JSON like every error, not an image (issue 33).
  @ApiNotFoundResponse({ type: ErrorDto, description: RECIPE_IMAGE_MESSAGES.notFound })
  async getRecipeImage(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const image = await this.images.find(id);
    if (!image) throw new NotFoundException(RECIPE_IMAGE_MESSAGES.notFound);
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(image.bytes, { type: image.contentType, length: image.bytes.length });
  }
}
