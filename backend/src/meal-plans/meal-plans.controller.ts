import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { AnswersJsonList, type JsonList } from '../common/json-list.js';
import { ownedItemRoutes } from '../common/owned-item-routes.js';
import { CreateMealPlanDto } from './dto/create-meal-plan.dto.js';
import { ListMealPlansQueryDto } from './dto/list-meal-plans-query.dto.js';
import { MealPlanSlotQueryDto } from './dto/meal-plan-slot-query.dto.js';
import { MealPlanDto } from './dto/meal-plan.dto.js';
import { UpdateMealPlanDto } from './dto/update-meal-plan.dto.js';
import { MEAL_PLAN_FIELD_MESSAGES } from './dto/meal-plan-validators.js';
import { MEAL_PLAN_HORIZON_DAYS, MEAL_PLAN_RANGE_MAX_DAYS, MealPlansService } from './meal-plans.service.js';

const plan = ownedItemRoutes(MEAL_PLAN_FIELD_MESSAGES.notFound);

@ApiTags('meal-plans')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('meal-plans')
export class MealPlansController {
  constructor(private readonly plans: MealPlansService) {}

  @Get()
  @ApiOperation({ summary: 'List planned meals in a date range' })
  @ApiOkResponse({ type: MealPlanDto, isArray: true, description: 'The entries of the range, by day then Breakfast, Lunch, Dinner, each recipe meal with its recipe summary' })
  @ApiBadRequestResponse({ type: ErrorDto, description: `A date that is not YYYY-MM-DD, endDate before startDate, or a range over ${MEAL_PLAN_RANGE_MAX_DAYS} days` })
  @AnswersJsonList()
  listMealPlans(@CurrentUser() user: AuthenticatedUser, @Query() query: ListMealPlansQueryDto): Promise<JsonList<MealPlanDto>> {
    return this.plans.list(user.id, query.startDate, query.endDate);
  }

  @Post()
  @ApiOperation({
    summary: 'Plan a meal',
    description:
      "One meal per slot (day and meal type): a slot that already holds a meal answers 409 and keeps it; remove it first to plan another. " +
      "The date may not be before today in the user's time zone, sent as `timeZone` (IANA name; UTC when absent), " +
      `nor more than ${MEAL_PLAN_HORIZON_DAYS} days after it. ` +
      'When a recipe is deleted, the plans that name it are deleted with it. ' +
      'The cook (cookId) must be a member of the household; a member who leaves or is removed stops cooking its meals.',
  })
  @ApiCreatedResponse({ type: MealPlanDto, description: 'The entry as stored' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'A field is missing or invalid (servings on a custom meal too), the date is before today, or the cook is not a member of the household',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Recipe not found (also for a recipe the user cannot read)' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The slot already holds a meal' })
  createMealPlan(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateMealPlanDto): Promise<MealPlanDto> {
    return this.plans.create(user.id, body);
  }

  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      'None of cookId, servings, date or mealType is sent, cookId is not an id or names no member of the household, servings is not 1 to 1000 or is sent for a custom meal, ' +
      'the new date is before today or past the horizon, or type, recipeId or customName differs from the meal\'s (named in the message)',
  })
  @ApiConflictResponse({ type: ErrorDto, description: 'The meal moves to a slot that already holds a meal' })
  @plan.Update(MealPlanDto)
  @ApiOperation({
    summary: 'Name who cooks a planned meal and for how many, or move it to another slot',
    description:
      "cookId: a member of the household, or null for nobody. servings (a recipe meal only): the servings it is cooked for, or null for the recipe's own. " +
      `date and mealType move the meal, by the rules of planning one (today or later in timeZone, at most ${MEAL_PLAN_HORIZON_DAYS} days ahead, one meal per slot). ` +
      'A field not sent stays as it is. What the meal is (type, recipeId, customName) stays: sent back unchanged it is accepted, changed it answers 400 naming it; ' +
      'to change it, remove the meal and plan another. The answer\'s server-owned fields (id, recipe, cook, cookedAt) are ignored when sent.',
  })
  updateMealPlan(@CurrentUser() user: AuthenticatedUser, @plan.Id() id: number, @Body() body: UpdateMealPlanDto): Promise<MealPlanDto> {
    return this.plans.update(user.id, id, body);
  }

  @Delete()
  @ApiOperation({ summary: 'Clear a meal slot' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The slot is empty now; no body' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Meal plan not found: nothing is planned in that slot' })
  async deleteMealPlanSlot(@CurrentUser() user: AuthenticatedUser, @Query() slot: MealPlanSlotQueryDto): Promise<void> {
    await this.plans.removeSlot(user.id, slot);
  }

  @plan.Delete()
  @ApiOperation({ summary: 'Remove a planned meal' })
  async deleteMealPlan(@CurrentUser() user: AuthenticatedUser, @plan.Id() id: number): Promise<void> {
    await this.plans.remove(user.id, id);
  }
}
