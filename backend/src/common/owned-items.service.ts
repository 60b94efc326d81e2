import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { lockAccount } from './account-lock.js';
import type { OwnedItemEntity } from './owned-item.entity.js';
import type { OwnedItemsRepository } from './owned-items.repository.js';

/** What differs between the item features in the rules they share. */
export interface OwnedItemRules<Entity, Item> {
  /** The most items one user may hold. */
  maxPerUser: number;
  /** The 409 text at the ceiling. */
  full: string;
  notFound: string;
  nothingToUpdate: string;
  /** The item as the apps see it. */
  toItem(entity: Entity): Item;
}

/**
 * The create, update and delete rules every item feature shares: a per-user cap checked under
 * the account lock, 400 for an update that changes nothing, and 404 for an item the user does
 * not own (another user's item looks the same as none).
 */
export abstract class OwnedItemsService<Entity extends OwnedItemEntity, Fields extends { name: string }, Item> {
  protected constructor(
    protected readonly dataSource: DataSource,
    protected readonly items: OwnedItemsRepository<Entity, Fields>,
    private readonly rules: OwnedItemRules<Entity, Item>,
  ) {}

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.items.deleteOwnedBy(this.dataSource.manager, userId, id))) throw new NotFoundException(this.rules.notFound);
  }

  protected createItem(userId: number, fields: Fields): Promise<Item> {
    return this.dataSource.transaction(async (manager) => this.rules.toItem(await this.insertWithinCap(manager, userId, fields)));
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
      const updated = await this.items.findOwnedBy(manager, userId, id);
      if (!updated) throw new NotFoundException(this.rules.notFound);
      return this.rules.toItem(updated);
    });
  }

  /** Inside the caller's transaction; `locked` when the caller holds the account lock already. */
  protected async insertWithinCap(manager: EntityManager, userId: number, fields: Fields, locked = false): Promise<Entity> {
    if (!locked) await lockAccount(manager, userId);
    if ((await this.items.countOwnedBy(manager, userId)) >= this.rules.maxPerUser) throw new ConflictException(this.rules.full);
    return this.items.insertFor(manager, userId, fields);
  }
}
