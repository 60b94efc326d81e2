import { PANTRY_CATALOGUE } from '@mealapp/domain';
import { Body, Controller, Get, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { IdempotentWrite } from '../common/idempotent-writes.interceptor.js';
import { AnswersVersionedList, type VersionedJsonList } from '../common/json-list.js';
import { ownedItemRoutes } from '../common/owned-item-routes.js';
import { CreatePantryItemDto } from './dto/create-pantry-item.dto.js';
import { ListPantryItemsQueryDto } from './dto/list-pantry-items-query.dto.js';
import { PantryCatalogueEntryDto } from './dto/pantry-catalogue-entry.dto.js';
import { PantryItemDto } from './dto/pantry-item.dto.js';
import { UpdatePantryItemDto } from './dto/update-pantry-item.dto.js';
import { PANTRY_FULL, PantryService } from './pantry.service.js';
import { PANTRY_MESSAGES } from './dto/pantry-validators.js';

const item = ownedItemRoutes(PANTRY_MESSAGES.notFound);

@ApiTags('pantry')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('pantry')
export class PantryController {
  constructor(private readonly pantry: PantryService) {}

  @Get()
  @ApiOperation({ summary: 'List pantry items' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An unknown status or category' })
  @AnswersVersionedList(PantryItemDto, { description: "The user's items, oldest first (by id)", people: ['updatedBy'] })
  listPantryItems(@CurrentUser() user: AuthenticatedUser, @Query() query: ListPantryItemsQueryDto): Promise<VersionedJsonList<PantryItemDto>> {
    return this.pantry.list(user.id, query);
  }

  @Get('catalogue')
  @ApiOperation({ summary: 'List the pantry catalogue' })
  @ApiOkResponse({ type: PantryCatalogueEntryDto, isArray: true, description: 'The built-in catalogue of common items (the same list the apps use)' })
  getPantryCatalogue(): PantryCatalogueEntryDto[] {
    return [...PANTRY_CATALOGUE];
  }

  @Post()
  @ApiOperation({ summary: 'Add a pantry item' })
  @IdempotentWrite()
  @ApiCreatedResponse({ type: PantryItemDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: PANTRY_FULL })
  createPantryItem(@CurrentUser() user: AuthenticatedUser, @Body() body: CreatePantryItemDto): Promise<PantryItemDto> {
    return this.pantry.create(user.id, body);
  }

  @item.Update(PantryItemDto)
  @ApiOperation({ summary: 'Update a pantry item' })
  @IdempotentWrite()
  updatePantryItem(
    @CurrentUser() user: AuthenticatedUser,
    @item.Id() id: number,
    @Body() body: UpdatePantryItemDto,
  ): Promise<PantryItemDto> {
    return this.pantry.update(user.id, id, body);
  }

  @item.Delete()
  @ApiOperation({ summary: 'Delete a pantry item' })
  @IdempotentWrite()
  async deletePantryItem(@CurrentUser() user: AuthenticatedUser, @item.Id() id: number): Promise<void> {
    await this.pantry.remove(user.id, id);
  }
}
