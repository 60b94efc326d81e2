import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { lockHousehold } from './household-lock.js';
import type { OwnedItemEntity } from './owned-item.entity.js';
import type { OwnedItemsRepository } from './owned-items.repository.js';

/** What differs between the item features in the rules they share. */
export interface OwnedItemRules {
  /** The most items one household may hold (its members together). */
  maxPerHousehold: number;
  /** The 409 text at the ceiling. */
  full: string;
  notFound: string;
  nothingToUpdate: string;
}

/**
 * The create, update and delete rules every item feature shares: a per-household cap counted
 * under the household's lock (household-lock.ts), 400 for an update that changes nothing, and 404 for an item the user does
 * not own (another user's item looks the same as none).
 */
export abstract class OwnedItemsService<Entity extends OwnedItemEntity, Fields extends { name: string }, Item extends { id: number }> {
  protected constructor(
    protected readonly dataSource: DataSource,
    protected readonly items: OwnedItemsRepository<Entity, Fields, Item>,
    private readonly rules: OwnedItemRules,
  ) {}

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.items.deleteOwnedBy(this.dataSource.manager, userId, id))) throw new NotFoundException(this.rules.notFound);
  }

  protected createItem(userId: number, fields: Fields): Promise<Item> {
    return this.dataSource.transaction(async (manager) => this.answerOf(manager, userId, await this.insertWithinCap(manager, userId, fields)));
  }

  /** The item as the apps see it, read in the caller's transaction: 404 when the user's household has none such. */
  protected async answerOf(manager: EntityManager, userId: number, id: number): Promise<Item> {
    const [item] = await this.items.answersOf(manager, userId, [id]);
    if (!item) throw new NotFoundException(this.rules.notFound);
    return item;
  }

  /**
   * Changes the fields `changes` names: an absent one stays as it is, null clears where the DTO
   * allows it, and the name is stored trimmed, as on create.
   */
  update(userId: number, id: number, changes: Partial<Fields>): Promise<Item> {
    const named = Object.entries(changes).filter(([, value]) => value !== undefined);
    const patch = Object.fromEntries(named.map(([field, value]) => [field, field === 'name' ? (value as string).trim() : value])) as Partial<Fields>;
    if (Object.keys(patch).length === 0) throw new BadRequestException(this.rules.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.items.updateOwnedBy(manager, userId, id, patch))) throw new NotFoundException(this.rules.notFound);
      return this.answerOf(manager, userId, id);
    });
  }

  /**
   * Inside the caller's transaction; `locked` when the caller holds the household's lock already.
   * The count is the household's, so the lock must be too: under one member's lock, two members
   * could both count one below the cap and both insert. Answers the new item's id.
   */
  protected async insertWithinCap(manager: EntityManager, userId: number, fields: Fields, locked = false): Promise<number> {
    if (!locked) await lockHousehold(manager, userId);
    if ((await this.items.countOwnedBy(manager, userId)) >= this.rules.maxPerHousehold) throw new ConflictException(this.rules.full);
    return this.items.insertFor(manager, userId, fields);
  }
}
