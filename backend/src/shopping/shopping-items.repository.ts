import type { CategoryName, ShoppingItem } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { householdOf, inHouseholdOf } from '../common/household-scope.js';
import { jsonList, KeptJsonLists, type JsonList } from '../common/json-list.js';
import { OwnedItemsRepository } from '../common/owned-items.repository.js';
import { ShoppingItemEntity } from './entities/shopping-item.entity.js';

export interface ShoppingItemFields {
  name: string;
  quantity: string | null;
  category: CategoryName;
  isShopped: boolean;
}

@Injectable()
export class ShoppingItemsRepository extends OwnedItemsRepository<ShoppingItemEntity, ShoppingItemFields> {
  constructor() {
    super(ShoppingItemEntity);
  }

  private readonly lists = new KeptJsonLists<ShoppingItem>('shopping_items');

  /** Oldest first (by id); kept until it changes. */
  listOwnedBy(manager: EntityManager, userId: number): Promise<JsonList<ShoppingItem>> {
    return this.lists.read(manager, userId, () =>
      jsonList<ShoppingItem>(
        manager,
        manager.createQueryBuilder(ShoppingItemEntity, 's').where(`s.household_id = ${householdOf(':userId')}`, { userId }),
        { id: 's.id', name: 's.name', quantity: 's.quantity', category: 's.category', isShopped: 's.is_shopped' },
        'id',
      ),
    );
  }

  /** The user's items, locked until the transaction ends (in id order, so two lockers never deadlock). */
  listOwnedByForUpdate(manager: EntityManager, userId: number): Promise<ShoppingItemEntity[]> {
    return manager.find(ShoppingItemEntity, { where: { householdId: inHouseholdOf(userId) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** SELECT … FOR UPDATE: a second toggle of the same item waits and then sees the first one's result. */
  findOwnedByForUpdate(manager: EntityManager, userId: number, id: number): Promise<ShoppingItemEntity | null> {
    return manager.findOne(ShoppingItemEntity, { where: { householdId: inHouseholdOf(userId), id }, lock: { mode: 'pessimistic_write' } });
  }

  async deleteManyOwnedBy(manager: EntityManager, userId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await manager.delete(ShoppingItemEntity, { householdId: inHouseholdOf(userId), id: In(ids) });
    return result.affected ?? 0;
  }

  async deleteShoppedOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    const result = await manager.delete(ShoppingItemEntity, { householdId: inHouseholdOf(userId), isShopped: true });
    return result.affected ?? 0;
  }
}
