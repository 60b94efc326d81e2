import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard.js';
import { ErrorDto } from '../../common/error.dto.js';
import { ScanRecipeDto, ScanResultDto } from './dto/scan-recipe.dto.js';
import { RecipeScanService, SCAN_MESSAGES } from './recipe-scan.service.js';
import { SCAN_IMAGE_MESSAGES } from './scan-image.js';

@ApiTags('recipes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('recipes')
export class RecipeScanController {
  constructor(private readonly scans: RecipeScanService) {}

  @Post('scan')
  @ApiOperation({ summary: 'Read a recipe from a photo' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: ScanResultDto,
    description:
      "The recipe read from a photo of a printed page, for review before saving; nothing is saved. The photo's text is read on this " +
      'server (Tesseract, English) and parsed as Paste & Parse parses text.',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: `${SCAN_IMAGE_MESSAGES.notBase64}; ${SCAN_IMAGE_MESSAGES.wrongType}; ${SCAN_IMAGE_MESSAGES.tooManyPixels}` })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: SCAN_IMAGE_MESSAGES.tooLarge })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: `${SCAN_MESSAGES.noRecipe}; ${SCAN_MESSAGES.unreadable}; ${SCAN_MESSAGES.timedOut}` })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: SCAN_MESSAGES.inProgress })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: `Every OCR worker is busy and the queue is full: "${SCAN_MESSAGES.busy}"` })
  async scanRecipe(@CurrentUser() user: AuthenticatedUser, @Body() body: ScanRecipeDto): Promise<ScanResultDto> {
    return { recipe: await this.scans.scan(user.id, body.image) };
  }
}
