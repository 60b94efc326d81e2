import { RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS, RECIPE_MESSAGES } from '@mealapp/domain';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sessionBoundReads } from '../auth/session-bound-reads.js';
import { lockHousehold } from '../common/household-lock.js';
import type { CreateRecipeCategoryDto } from './dto/create-recipe-category.dto.js';
import type { RecipeCategoryDto } from './dto/recipe-category.dto.js';
import { RecipeCategoriesRepository } from './recipe-categories.repository.js';

const fieldsOf = (input: CreateRecipeCategoryDto) => ({ name: input.name.trim(), description: input.description?.trim() || null });

@Injectable()
export class RecipeCategoriesService {
  /** GET /api/recipes/categories: the session's user and the categories they read in one statement, batched (auth/session-bound-reads.ts). */
  readonly listWithSession = sessionBoundReads(
    () => this.dataSource,
    (userId) => this.categories.readableSql(userId),
    (categories: RecipeCategoryDto[]) => categories,
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: RecipeCategoriesRepository,
  ) {}

  /** 409 when a category the user can read (theirs or a shared one) has the name, ignoring case. */
  async create(userId: number, input: CreateRecipeCategoryDto): Promise<RecipeCategoryDto> {
    const fields = fieldsOf(input);
    // Under the household's lock, so two members creating one name (or passing the cap) cannot both pass the check.
    return this.dataSource.transaction(async (manager) => {
      await lockHousehold(manager, userId);
      if (await this.categories.nameTakenFor(manager, userId, fields.name)) throw new ConflictException(RECIPE_MESSAGES.categoryExists);
      return this.insertWithinCap(manager, userId, fields);
    });
  }

  /**
   * One category of the account import (my-data), in the caller's transaction, which holds the
   * household's lock: a category the user can read by that name (the household's or a shared one)
   * is the same one and is used (added false); any other is added within the household's cap.
   * @throws ConflictException when the household holds as many categories as it may.
   */
  async importIn(manager: EntityManager, userId: number, input: CreateRecipeCategoryDto): Promise<{ id: number; added: boolean }> {
    const fields = fieldsOf(input);
    const found = await this.categories.idNamedFor(manager, userId, fields.name);
    if (found !== null) return { id: found, added: false };
    return { id: (await this.insertWithinCap(manager, userId, fields)).id, added: true };
  }

  private async insertWithinCap(manager: EntityManager, userId: number, fields: { name: string; description: string | null }): Promise<RecipeCategoryDto> {
    if ((await this.categories.countOwnedBy(manager, userId)) >= RECIPE_LIMITS.categoriesPerHousehold) throw new ConflictException(RECIPE_LIMIT_MESSAGES.tooManyCategories);
    return this.categories.insertFor(manager, userId, fields);
  }
}
