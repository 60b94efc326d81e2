import { RECIPE_LIMIT_MESSAGES, RECIPE_MESSAGES } from '@mealapp/domain';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { AnswersJsonList, type JsonList } from '../common/json-list.js';
import { RowIdPipe } from '../common/row-id.pipe.js';
import { ListRecipesQueryDto } from './dto/list-recipes-query.dto.js';
import { RecipeFavoriteDto, RecipeDto, RecipePinDto } from './dto/recipe.dto.js';
import { AddRecipeToShoppingListDto, RecipeShoppingResultDto } from './dto/recipe-shopping.dto.js';
import { CookedMealDto, CookRecipeDto } from './dto/cooked-meal.dto.js';
import { RecipeSummaryDto } from './dto/recipe-summary.dto.js';
import { CreateRecipeDto } from './dto/create-recipe.dto.js';
import { UpdateRecipeDto } from './dto/update-recipe.dto.js';
import { UpdateRecipeImageDto } from './dto/update-recipe-image.dto.js';
import { RECIPE_IMAGE_MAX_BYTES, RECIPE_IMAGE_MESSAGES, type UploadedImageFile } from './recipe-images.service.js';
import { RecipeCookingService } from './recipe-cooking.service.js';
import { RecipeShoppingService } from './recipe-shopping.service.js';
import { RecipesService } from './recipes.service.js';
import { ImageTooLarge } from './image-too-large.interceptor.js';

const recipeId = new RowIdPipe(RECIPE_MESSAGES.notFound);
const Id = () => Param('id', recipeId);
const NOT_FOUND = { type: ErrorDto, description: `${RECIPE_MESSAGES.notFound}: no such recipe, or another user's` };
const READ_ONLY = { type: ErrorDto, description: `A shared (demo or starter) recipe: "${RECIPE_MESSAGES.readOnly}"` };

@ApiTags('recipes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('recipes')
export class RecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly shopping: RecipeShoppingService,
    private readonly cooking: RecipeCookingService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List recipes' })
  @ApiOkResponse({
    type: RecipeSummaryDto,
    isArray: true,
    description:
      'Every recipe the user can read, by id: their own and the shared ones (the demo recipes and the starter library, readOnly true). ' +
      'Summaries: every recipe field except ingredients, instructions and nutrition (GET /api/recipes/{id} gives those), plus ' +
      "ingredientStatus against the user's pantry, computed by the server at each call. Without limit the whole collection is " +
      'answered at once; the apps read it in pages of 1,000 (limit and afterId), so no one answer is large, then group, filter and ' +
      "search it on the device. The Recipes screen shows the user's own recipes first and " +
      "the shared ones in their own 'Starter recipes' section at the end, collapsed once the user has recipes of their own.",
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A filter is not valid' })
  @AnswersJsonList()
  listRecipes(@CurrentUser() user: AuthenticatedUser, @Query() query: ListRecipesQueryDto): Promise<JsonList<RecipeSummaryDto>> {
    return this.recipes.list(user.id, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create a recipe' })
  @ApiCreatedResponse({ type: RecipeDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A field is invalid; the spec\'s messages for a missing title, ingredient or instruction' })
  @ApiConflictResponse({ type: ErrorDto, description: RECIPE_LIMIT_MESSAGES.tooManyRecipes })
  createRecipe(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateRecipeDto): Promise<RecipeDto> {
    return this.recipes.create(user.id, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a recipe' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: RecipeDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getRecipe(@CurrentUser() user: AuthenticatedUser, @Id() id: number): Promise<RecipeDto> {
    return this.recipes.get(user.id, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a recipe' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: RecipeDto, description: 'Replaces every field, ingredient, instruction and the nutrition' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse(READ_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  updateRecipe(@CurrentUser() user: AuthenticatedUser, @Id() id: number, @Body() body: UpdateRecipeDto): Promise<RecipeDto> {
    return this.recipes.update(user.id, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a recipe' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiNoContentResponse({ description: 'Deleted; no body' })
  @ApiForbiddenResponse(READ_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  async deleteRecipe(@CurrentUser() user: AuthenticatedUser, @Id() id: number): Promise<void> {
    await this.recipes.remove(user.id, id);
  }

  @Post(':id/favorite')
  @ApiOperation({ summary: "Toggle a recipe's favorite" })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: RecipeFavoriteDto, description: "Toggles the user's favorite; shared recipes too (favorites are per user)" })
  @ApiNotFoundResponse(NOT_FOUND)
  toggleRecipeFavorite(@CurrentUser() user: AuthenticatedUser, @Id() id: number): Promise<RecipeFavoriteDto> {
    return this.recipes.toggleFavorite(user.id, id);
  }

  @Post(':id/pin')
  @ApiOperation({ summary: "Toggle a recipe's pin" })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: RecipePinDto, description: "Toggles the user's pin; shared recipes too (pins are per user)" })
  @ApiNotFoundResponse(NOT_FOUND)
  toggleRecipePin(@CurrentUser() user: AuthenticatedUser, @Id() id: number): Promise<RecipePinDto> {
    return this.recipes.togglePin(user.id, id);
  }

  @Patch(':id/image')
  @ApiOperation({ summary: "Change a recipe's image" })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: RecipeDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse(READ_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  updateRecipeImage(@CurrentUser() user: AuthenticatedUser, @Id() id: number, @Body() body: UpdateRecipeImageDto): Promise<RecipeDto> {
    return this.recipes.updateImage(user.id, id, body);
  }

  @Post(':id/image/upload')
  @ApiOperation({ summary: 'Upload a recipe image' })
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(ImageTooLarge, FileInterceptor('file', { limits: { fileSize: RECIPE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }))
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 5 MB' } } } })
  @ApiOkResponse({ type: RecipeDto, description: "The recipe with imageType 'upload' and imageUrl /api/recipe-images/{id}. The type is read from the file's content, not its name." })
  @ApiBadRequestResponse({ type: ErrorDto, description: `${RECIPE_IMAGE_MESSAGES.fileRequired}; ${RECIPE_IMAGE_MESSAGES.wrongType}` })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: RECIPE_IMAGE_MESSAGES.tooLarge })
  @ApiConflictResponse({ type: ErrorDto, description: RECIPE_IMAGE_MESSAGES.full })
  @ApiForbiddenResponse(READ_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  uploadRecipeImage(@CurrentUser() user: AuthenticatedUser, @Id() id: number, @UploadedFile() file: UploadedImageFile | undefined): Promise<RecipeDto> {
    return this.recipes.uploadImage(user.id, id, file);
  }

  @Post(':id/shopping')
  @ApiOperation({ summary: "Add a recipe's ingredients to the shopping list" })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({
    type: RecipeShoppingResultDto,
    description:
      "In one transaction: the recipe's ingredients matched against the user's pantry; 'needed' takes the missing and low stock ones, " +
      "'all' every one. An item already pending on the list gets the quantity added (merged) instead of a second row. " +
      "'needed' with nothing missing or low answers { added: 0, merged: 0, items: [] }. With servings, the quantities are scaled " +
      "from the recipe's servings to them as the recipe screen shows them (1 1/2 cups; eggs rounded to whole ones).",
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The shopping list is full' })
  @ApiNotFoundResponse(NOT_FOUND)
  addRecipeToShoppingList(@CurrentUser() user: AuthenticatedUser, @Id() id: number, @Body() body: AddRecipeToShoppingListDto): Promise<RecipeShoppingResultDto> {
    return this.shopping.add(user.id, id, body.scope, body.servings);
  }

  @Post(':id/cooked')
  @ApiOperation({
    summary: 'Record that a recipe was cooked',
    description:
      "\"I cooked this\": records the cooking (the Trending badge counts it), marks cooked the household's planned meals of this recipe " +
      "on today's date in timeZone (UTC when absent), and offers pantry changes without making them: each pantry item an ingredient " +
      'came from, In Stock offered as Low Stock and Low Stock as Out of Stock. The app applies the ones the user confirms with ' +
      'PATCH /api/pantry/{id}. Cooking again records again; a cooked slot stays cooked.',
  })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiCreatedResponse({ type: CookedMealDto, description: 'The cooking as recorded, the planned meals it marked and the pantry changes offered' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'servings is not 1 to 1000, or timeZone is not an IANA time zone' })
  @ApiNotFoundResponse(NOT_FOUND)
  cookRecipe(@CurrentUser() user: AuthenticatedUser, @Id() id: number, @Body() body: CookRecipeDto): Promise<CookedMealDto> {
    return this.cooking.cook(user.id, id, body);
  }
}
