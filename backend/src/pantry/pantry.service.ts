import { isCategoryName, itemNameError, tickPantryEffect, UNCATEGORIZED, type AttributedPantryItem, type PantryItem } from '@mealapp/domain';
import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockHousehold } from '../common/household-lock.js';
import type { VersionedJsonList } from '../common/json-list.js';
import { OwnedItemsService } from '../common/owned-items.service.js';
import type { CreatePantryItemDto } from './dto/create-pantry-item.dto.js';
import type { ListPantryItemsQueryDto } from './dto/list-pantry-items-query.dto.js';
import { PANTRY_MESSAGES } from './dto/pantry-validators.js';
import type { PantryItemEntity } from './entities/pantry-item.entity.js';
import { PantryItemsRepository, type PantryItemFields, type PantryListFilter } from './pantry-items.repository.js';

/** A sane ceiling per household (its members together): far above any kitchen, low enough to keep GET /api/pantry cheap. */
export const PANTRY_ITEMS_PER_HOUSEHOLD_MAX = 5000;
export const PANTRY_FULL = `Your pantry is full: it holds at most ${PANTRY_ITEMS_PER_HOUSEHOLD_MAX.toLocaleString('en-US')} items. Delete some to add more.`;

type ShoppedItem = Parameters<typeof tickPantryEffect>[1];
type TickSettings = Parameters<typeof tickPantryEffect>[2];

export function toPantryItem(entity: PantryItemEntity): PantryItem {
  return { id: entity.id, name: entity.name, status: entity.status, category: entity.category, expirationDate: entity.expirationDate };
}

@Injectable()
export class PantryService extends OwnedItemsService<PantryItemEntity, PantryItemFields, AttributedPantryItem> {
  constructor(dataSource: DataSource, protected override readonly items: PantryItemsRepository) {
    super(dataSource, items, {
      maxPerHousehold: PANTRY_ITEMS_PER_HOUSEHOLD_MAX,
      full: PANTRY_FULL,
      notFound: PANTRY_MESSAGES.notFound,
      nothingToUpdate: PANTRY_MESSAGES.nothingToUpdate,
    });
  }

  list(userId: number, query: ListPantryItemsQueryDto): Promise<VersionedJsonList<AttributedPantryItem>> {
    const filter: PantryListFilter = { status: query.status };
    if (query.category !== undefined) filter.category = query.category === UNCATEGORIZED ? null : query.category;
    return this.items.listOwnedBy(this.dataSource.manager, userId, filter);
  }

  create(userId: number, input: CreatePantryItemDto): Promise<AttributedPantryItem> {
    return this.createItem(userId, {
      name: input.name.trim(),
      status: input.status,
      category: input.category ?? null,
      expirationDate: input.expirationDate ?? null,
    });
  }

  /**
   * One pantry row of the account import (my-data), in the caller's transaction, which holds the
   * household's lock (household-lock.ts): an item of the same name (ignoring case and surrounding
   * spaces) already in the household is the same item and stays as it is (false); any other is
   * added as POST /api/pantry adds it, within the household's cap.
   * @throws ConflictException when the pantry is full.
   */
  async importIn(manager: EntityManager, userId: number, input: CreatePantryItemDto): Promise<boolean> {
    const name = input.name.trim();
    if ((await this.items.findOwnedByName(manager, userId, name)).length > 0) return false;
    await this.insertWithinCap(manager, userId, { name, status: input.status, category: input.category ?? null, expirationDate: input.expirationDate ?? null }, true);
    return true;
  }

  /**
   * The pantry side of ticking or unticking a shopping item, inside the caller's transaction: the
   * rule is @mealapp/domain's tickPantryEffect (spec part 1 §4), this only reads and writes. A name
   * or category that could not be added is refused before any SQL, so a refusal never aborts the
   * caller's transaction. It reads the household's pantry and then writes it, so it holds the
   * household's lock (the toggle took it first). Answers the pantry items it added or changed.
   * @throws BadRequestException for a bad name or category, ConflictException when the pantry is full.
   */
  async applyTick(manager: EntityManager, userId: number, shopped: ShoppedItem, settings: TickSettings): Promise<AttributedPantryItem[]> {
    if (shopped.isShopped && settings.autoAddShoppedToPantry) {
      const nameError = itemNameError(shopped.name);
      if (nameError) throw new BadRequestException(nameError);
      if (shopped.category !== null && !isCategoryName(shopped.category)) throw new BadRequestException(PANTRY_MESSAGES.category);
    }
    await lockHousehold(manager, userId);
    const matches = (await this.items.findOwnedByName(manager, userId, shopped.name)).map(toPantryItem);
    const effect = tickPantryEffect(matches, shopped, settings);
    switch (effect.kind) {
      case 'none':
        return [];
      case 'add':
        return [await this.answerOf(manager, userId, await this.insertWithinCap(manager, userId, { ...effect.item, expirationDate: null }, true))];
      case 'setStatus':
        await this.items.updateStatusOwnedBy(manager, userId, effect.ids, effect.status);
        return this.items.answersOf(manager, userId, effect.ids);
    }
  }
}
