import type { AttributedShoppingItem, CategoryName } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ownedWhere, personNamed } from '../common/household-scope.js';
import { KeptJsonLists, type VersionedJsonList } from '../common/json-list.js';
import { OwnedItemsRepository } from '../common/owned-items.repository.js';
import { ShoppingItemEntity } from './entities/shopping-item.entity.js';

export interface ShoppingItemFields {
  name: string;
  quantity: string | null;
  category: CategoryName;
  isShopped: boolean;
  /** Who ticked it, when created ticked; updates set it from isShopped (updateOwnedBy). */
  checkedBy: number | null;
}

@Injectable()
export class ShoppingItemsRepository extends OwnedItemsRepository<ShoppingItemEntity, ShoppingItemFields, AttributedShoppingItem> {
  constructor() {
    super(ShoppingItemEntity, 's', {
      id: 's.id',
      name: 's.name',
      quantity: 's.quantity',
      category: 's.category',
      isShopped: 's.is_shopped',
      addedBy: personNamed('s.user_id'),
      checkedBy: personNamed('s.checked_by'),
      updatedBy: personNamed('s.updated_by'),
    });
  }

  private readonly lists = new KeptJsonLists<AttributedShoppingItem>('shopping_items');

  /** Oldest first (by id); kept until it changes. */
  listOwnedBy(manager: EntityManager, userId: number): Promise<VersionedJsonList<AttributedShoppingItem>> {
    return this.lists.read(manager, userId, () => this.answerList(manager, this.householdRows(manager, userId)));
  }

  /**
   * A change of isShopped also records who ticked: whoever ticks it, kept when a tick is sent
   * again (a GET written back unchanged), and nobody once unticked.
   */
  override updateOwnedBy(manager: EntityManager, userId: number, id: number, patch: Partial<ShoppingItemFields>): Promise<boolean> {
    if (patch.isShopped === undefined) return super.updateOwnedBy(manager, userId, id, patch);
    const checkedBy = patch.isShopped ? () => `CASE WHEN is_shopped THEN checked_by ELSE ${Math.trunc(userId)} END` : null;
    return this.updateColumns(manager, userId, id, { ...patch, checkedBy });
  }

  /** Whether the household's list holds an item of this name and quantity (ignoring case and surrounding spaces), ticked or not. */
  holdsSameItem(manager: EntityManager, userId: number, name: string, quantity: string | null): Promise<boolean> {
    return this.householdRows(manager, userId)
      .andWhere('lower(btrim(s.name)) = lower(:name)', { name: name.trim() })
      .andWhere("lower(coalesce(s.quantity, '')) = lower(coalesce(:quantity, ''))", { quantity })
      .getExists();
  }

  /** The user's items, locked until the transaction ends (in id order, so two lockers never deadlock). */
  listOwnedByForUpdate(manager: EntityManager, userId: number): Promise<ShoppingItemEntity[]> {
    return manager.find(ShoppingItemEntity, { where: ownedWhere(userId), order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** SELECT … FOR UPDATE: a second toggle of the same item waits and then sees the first one's result. */
  findOwnedByForUpdate(manager: EntityManager, userId: number, id: number): Promise<ShoppingItemEntity | null> {
    return manager.findOne(ShoppingItemEntity, { where: { ...ownedWhere(userId), id }, lock: { mode: 'pessimistic_write' } });
  }

  async deleteManyOwnedBy(manager: EntityManager, userId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await manager.delete(ShoppingItemEntity, { ...ownedWhere(userId), id: In(ids) });
    return result.affected ?? 0;
  }

  async deleteShoppedOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    const result = await manager.delete(ShoppingItemEntity, { ...ownedWhere(userId), isShopped: true });
    return result.affected ?? 0;
  }
}
