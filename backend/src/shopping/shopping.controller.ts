import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiInternalServerErrorResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { IdempotentWrite } from '../common/idempotent-writes.interceptor.js';
import { AnswersVersionedList, type VersionedJsonList } from '../common/json-list.js';
import { ownedItemRoutes } from '../common/owned-item-routes.js';
import { PANTRY_FULL } from '../pantry/pantry.service.js';
import { ClearCompletedResultDto } from './dto/clear-completed-result.dto.js';
import { CombineResultDto } from './dto/combine-result.dto.js';
import { CreateShoppingItemDto } from './dto/create-shopping-item.dto.js';
import { ShoppingItemDto } from './dto/shopping-item.dto.js';
import { SHOPPING_MESSAGES } from './dto/shopping-validators.js';
import { ToggleShoppingItemDto } from './dto/toggle-shopping-item.dto.js';
import { UpdateShoppingItemDto } from './dto/update-shopping-item.dto.js';
import { SHOPPING_LIST_FULL, ShoppingService } from './shopping.service.js';

const item = ownedItemRoutes(SHOPPING_MESSAGES.notFound);

@ApiTags('shopping')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('shopping')
export class ShoppingController {
  constructor(private readonly shopping: ShoppingService) {}

  @Get()
  @ApiOperation({ summary: 'List shopping items' })
  @AnswersVersionedList(ShoppingItemDto, { description: "The user's items, oldest first (by id)", people: ['addedBy', 'checkedBy', 'updatedBy'] })
  listShoppingItems(@CurrentUser() user: AuthenticatedUser): Promise<VersionedJsonList<ShoppingItemDto>> {
    return this.shopping.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a shopping item' })
  @IdempotentWrite()
  @ApiCreatedResponse({ type: ShoppingItemDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: SHOPPING_LIST_FULL })
  createShoppingItem(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateShoppingItemDto): Promise<ShoppingItemDto> {
    return this.shopping.create(user.id, body);
  }

  // Static paths are declared before the `:id` ones.
  @Delete('completed/clear')
  @ApiOperation({ summary: 'Clear completed shopping items' })
  @IdempotentWrite()
  @ApiOkResponse({ type: ClearCompletedResultDto, description: "Deletes the user's completed (isShopped) items; pending ones stay" })
  clearCompletedShoppingItems(@CurrentUser() user: AuthenticatedUser): Promise<ClearCompletedResultDto> {
    return this.shopping.clearCompleted(user.id);
  }

  @Post('combine-similar')
  @ApiOperation({ summary: 'Combine similar shopping items' })
  @IdempotentWrite()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: CombineResultDto,
    description:
      'Merges unchecked items naming the same thing and saves the result in one transaction; checked items are untouched. ' +
      'With fewer than 2 unchecked items: success false, "You need at least 2 items to combine", nothing changed. ' +
      'Nothing similar: success true, "No similar items found to combine.", no combinations. Running it twice changes nothing the second time.',
  })
  @ApiInternalServerErrorResponse({ type: ErrorDto, description: SHOPPING_MESSAGES.combineFailed })
  combineSimilarShoppingItems(@CurrentUser() user: AuthenticatedUser): Promise<CombineResultDto> {
    return this.shopping.combineSimilar(user.id);
  }

  @item.Update(ShoppingItemDto)
  @ApiOperation({ summary: 'Update a shopping item' })
  @IdempotentWrite()
  updateShoppingItem(
    @CurrentUser() user: AuthenticatedUser,
    @item.Id() id: number,
    @Body() body: UpdateShoppingItemDto,
  ): Promise<ShoppingItemDto> {
    return this.shopping.update(user.id, id, body);
  }

  @item.Delete()
  @ApiOperation({ summary: 'Delete a shopping item' })
  @IdempotentWrite()
  async deleteShoppingItem(@CurrentUser() user: AuthenticatedUser, @item.Id() id: number): Promise<void> {
    await this.shopping.remove(user.id, id);
  }

  @Patch(':id/toggle')
  @ApiOperation({ summary: 'Tick or untick a shopping item' })
  @IdempotentWrite()
  @item.OnItem()
  @ApiBody({ type: ToggleShoppingItemDto, required: false, description: 'The device settings; absent ones default to on (spec part 1 §9)' })
  @ApiOkResponse({
    type: ShoppingItemDto,
    description:
      'The item with isShopped flipped. In the same transaction: ticking with autoAddShoppedToPantry adds it to the pantry as In Stock ' +
      '(with its category) or sets an Out of Stock pantry item of that name back to In Stock; unticking with both settings on sets ' +
      'an In Stock pantry item of that name Out of Stock. If the pantry step fails, nothing changes.',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A setting is not true or false' })
  @ApiConflictResponse({ type: ErrorDto, description: PANTRY_FULL })
  @ApiInternalServerErrorResponse({ type: ErrorDto, description: SHOPPING_MESSAGES.toggleFailed })
  toggleShoppingItem(
    @CurrentUser() user: AuthenticatedUser,
    @item.Id() id: number,
    @Body() body: ToggleShoppingItemDto,
  ): Promise<ShoppingItemDto> {
    return this.shopping.toggle(user.id, id, body ?? {});
  }
}
