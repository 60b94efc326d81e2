import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Ip, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { ImportResultDto, MY_DATA_DOCUMENT_SCHEMA } from './dto/my-data.dto.js';
import type { MyDataDocument } from './my-data-document.js';
import { MyDataExportService } from './my-data-export.service.js';
import { MyDataImportService } from './my-data-import.service.js';

/** Taking one's data out, bringing it back, and leaving (docs/your-data.md). */
@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MyDataController {
  constructor(
    private readonly exporter: MyDataExportService,
    private readonly importer: MyDataImportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Download everything of the account and its households as one JSON document',
  })
  @ApiOkResponse({
    schema: MY_DATA_DOCUMENT_SCHEMA,
    description: 'An attachment named meal-planner-export-YYYY-MM-DD.json',
  })
  async exportMyData(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) res: FastifyReply): Promise<MyDataDocument> {
    const document = await this.exporter.export(user.id);
    res.header('Content-Disposition', `attachment; filename="meal-planner-export-${document.exportedAt.slice(0, 10)}.json"`);
    res.header('Cache-Control', 'no-store');
    return document;
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Take an export into this account: all or nothing; rows already there are not added again',
  })
  @ApiBody({ schema: MY_DATA_DOCUMENT_SCHEMA })
  @ApiOkResponse({ type: ImportResultDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'The first wrong field by its path, or a format or version this server does not read',
  })
  @ApiConflictResponse({
    type: ErrorDto,
    description: "The import would pass a household's cap (pantry, shopping list, recipes, categories): the first row past it, by its path",
  })
  @ApiPayloadTooLargeResponse({ type: ErrorDto })
  importMyData(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<ImportResultDto> {
    return this.importer.import(user.id, body);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete the account and everything of it; households it owns are handed over or deleted',
  })
  @ApiNoContentResponse({
    description: 'Deleted; every session ended, and a confirmation mailed',
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({
    type: ErrorDto,
    description: 'Current password is incorrect, or (an account with no password) no fresh sign-in at the identity provider',
  })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async deleteMe(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountDto, @Ip() address: string): Promise<void> {
    await this.deletion.delete(user, body.password, address);
  }
}
