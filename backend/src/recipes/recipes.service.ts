import {
  cleanRecipeDraft,
  indexPantry,
  ingredientMatchKey,
  RECIPE_LIMIT_MESSAGES,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  recipeContentTags,
  recipeDraftError,
  type CleanNutrition,
  type RecipeDifficulty,
} from '@mealapp/domain';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockHousehold } from '../common/household-lock.js';
import { isRowId } from '../common/int4.js';
import type { JsonList } from '../common/json-list.js';
import type { CreateRecipeDto } from './dto/create-recipe.dto.js';
import type { ListRecipesQueryDto } from './dto/list-recipes-query.dto.js';
import type { RecipeDto, RecipeFavoriteDto, RecipePinDto } from './dto/recipe.dto.js';
import type { RecipeSummaryDto } from './dto/recipe-summary.dto.js';
import type { UpdateRecipeImageDto } from './dto/update-recipe-image.dto.js';
import { RecipeCategoriesRepository } from './recipe-categories.repository.js';
import type { RecipeFields, RecipeNutritionFields } from './recipe-fields.js';
import { RecipeImagesService, type UploadedImageFile } from './recipe-images.service.js';
import { RecipeRecommendations } from './recipe-recommendations.js';
import { RecipesRepository, type PantryKeys, type RecipeMark } from './recipes.repository.js';
import { UserPantry } from './user-pantry.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

/** Every nutrient, null where none was given; null when nothing was. */
function nutritionFields(nutrition: CleanNutrition | null): RecipeNutritionFields | null {
  if (!nutrition) return null;
  const { calories = null, protein = null, carbs = null, fat = null, fiber = null, sugar = null, sodium = null, servingSize = null } = nutrition;
  return { calories, protein, carbs, fat, fiber, sugar, sodium, servingSize };
}

/**
 * The recipe calls of spec part 2 §7. Another user's recipe answers 404 to every call, as one
 * that does not exist; a shared one answers 403 to a change (DECISIONS.md: demo recipes are
 * changed by nobody; the apps offer to save a copy).
 */
/** The pantry as the list's match keys (@mealapp/domain's indexPantry). */
function pantryKeys(items: Parameters<typeof indexPantry>[0]): PantryKeys {
  const pantry = indexPantry(items);
  return { inStock: [...pantry.inStock], lowStock: [...pantry.lowStock] };
}

@Injectable()
export class RecipesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipes: RecipesRepository,
    private readonly categories: RecipeCategoriesRepository,
    private readonly images: RecipeImagesService,
    private readonly pantry: UserPantry,
    private readonly recommendations: RecipeRecommendations,
  ) {}

  /** These recipes as the list answers them (those the user can read), by id: the rows of a delta read (GET /api/changes). */
  async summariesOf(userId: number, ids: readonly number[]): Promise<RecipeSummaryDto[]> {
    if (ids.length === 0) return [];
    const list = await this.recipes.listReadableBy(this.dataSource.manager, userId, { ids: { only: ids } }, pantryKeys(await this.pantry.itemsOf(userId)));
    return JSON.parse(list) as RecipeSummaryDto[];
  }

  async list(userId: number, query: ListRecipesQueryDto): Promise<JsonList<RecipeSummaryDto>> {
    const items = await this.pantry.itemsOf(userId);
    const ranked = query.recommended === undefined ? null : await this.recommendations.rank(userId, items);
    const ids = ranked?.map((r) => r.recipeId) ?? [];
    const list = await this.recipes.listReadableBy(
      this.dataSource.manager,
      userId,
      {
        categoryId: query.category,
        trending: query.trending,
        favorited: query.favorited,
        pinned: query.pinned,
        scope: query.scope,
        ids: ranked ? (query.recommended ? { only: ids } : { except: ids }) : undefined,
        afterId: query.afterId,
        limit: query.limit,
      },
      pantryKeys(items),
    );
    if (!ranked || !query.recommended) return list;
    // The recommendations are few (at most DEFAULT_RECOMMENDATION_LIMIT): parsed here, put in rank order, each with its reason.
    const byId = new Map((JSON.parse(list) as RecipeSummaryDto[]).map((recipe) => [recipe.id, recipe]));
    const calories = await this.recipes.caloriesOf(this.dataSource.manager, ids);
    return JSON.stringify(
      ranked.flatMap(({ recipeId, matchPercent, badge, reason }) => {
        const recipe = byId.get(recipeId);
        return recipe ? [{ ...recipe, isRecommended: true, recommendation: { matchPercent, badge, reason, calories: calories.get(recipeId) ?? null } }] : [];
      }),
    ) as JsonList<RecipeSummaryDto>;
  }

  get(userId: number, id: number): Promise<RecipeDto> {
    return this.detail(this.dataSource.manager, userId, id);
  }

  create(userId: number, input: CreateRecipeDto): Promise<RecipeDto> {
    return this.dataSource.transaction((manager) => this.createIn(manager, userId, input));
  }

  /** Creates the recipe in the caller's transaction (an import adds many, all or none). */
  async createIn(manager: EntityManager, userId: number, input: CreateRecipeDto): Promise<RecipeDto> {
    const fields = await this.fieldsOf(manager, userId, input);
    await this.assertRoomIn(manager, userId);
    return this.detail(manager, userId, await this.recipes.insertFor(manager, userId, fields));
  }

  /**
   * In the caller's transaction: takes the household's lock (the cap is the household's) and
   * refuses when the household holds as many recipes as it may; the lock holds until the insert.
   * @throws ConflictException
   */
  async assertRoomIn(manager: EntityManager, userId: number): Promise<void> {
    await lockHousehold(manager, userId);
    if ((await this.recipes.countOwnedBy(manager, userId)) >= RECIPE_LIMITS.recipesPerHousehold) throw new ConflictException(RECIPE_LIMIT_MESSAGES.tooManyRecipes);
  }

  /**
   * One recipe of the account import (my-data), in the caller's transaction: created as POST
   * /api/recipes creates it, except that an uploaded picture the household does not hold (it
   * stays on the server it was exported from) becomes the default picture.
   */
  async importIn(manager: EntityManager, userId: number, input: CreateRecipeDto): Promise<RecipeDto> {
    const held = input.imageType !== 'upload' || (await this.images.holds(manager, userId, input.imageUrl));
    return this.createIn(manager, userId, held ? input : { ...input, imageType: 'stock', imageUrl: null, stockImageId: null });
  }

  /** The shared recipe of `library` known there by `key`, by its id here (ids differ between servers); null when this server has none such. */
  libraryRecipeIdIn(manager: EntityManager, library: string, key: string): Promise<number | null> {
    return this.recipes.libraryRecipeId(manager, library, key);
  }

  update(userId: number, id: number, input: CreateRecipeDto): Promise<RecipeDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.ownImage(manager, userId, id);
      if (!(await this.recipes.replaceOwnedBy(manager, userId, id, await this.fieldsOf(manager, userId, input)))) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      await this.images.releaseUnused(manager, userId, [before]);
      return this.detail(manager, userId, id);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.ownImage(manager, userId, id);
      if (!(await this.recipes.deleteOwnedBy(manager, userId, id))) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      await this.images.releaseUnused(manager, userId, [before]);
    });
  }

  /** The account import's favourite or pin, in the caller's transaction; false when it was there already. */
  markIn(manager: EntityManager, userId: number, id: number, mark: RecipeMark): Promise<boolean> {
    return this.recipes.addMark(manager, userId, id, mark);
  }

  async toggleFavorite(userId: number, id: number): Promise<RecipeFavoriteDto> {
    const isFavorited = await this.dataSource.transaction((manager) => this.recipes.toggleMark(manager, userId, id, 'favorite'));
    if (isFavorited === null) throw new NotFoundException(RECIPE_MESSAGES.notFound);
    return { id, isFavorited };
  }

  async togglePin(userId: number, id: number): Promise<RecipePinDto> {
    const isPinned = await this.dataSource.transaction((manager) => this.recipes.toggleMark(manager, userId, id, 'pin'));
    if (isPinned === null) throw new NotFoundException(RECIPE_MESSAGES.notFound);
    return { id, isPinned };
  }

  updateImage(userId: number, id: number, input: UpdateRecipeImageDto): Promise<RecipeDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.ownImage(manager, userId, id);
      if (!(await this.recipes.setImageOwnedBy(manager, userId, id, await this.images.resolve(manager, userId, input)))) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      await this.images.releaseUnused(manager, userId, [before]);
      return this.detail(manager, userId, id);
    });
  }

  /** The file is checked after the recipe, so another user's id answers 404 whatever was sent. */
  uploadImage(userId: number, id: number, file: UploadedImageFile | undefined): Promise<RecipeDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.ownImage(manager, userId, id);
      const image = await this.images.checkUpload(file);
      // The image cap is the household's.
      await lockHousehold(manager, userId);
      if (!(await this.recipes.setImageOwnedBy(manager, userId, id, await this.images.store(manager, userId, image)))) throw new NotFoundException(RECIPE_MESSAGES.notFound);
      await this.images.releaseUnused(manager, userId, [before]);
      return this.detail(manager, userId, id);
    });
  }

  private async detail(manager: EntityManager, userId: number, id: number): Promise<RecipeDto> {
    const recipe = await this.recipes.findReadableBy(manager, userId, id);
    if (!recipe) throw new NotFoundException(RECIPE_MESSAGES.notFound);
    return recipe;
  }

  /**
   * The upload the user's recipe shows now (null for none), before a change: 404 when the user
   * cannot read the recipe, 403 when it is shared.
   */
  private async ownImage(manager: EntityManager, userId: number, id: number): Promise<string | null> {
    const access = await this.recipes.accessOf(manager, userId, id);
    if (access === null) throw new NotFoundException(RECIPE_MESSAGES.notFound);
    if (access === 'shared') throw new ForbiddenException(RECIPE_MESSAGES.readOnly);
    return (await this.recipes.imageIdOwnedBy(manager, userId, id)) ?? null;
  }

  /**
   * The recipe as stored: cleaned and checked by @mealapp/domain's rules (the form runs the same),
   * its category one the user can read, its image resolved, and what is derived from it (each
   * ingredient's match key, the content tags). Archive imports save through it too.
   * @throws BadRequestException
   */
  async fieldsOf(manager: EntityManager, userId: number, input: CreateRecipeDto): Promise<RecipeFields> {
    const draft = cleanRecipeDraft(input);
    const error = recipeDraftError(draft);
    if (error) throw new BadRequestException(error);
    // An id past the column's range names no category, like an unknown one.
    const category = draft.categoryId === null || !isRowId(draft.categoryId) ? null : await this.categories.findReadableBy(manager, userId, draft.categoryId);
    if (draft.categoryId !== null && !category) throw new BadRequestException(CATEGORY_NOT_FOUND);
    const ingredients = draft.ingredients.map(({ name, amount, amountValue, unit, notes }) => ({ name, amount, amountValue, unit, notes, matchKey: ingredientMatchKey(name) }));
    const instructions = draft.instructions.map(({ instruction, notes }) => ({ instruction, notes }));
    return {
      title: draft.title,
      description: draft.description,
      categoryId: draft.categoryId,
      cookTime: draft.cookTime,
      prepTime: draft.prepTime,
      servings: draft.servings,
      // recipeDraftError accepted it, so it is one of RECIPE_DIFFICULTIES
      difficulty: draft.difficulty as RecipeDifficulty,
      cuisine: draft.cuisine,
      tags: draft.tags,
      source: draft.source,
      ...(await this.images.resolve(manager, userId, draft)),
      ingredients,
      instructions,
      nutrition: nutritionFields(draft.nutrition),
      contentTags: recipeContentTags({
        title: draft.title,
        cookTime: draft.cookTime,
        instructionCount: instructions.length,
        ingredientNames: ingredients.map((ingredient) => ingredient.name),
        categoryName: category?.name ?? null,
        cuisine: draft.cuisine,
        tags: draft.tags,
        source: draft.source,
      }),
    };
  }
}
