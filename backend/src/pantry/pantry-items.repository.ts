import type { AttributedPantryItem, CategoryName, PantryStatus } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ownedWhere, personNamed } from '../common/household-scope.js';
import { KeptJsonLists, type JsonList, type VersionedJsonList } from '../common/json-list.js';
import { OwnedItemsRepository } from '../common/owned-items.repository.js';
import { PantryItemEntity } from './entities/pantry-item.entity.js';

export interface PantryItemFields {
  name: string;
  status: PantryStatus;
  category: CategoryName | null;
  expirationDate: string | null;
}

/** undefined: any category; null: only items without one. */
export interface PantryListFilter {
  status?: PantryStatus;
  category?: CategoryName | null;
}

@Injectable()
export class PantryItemsRepository extends OwnedItemsRepository<PantryItemEntity, PantryItemFields, AttributedPantryItem> {
  constructor() {
    super(PantryItemEntity, 'p', {
      id: 'p.id',
      name: 'p.name',
      status: 'p.status',
      category: 'p.category',
      expirationDate: 'p.expiration_date',
      updatedBy: personNamed('p.updated_by'),
    });
  }

  private readonly wholeLists = new KeptJsonLists<AttributedPantryItem>('pantry_items');

  /** Oldest first (by id). The whole list (no filter), which Home and the pantry screen read, is kept until it changes. */
  listOwnedBy(manager: EntityManager, userId: number, filter: PantryListFilter): Promise<VersionedJsonList<AttributedPantryItem>> {
    const build = () => this.buildList(manager, userId, filter);
    if (filter.status === undefined && filter.category === undefined) return this.wholeLists.read(manager, userId, build);
    return build().then((json) => ({ json, etag: null }));
  }

  private buildList(manager: EntityManager, userId: number, filter: PantryListFilter): Promise<JsonList<AttributedPantryItem>> {
    const query = this.householdRows(manager, userId);
    if (filter.status !== undefined) query.andWhere('p.status = :status', { status: filter.status });
    if (filter.category === null) query.andWhere('p.category IS NULL');
    else if (filter.category !== undefined) query.andWhere('p.category = :category', { category: filter.category });
    return this.answerList(manager, query);
  }

  /** Same name, ignoring case and surrounding spaces (spec part 1 §4), oldest first. */
  findOwnedByName(manager: EntityManager, userId: number, name: string): Promise<PantryItemEntity[]> {
    return this.householdRows(manager, userId)
      .andWhere('lower(btrim(p.name)) = lower(:name)', { name: name.trim() })
      .orderBy('p.id', 'ASC')
      .getMany();
  }

  async updateStatusOwnedBy(manager: EntityManager, userId: number, ids: number[], status: PantryStatus): Promise<void> {
    if (ids.length === 0) return;
    await manager.update(PantryItemEntity, { ...ownedWhere(userId), id: In(ids) }, { status, updatedBy: userId });
  }
}
