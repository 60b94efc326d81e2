import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { ListMealPlansQueryDto } from '../meal-plans/dto/list-meal-plans-query.dto.js';
import { RecipeShoppingResultDto } from './dto/recipe-shopping.dto.js';
import { RecipeShoppingService } from './recipe-shopping.service.js';

/** The days whose planned recipes to shop for. */
export class PlannedShoppingDto extends ListMealPlansQueryDto {}

/**
 * The planner's "Add this week's missing ingredients to the shopping list": under /api/meal-plans,
 * answered by the recipes module, which knows ingredients, the pantry match and the list merge.
 */
@ApiTags('meal-plans')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('meal-plans')
export class PlannedShoppingController {
  constructor(private readonly shopping: RecipeShoppingService) {}

  @Post('shopping')
  @ApiOperation({ summary: "Add planned meals' ingredients to the shopping list" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: RecipeShoppingResultDto,
    description:
      'In one transaction: for every recipe meal planned from startDate to endDate (each meal counted), the ingredients missing or low ' +
      "in the user's pantry, added to the shopping list; one already pending gets the quantity added (merged) instead of a second row. " +
      'Custom meals add nothing; nothing needed answers { added: 0, merged: 0, items: [] }.',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A date is not valid, or the range is backwards or longer than 62 days' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The shopping list is full' })
  addPlannedToShoppingList(@CurrentUser() user: AuthenticatedUser, @Body() body: PlannedShoppingDto): Promise<RecipeShoppingResultDto> {
    return this.shopping.addForPlans(user.id, body.startDate, body.endDate);
  }
}
