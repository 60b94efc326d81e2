import type { EntityManager, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ownedBy, ownedWhere } from './household-scope.js';
import { jsonList, type JsonList } from './json-list.js';
import type { OwnedItemEntity } from './owned-item.entity.js';

/** Every field of an item as the apps see it, with its SQL over the table's alias (json-list.ts). */
export type AnswerFields<Item> = { [K in keyof Item]-?: string };

/**
 * The queries an item table answers for its owner, alike for every feature: the user's current
 * household (household-scope.ts). Every query names it. Each method takes the EntityManager to run on, so callers can put them in one
 * transaction (the embedded pool has a single connection). Writes record who made them
 * (`updated_by`); answers are built by PostgreSQL from `answerFields`, one shape for a list and for
 * a single item.
 */
export abstract class OwnedItemsRepository<Entity extends OwnedItemEntity, Fields extends object, Item extends { id: number }> {
  protected constructor(
    private readonly entity: new () => Entity,
    /** The table's alias in `answerFields`. */
    protected readonly alias: string,
    private readonly answerFields: AnswerFields<Item>,
  ) {}

  findOwnedBy(manager: EntityManager, userId: number, id: number): Promise<Entity | null> {
    return manager.findOneBy(this.entity, this.owned(userId, id));
  }

  countOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(this.entity, this.owned(userId));
  }

  /** Answers the new item's id; answersOf reads it as the apps see it. */
  async insertFor(manager: EntityManager, userId: number, fields: Fields): Promise<number> {
    const result = await manager.insert(this.entity, { userId, updatedBy: userId, ...fields } as QueryDeepPartialEntity<Entity>);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** False when the user owns no such item. */
  updateOwnedBy(manager: EntityManager, userId: number, id: number, patch: Partial<Fields>): Promise<boolean> {
    return this.updateColumns(manager, userId, id, patch as QueryDeepPartialEntity<Entity>);
  }

  /** Sets `columns` (SQL expressions allowed) on the user's item, recording who wrote; false when they own no such item. */
  protected async updateColumns(manager: EntityManager, userId: number, id: number, columns: QueryDeepPartialEntity<Entity>): Promise<boolean> {
    const result = await manager.update(this.entity, this.owned(userId, id), { ...columns, updatedBy: userId } as QueryDeepPartialEntity<Entity>);
    return (result.affected ?? 0) > 0;
  }

  async deleteOwnedBy(manager: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await manager.delete(this.entity, this.owned(userId, id));
    return (result.affected ?? 0) > 0;
  }

  /** The items as the apps see them, in the order of `ids`; an id the user's household lacks is left out. */
  async answersOf(manager: EntityManager, userId: number, ids: readonly number[]): Promise<Item[]> {
    if (ids.length === 0) return [];
    const list = await this.answerList(manager, this.householdRows(manager, userId).andWhere(`${this.alias}.id IN (:...ids)`, { ids }));
    const byId = new Map((JSON.parse(list) as Item[]).map((item) => [item.id, item]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every item of a household as the apps see them, oldest first (by id): the export reads each household a person belongs to, not only the current one. */
  async listOfHousehold(manager: EntityManager, householdId: number): Promise<Item[]> {
    const query = manager.createQueryBuilder(this.entity, this.alias).where(`${this.alias}.household_id = :householdId`, { householdId });
    return JSON.parse(await this.answerList(manager, query)) as Item[];
  }

  /** The rows of the user's current household, to narrow further. */
  protected householdRows(manager: EntityManager, userId: number): SelectQueryBuilder<Entity> {
    return manager.createQueryBuilder(this.entity, this.alias).where(ownedBy(this.alias, ':userId'), { userId });
  }

  /** The rows `query` selects as the apps see them, oldest first (by id). */
  protected answerList(manager: EntityManager, query: SelectQueryBuilder<Entity>): Promise<JsonList<Item>> {
    return jsonList<Item>(manager, query, this.answerFields, 'id');
  }

  // TypeORM cannot check a generic entity's keys.
  protected owned(userId: number, id?: number): FindOptionsWhere<Entity> {
    return (id === undefined ? ownedWhere(userId) : { ...ownedWhere(userId), id }) as FindOptionsWhere<Entity>;
  }
}
