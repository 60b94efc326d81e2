import type { EntityManager, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { inHouseholdOf } from './household-scope.js';
import type { OwnedItemEntity } from './owned-item.entity.js';

/**
 * The queries an item table answers for its owner, alike for every feature: the user's current
 * household (household-scope.ts). Every query names it. Each method takes the EntityManager to run on, so callers can put them in one
 * transaction (the embedded pool has a single connection).
 */
export abstract class OwnedItemsRepository<Entity extends OwnedItemEntity, Fields extends object> {
  protected constructor(private readonly entity: new () => Entity) {}

  findOwnedBy(manager: EntityManager, userId: number, id: number): Promise<Entity | null> {
    return manager.findOneBy(this.entity, this.owned(userId, id));
  }

  countOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(this.entity, this.owned(userId));
  }

  async insertFor(manager: EntityManager, userId: number, fields: Fields): Promise<Entity> {
    const result = await manager.insert(this.entity, { userId, ...fields } as QueryDeepPartialEntity<Entity>);
    const id = (result.identifiers[0] as { id: number }).id;
    return manager.findOneByOrFail(this.entity, this.owned(userId, id));
  }

  /** False when the user owns no such item. */
  async updateOwnedBy(manager: EntityManager, userId: number, id: number, patch: Partial<Fields>): Promise<boolean> {
    const result = await manager.update(this.entity, this.owned(userId, id), patch as QueryDeepPartialEntity<Entity>);
    return (result.affected ?? 0) > 0;
  }

  async deleteOwnedBy(manager: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await manager.delete(this.entity, this.owned(userId, id));
    return (result.affected ?? 0) > 0;
  }

  // TypeORM cannot check a generic entity's keys.
  private owned(userId: number, id?: number): FindOptionsWhere<Entity> {
    const householdId = inHouseholdOf(userId);
    return (id === undefined ? { householdId } : { householdId, id }) as FindOptionsWhere<Entity>;
  }
}
