import { RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS, RECIPE_MESSAGES } from '@mealapp/domain';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockHousehold } from '../common/household-lock.js';
import type { CreateRecipeCategoryDto } from './dto/create-recipe-category.dto.js';
import type { RecipeCategoryDto } from './dto/recipe-category.dto.js';
import { RecipeCategoriesRepository } from './recipe-categories.repository.js';

@Injectable()
export class RecipeCategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: RecipeCategoriesRepository,
  ) {}

  list(userId: number): Promise<RecipeCategoryDto[]> {
    return this.categories.listReadableBy(this.dataSource.manager, userId);
  }

  /** 409 when a category the user can read (theirs or a shared one) has the name, ignoring case. */
  async create(userId: number, input: CreateRecipeCategoryDto): Promise<RecipeCategoryDto> {
    const fields = { name: input.name.trim(), description: input.description?.trim() || null };
    // Under the household's lock, so two members creating one name (or passing the cap) cannot both pass the check.
    return this.dataSource.transaction(async (manager) => {
      await lockHousehold(manager, userId);
      if (await this.categories.nameTakenFor(manager, userId, fields.name)) throw new ConflictException(RECIPE_MESSAGES.categoryExists);
      if ((await this.categories.countOwnedBy(manager, userId)) >= RECIPE_LIMITS.categoriesPerUser) throw new ConflictException(RECIPE_LIMIT_MESSAGES.tooManyCategories);
      return this.categories.insertFor(manager, userId, fields);
    });
  }
}
