import { isCategoryName, UNCATEGORIZED, type CategoryName, type PantryItem } from '@mealapp/domain';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreatePantryItemDto } from './dto/create-pantry-item.dto.js';
import type { ListPantryItemsQueryDto } from './dto/list-pantry-items-query.dto.js';
import { PANTRY_MESSAGES, pantryNameError } from './dto/pantry-validators.js';
import type { UpdatePantryItemDto } from './dto/update-pantry-item.dto.js';
import type { PantryItemEntity } from './entities/pantry-item.entity.js';
import { PantryItemsRepository, type PantryItemFields, type PantryListFilter } from './pantry-items.repository.js';

/** A sane ceiling per user: far above any kitchen, low enough to keep GET /api/pantry cheap. */
export const PANTRY_ITEMS_PER_USER_MAX = 5000;
export const PANTRY_FULL = `Your pantry is full: it holds at most ${PANTRY_ITEMS_PER_USER_MAX.toLocaleString('en-US')} items. Delete some to add more.`;

export type RestockOutcome = 'added' | 'restocked' | 'unchanged';

export function toPantryItem(entity: PantryItemEntity): PantryItem {
  return { id: entity.id, name: entity.name, status: entity.status, category: entity.category, expirationDate: entity.expirationDate };
}

@Injectable()
export class PantryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly items: PantryItemsRepository,
  ) {}

  async list(userId: number, query: ListPantryItemsQueryDto): Promise<PantryItem[]> {
    const filter: PantryListFilter = { status: query.status };
    if (query.category !== undefined) filter.category = query.category === UNCATEGORIZED ? null : query.category;
    return (await this.items.listOwnedBy(this.dataSource.manager, userId, filter)).map(toPantryItem);
  }

  create(userId: number, input: CreatePantryItemDto): Promise<PantryItem> {
    return this.dataSource.transaction(async (manager) => {
      const created = await this.insertWithinCap(manager, userId, {
        name: input.name.trim(),
        status: input.status,
        category: input.category ?? null,
        expirationDate: input.expirationDate ?? null,
      });
      return toPantryItem(created);
    });
  }

  update(userId: number, id: number, changes: UpdatePantryItemDto): Promise<PantryItem> {
    const patch: Partial<PantryItemFields> = {};
    if (changes.name !== undefined) patch.name = changes.name.trim();
    if (changes.status !== undefined) patch.status = changes.status;
    if (changes.category !== undefined) patch.category = changes.category;
    if (changes.expirationDate !== undefined) patch.expirationDate = changes.expirationDate;
    if (Object.keys(patch).length === 0) throw new BadRequestException(PANTRY_MESSAGES.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.items.updateOwnedBy(manager, userId, id, patch))) throw new NotFoundException(PANTRY_MESSAGES.notFound);
      const updated = await this.items.findOwnedBy(manager, userId, id);
      if (!updated) throw new NotFoundException(PANTRY_MESSAGES.notFound);
      return toPantryItem(updated);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.items.deleteOwnedBy(this.dataSource.manager, userId, id))) throw new NotFoundException(PANTRY_MESSAGES.notFound);
  }

  /**
   * A shopping item was ticked (spec part 1 §4): inside the caller's transaction, an Out of Stock
   * item of the same name (case-insensitive, trimmed) goes back In Stock; with no item of that
   * name a new In Stock one is added; an In Stock or Low Stock one is left alone (no duplicates).
   * Checks its input before any SQL, so a refusal never aborts the caller's transaction.
   * @throws BadRequestException for a bad name or category, ConflictException when the pantry is full.
   */
  async restockOrAdd(
    manager: EntityManager,
    userId: number,
    input: { name: string; category: CategoryName | null },
  ): Promise<{ outcome: RestockOutcome; item: PantryItem }> {
    const nameError = pantryNameError(input.name);
    if (nameError) throw new BadRequestException(nameError);
    if (input.category !== null && !isCategoryName(input.category)) throw new BadRequestException(PANTRY_MESSAGES.category);
    const name = input.name.trim();
    await this.items.lockOwner(manager, userId);
    const matches = await this.items.findOwnedByName(manager, userId, name);
    const stocked = matches.find((item) => item.status !== 'Out of Stock');
    if (stocked) return { outcome: 'unchanged', item: toPantryItem(stocked) };
    const out = matches[0];
    if (out) {
      await this.items.updateStatusOwnedBy(manager, userId, [out.id], 'In Stock');
      return { outcome: 'restocked', item: { ...toPantryItem(out), status: 'In Stock' } };
    }
    const added = await this.insertWithinCap(manager, userId, { name, status: 'In Stock', category: input.category, expirationDate: null }, true);
    return { outcome: 'added', item: toPantryItem(added) };
  }

  /**
   * A shopping item was unticked (spec part 1 §4): inside the caller's transaction, every In Stock
   * item of that name (case-insensitive, trimmed) becomes Out of Stock. Answers the changed items.
   */
  async markOutOfStock(manager: EntityManager, userId: number, name: string): Promise<PantryItem[]> {
    if (typeof name !== 'string' || name.trim() === '') return [];
    const inStock = (await this.items.findOwnedByName(manager, userId, name)).filter((item) => item.status === 'In Stock');
    await this.items.updateStatusOwnedBy(
      manager,
      userId,
      inStock.map((item) => item.id),
      'Out of Stock',
    );
    return inStock.map((item) => ({ ...toPantryItem(item), status: 'Out of Stock' as const }));
  }

  private async insertWithinCap(manager: EntityManager, userId: number, fields: PantryItemFields, locked = false): Promise<PantryItemEntity> {
    if (!locked) await this.items.lockOwner(manager, userId);
    if ((await this.items.countOwnedBy(manager, userId)) >= PANTRY_ITEMS_PER_USER_MAX) throw new ConflictException(PANTRY_FULL);
    return this.items.insertFor(manager, userId, fields);
  }
}
