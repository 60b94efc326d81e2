import { combineSimilar, DEFAULT_APP_SETTINGS, DEFAULT_SHOPPING_CATEGORY, type AttributedShoppingItem, type CombineResult, type ShoppingItem } from '@mealapp/domain';
import { HttpException, Injectable, InternalServerErrorException, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockHousehold } from '../common/household-lock.js';
import type { VersionedJsonList } from '../common/json-list.js';
import { OwnedItemsService } from '../common/owned-items.service.js';
import { PantryService } from '../pantry/pantry.service.js';
import type { CreateShoppingItemDto } from './dto/create-shopping-item.dto.js';
import { SHOPPING_MESSAGES } from './dto/shopping-validators.js';
import type { ToggleShoppingItemDto } from './dto/toggle-shopping-item.dto.js';
import type { ShoppingItemEntity } from './entities/shopping-item.entity.js';
import { ShoppingItemsRepository, type ShoppingItemFields } from './shopping-items.repository.js';

/** A sane ceiling per household (its members together), as for the pantry: far above any shop, low enough to keep GET /api/shopping cheap. */
export const SHOPPING_ITEMS_PER_HOUSEHOLD_MAX = 5000;
export const SHOPPING_LIST_FULL = `Your shopping list is full: it holds at most ${SHOPPING_ITEMS_PER_HOUSEHOLD_MAX.toLocaleString('en-US')} items. Delete some to add more.`;

/** New items and quantity changes to existing ones, as @mealapp/domain's planShoppingAdds plans them. */
export interface ShoppingAdds {
  create: ReadonlyArray<Pick<ShoppingItemFields, 'name' | 'quantity' | 'category'>>;
  merge: ReadonlyArray<{ id: number; quantity: string | null }>;
}

/** A new item's fields as sent: the name trimmed, the default category, and who ticked it when sent ticked. */
function fieldsOf(userId: number, input: CreateShoppingItemDto): ShoppingItemFields {
  const isShopped = input.isShopped ?? false;
  return {
    name: input.name.trim(),
    quantity: input.quantity ?? null,
    category: input.category ?? DEFAULT_SHOPPING_CATEGORY,
    isShopped,
    checkedBy: isShopped ? userId : null,
  };
}

export function toShoppingItem(entity: ShoppingItemEntity): ShoppingItem {
  return { id: entity.id, name: entity.name, quantity: entity.quantity, category: entity.category, isShopped: entity.isShopped };
}

@Injectable()
export class ShoppingService extends OwnedItemsService<ShoppingItemEntity, ShoppingItemFields, AttributedShoppingItem> {
  private readonly logger = new Logger(ShoppingService.name);

  constructor(
    dataSource: DataSource,
    protected override readonly items: ShoppingItemsRepository,
    private readonly pantry: PantryService,
  ) {
    super(dataSource, items, {
      maxPerHousehold: SHOPPING_ITEMS_PER_HOUSEHOLD_MAX,
      full: SHOPPING_LIST_FULL,
      notFound: SHOPPING_MESSAGES.notFound,
      nothingToUpdate: SHOPPING_MESSAGES.nothingToUpdate,
    });
  }

  list(userId: number): Promise<VersionedJsonList<AttributedShoppingItem>> {
    return this.items.listOwnedBy(this.dataSource.manager, userId);
  }

  create(userId: number, input: CreateShoppingItemDto): Promise<AttributedShoppingItem> {
    return this.createItem(userId, fieldsOf(userId, input));
  }

  /**
   * One list row of the account import (my-data), in the caller's transaction, which holds the
   * household's lock (household-lock.ts): an item of the same name and quantity (ignoring case
   * and surrounding spaces), ticked or not, is the same item and stays as it is (false); any
   * other is added as POST /api/shopping adds it (a ticked one ticked by the importer), within
   * the household's cap.
   * @throws ConflictException when the list is full.
   */
  async importIn(manager: EntityManager, userId: number, input: CreateShoppingItemDto): Promise<boolean> {
    const fields = fieldsOf(userId, { ...input, quantity: input.quantity?.trim() || null });
    if (await this.items.holdsSameItem(manager, userId, fields.name, fields.quantity)) return false;
    await this.insertWithinCap(manager, userId, fields, true);
    return true;
  }

  /**
   * Flips isShopped and, in the same transaction (DECISIONS.md, Where logic runs), applies the
   * pantry side effects of spec part 1 §4 as the device settings ask (both default to on).
   * If the pantry step fails, nothing is saved and the call fails: a known refusal keeps its
   * status (a full pantry is 409), anything else is 500 "Failed to toggle shopping item".
   */
  async toggle(userId: number, id: number, sent: ToggleShoppingItemDto): Promise<AttributedShoppingItem> {
    const settings = {
      autoAddShoppedToPantry: sent.autoAddShoppedToPantry ?? DEFAULT_APP_SETTINGS.autoAddShoppedToPantry,
      autoUpdatePantryOnUncheck: sent.autoUpdatePantryOnUncheck ?? DEFAULT_APP_SETTINGS.autoUpdatePantryOnUncheck,
    };
    try {
      return await this.dataSource.transaction(async (manager) => {
        // The household first, as every locker does (household-lock.ts): the pantry step reads then writes shared rows.
        await lockHousehold(manager, userId);
        const item = await this.items.findOwnedByForUpdate(manager, userId, id);
        if (!item) throw new NotFoundException(SHOPPING_MESSAGES.notFound);
        const isShopped = !item.isShopped;
        await this.items.updateOwnedBy(manager, userId, id, { isShopped });
        await this.pantry.applyTick(manager, userId, { name: item.name, category: item.category, isShopped }, settings);
        return this.answerOf(manager, userId, id);
      });
    } catch (error) {
      throw this.failure(error, SHOPPING_MESSAGES.toggleFailed);
    }
  }

  /**
   * The household's items not yet ticked, to merge into (the recipes module), under the household's
   * lock taken here and held until the caller's transaction ends: a second add waits, then reads
   * what the first one wrote. Locking only the rows that exist let two adds to an empty list both
   * insert every ingredient. The caller takes no row lock before this (household-lock.ts).
   */
  async pendingForUpdate(manager: EntityManager, userId: number): Promise<ShoppingItem[]> {
    await lockHousehold(manager, userId);
    return (await this.items.listOwnedByForUpdate(manager, userId)).filter((item) => !item.isShopped).map(toShoppingItem);
  }

  /**
   * In the caller's transaction, which holds the household's lock (pendingForUpdate took it): creates
   * `create` as pending items (within the list's cap) and sets
   * the quantities of the `merge` items, answering the items as saved. Names and quantities must
   * already fit the item rules (@mealapp/domain itemNameError, SHOPPING_QUANTITY_MAX_LENGTH).
   * @throws ConflictException when the list is full.
   */
  async addPending(manager: EntityManager, userId: number, adds: ShoppingAdds): Promise<{ created: AttributedShoppingItem[]; merged: AttributedShoppingItem[] }> {
    await lockHousehold(manager, userId);
    const created: number[] = [];
    for (const item of adds.create) created.push(await this.insertWithinCap(manager, userId, { ...item, isShopped: false, checkedBy: null }, true));
    for (const { id, quantity } of adds.merge) {
      if (!(await this.items.updateOwnedBy(manager, userId, id, { quantity }))) throw new NotFoundException(SHOPPING_MESSAGES.notFound);
    }
    return {
      created: await this.items.answersOf(manager, userId, created),
      merged: await this.items.answersOf(manager, userId, adds.merge.map(({ id }) => id)),
    };
  }

  async clearCompleted(userId: number): Promise<{ deletedCount: number }> {
    return { deletedCount: await this.items.deleteShoppedOwnedBy(this.dataSource.manager, userId) };
  }

  /**
   * spec part 1 §4 via @mealapp/domain combineSimilar, on the user's items locked for the
   * transaction; the plan is written in the same transaction. Fewer than 2 unchecked items
   * answers success false with "You need at least 2 items to combine" and changes nothing.
   */
  async combineSimilar(userId: number): Promise<CombineResult> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockHousehold(manager, userId);
        const items = (await this.items.listOwnedByForUpdate(manager, userId)).map(toShoppingItem);
        const result = combineSimilar(items);
        for (const row of result.plan.keep) {
          await this.items.updateOwnedBy(manager, userId, row.id, { name: row.name, quantity: row.quantity, category: row.category });
        }
        await this.items.deleteManyOwnedBy(manager, userId, result.plan.remove);
        return result;
      });
    } catch (error) {
      throw this.failure(error, SHOPPING_MESSAGES.combineFailed);
    }
  }

  private failure(error: unknown, message: string): HttpException {
    if (error instanceof HttpException) return error;
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return new InternalServerErrorException(message);
  }
}
