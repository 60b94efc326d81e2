import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ownedBy, ownedWhere } from '../common/household-scope.js';
import { RecipeImageEntity } from './entities/recipe-image.entity.js';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Uploaded recipe images, the household's (household-scope.ts). An image lives while a recipe of its household shows it. */
@Injectable()
export class RecipeImagesRepository {
  async insertFor(manager: EntityManager, userId: number, id: string, image: StoredImage): Promise<void> {
    await manager.insert(RecipeImageEntity, { id, userId, contentType: image.contentType, bytes: image.bytes });
  }

  countOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(RecipeImageEntity, ownedWhere(userId));
  }

  async isOwnedBy(manager: EntityManager, userId: number, id: string): Promise<boolean> {
    return manager.existsBy(RecipeImageEntity, { ...ownedWhere(userId), id });
  }

  /** Deletes those of `ids` that are the user's household's and that no recipe shows any more. */
  async deleteUnusedOwnedBy(manager: EntityManager, userId: number, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager
      .createQueryBuilder()
      .delete()
      .from(RecipeImageEntity)
      .where(ownedBy('recipe_images', ':userId'), { userId })
      .andWhere({ id: In([...ids]) })
      .andWhere('NOT EXISTS (SELECT 1 FROM recipes r WHERE r.image_id = recipe_images.id)')
      .execute();
  }

  /**
   * Any user's image, by id: the one read that names no owner. The id is random and served to
   * <img> tags, which send no token, so knowing it is what lets one see the image.
   */
  async findServable(manager: EntityManager, id: string): Promise<StoredImage | null> {
    const row = await manager
      .createQueryBuilder(RecipeImageEntity, 'i')
      .select(['i.contentType'])
      .addSelect('i.bytes')
      .where('i.id = :id', { id })
      .getOne();
    return row ? { contentType: row.contentType, bytes: row.bytes } : null;
  }
}
