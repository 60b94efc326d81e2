import { RECIPE_LIMIT_MESSAGES, RECIPE_MESSAGES } from '@mealapp/domain';
import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ReadWithSession, SessionRead } from '../auth/session-bound-reads.js';
import { ErrorDto } from '../common/error.dto.js';
import { CreateRecipeCategoryDto } from './dto/create-recipe-category.dto.js';
import { RecipeCategoryDto } from './dto/recipe-category.dto.js';
import { RecipeCategoriesService } from './recipe-categories.service.js';

/** Registered before RecipesController, so `categories` is not read as a recipe id. */
@ApiTags('recipes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('recipes/categories')
export class RecipeCategoriesController {
  constructor(private readonly categories: RecipeCategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List recipe categories' })
  @ApiOkResponse({ type: RecipeCategoryDto, isArray: true, description: "The shared categories (the starter library's), then the user's own, each oldest first" })
  @ReadWithSession(RecipeCategoriesService, (categories, userId) => categories.listWithSession(userId))
  listRecipeCategories(@SessionRead() categories: RecipeCategoryDto[]): RecipeCategoryDto[] {
    return categories;
  }

  @Post()
  @ApiOperation({ summary: 'Create a recipe category' })
  @ApiCreatedResponse({ type: RecipeCategoryDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: `"${RECIPE_MESSAGES.categoryExists}" (ignoring case, against the user's and the shared names); or "${RECIPE_LIMIT_MESSAGES.tooManyCategories}"` })
  createRecipeCategory(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateRecipeCategoryDto): Promise<RecipeCategoryDto> {
    return this.categories.create(user.id, body);
  }
}
