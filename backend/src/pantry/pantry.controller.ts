import { PANTRY_CATALOGUE } from '@mealapp/domain';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { AnswersJsonList, type JsonList } from '../common/json-list.js';
import { RowIdPipe } from '../common/row-id.pipe.js';
import { CreatePantryItemDto } from './dto/create-pantry-item.dto.js';
import { ListPantryItemsQueryDto } from './dto/list-pantry-items-query.dto.js';
import { PantryCatalogueEntryDto } from './dto/pantry-catalogue-entry.dto.js';
import { PantryItemDto } from './dto/pantry-item.dto.js';
import { UpdatePantryItemDto } from './dto/update-pantry-item.dto.js';
import { PANTRY_FULL, PantryService } from './pantry.service.js';
import { PANTRY_MESSAGES } from './dto/pantry-validators.js';

const itemId = new RowIdPipe(PANTRY_MESSAGES.notFound);

@ApiTags('pantry')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('pantry')
export class PantryController {
  constructor(private readonly pantry: PantryService) {}

  @Get()
  @ApiOkResponse({ type: PantryItemDto, isArray: true, description: "The user's items, oldest first (by id)" })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An unknown status or category' })
  @AnswersJsonList()
  listPantryItems(@CurrentUser() user: AuthenticatedUser, @Query() query: ListPantryItemsQueryDto): Promise<JsonList<PantryItemDto>> {
    return this.pantry.list(user.id, query);
  }

  @Get('catalogue')
  @ApiOkResponse({ type: PantryCatalogueEntryDto, isArray: true, description: 'The built-in catalogue of common items (the same list the apps use)' })
  getPantryCatalogue(): PantryCatalogueEntryDto[] {
    return [...PANTRY_CATALOGUE];
  }

  @Post()
  @ApiCreatedResponse({ type: PantryItemDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: PANTRY_FULL })
  createPantryItem(@CurrentUser() user: AuthenticatedUser, @Body() body: CreatePantryItemDto): Promise<PantryItemDto> {
    return this.pantry.create(user.id, body);
  }

  @Patch(':id')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: PantryItemDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A field is invalid, or the body changes nothing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Pantry item not found (also for another user\'s item)' })
  updatePantryItem(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', itemId) id: number,
    @Body() body: UpdatePantryItemDto,
  ): Promise<PantryItemDto> {
    return this.pantry.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiNoContentResponse({ description: 'Deleted; no body' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Pantry item not found (also for another user\'s item)' })
  async deletePantryItem(@CurrentUser() user: AuthenticatedUser, @Param('id', itemId) id: number): Promise<void> {
    await this.pantry.remove(user.id, id);
  }
}
