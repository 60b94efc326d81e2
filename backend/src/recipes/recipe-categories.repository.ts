import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecipeCategoryDto } from './dto/recipe-category.dto.js';
import { RecipeCategoryEntity } from './entities/recipe-category.entity.js';
import { ownedBy, readableBy } from '../common/household-scope.js';

const toCategory = (entity: RecipeCategoryEntity): RecipeCategoryDto => ({ id: entity.id, name: entity.name, description: entity.description });

/** Recipe categories: the user's own and the shared ones, each query naming the user (household-scope.ts decides). */
@Injectable()
export class RecipeCategoriesRepository {
  /** Shared ones first, then the user's, each oldest first. */
  async listReadableBy(manager: EntityManager, userId: number): Promise<RecipeCategoryDto[]> {
    return (await manager.query(this.readableSql('$1'), [userId])) as RecipeCategoryDto[];
  }

  /** SQL of listReadableBy, where `userId` is the SQL of the user's id (RecipeCategoriesService reads it beside the session). */
  readableSql(userId: string): string {
    return `SELECT c.id, c.name, c.description FROM recipe_categories c WHERE ${readableBy('c', userId)} ORDER BY c.household_id IS NULL DESC, c.id`;
  }

  async findReadableBy(manager: EntityManager, userId: number, id: number): Promise<RecipeCategoryDto | null> {
    const row = await manager
      .createQueryBuilder(RecipeCategoryEntity, 'c')
      .where('c.id = :id', { id })
      .andWhere(readableBy('c', ':userId'), { userId })
      .getOne();
    return row ? toCategory(row) : null;
  }

  /** Whether a category the user can read has this name, ignoring case and surrounding spaces. */
  async nameTakenFor(manager: EntityManager, userId: number, name: string): Promise<boolean> {
    return (await this.idNamedFor(manager, userId, name)) !== null;
  }

  /** The id of the category of this name the user can read (a shared one first), or null. */
  async idNamedFor(manager: EntityManager, userId: number, name: string): Promise<number | null> {
    const row = await manager
      .createQueryBuilder(RecipeCategoryEntity, 'c')
      .where('lower(c.name) = lower(:name)', { name: name.trim() })
      .andWhere(readableBy('c', ':userId'), { userId })
      .orderBy('c.household_id IS NULL', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .getOne();
    return row?.id ?? null;
  }

  countOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    return manager.createQueryBuilder(RecipeCategoryEntity, 'c').where(ownedBy('c', ':userId'), { userId }).getCount();
  }

  async insertFor(manager: EntityManager, userId: number, fields: { name: string; description: string | null }): Promise<RecipeCategoryDto> {
    const result = await manager.insert(RecipeCategoryEntity, { ...fields, userId });
    const id = (result.identifiers[0] as { id: number }).id;
    return { id, ...fields };
  }
}
