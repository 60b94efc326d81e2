import { DELTA_ENTITIES, DELTA_MAX_ROWS, deltaCovers, type DeltaEntity } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HouseholdChangeLog } from '../events/household-change-log.js';
import { MealPlansRepository } from '../meal-plans/meal-plans.repository.js';
import { PantryItemsRepository } from '../pantry/pantry-items.repository.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { ShoppingItemsRepository } from '../shopping/shopping-items.repository.js';
import type { HouseholdChangesDto } from './dto/household-changes.dto.js';

const none = () => ({ upserted: [], deleted: [] });

/** An answer that says: read everything again, then ask from `seq`. */
function reloadFrom(seq: number): HouseholdChangesDto {
  return { seq, reload: true, pantry: none(), shopping: none(), mealPlans: none(), recipes: none() };
}

/** Each kind's changed ids: those to read again and those gone, by their last change. */
function byEntity(changes: ReadonlyArray<{ entity: string; entityId: number; op: string }>): Record<DeltaEntity, { upserted: number[]; deleted: number[] }> {
  const ids = Object.fromEntries(DELTA_ENTITIES.map((entity) => [entity, { upserted: [] as number[], deleted: [] as number[] }])) as Record<DeltaEntity, { upserted: number[]; deleted: number[] }>;
  for (const change of changes) ids[change.entity as DeltaEntity][change.op === 'delete' ? 'deleted' : 'upserted'].push(change.entityId);
  return ids;
}

/** Rows read again for `wanted` ids; an id the household no longer holds (deleted or moved since the log was read) counts as deleted. */
function rowChanges<Row extends { id: number }>(wanted: { upserted: number[]; deleted: number[] }, rows: Row[]) {
  const found = new Set(rows.map((row) => row.id));
  return { upserted: rows, deleted: [...wanted.deleted, ...wanted.upserted.filter((id) => !found.has(id))] };
}

/**
 * Delta reads (GET /api/changes): the rows of the user's current household changed after a
 * position of its change log, each read as its list answers it, so a phone that heard a change
 * event moves one row, not the whole list. The log names what changed (its triggers write it in
 * the transaction of every change, on whichever instance); the rows are read now, so a row changed
 * twice comes once, as it is.
 */
@Injectable()
export class HouseholdChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: HouseholdChangeLog,
    private readonly pantry: PantryItemsRepository,
    private readonly shopping: ShoppingItemsRepository,
    private readonly mealPlans: MealPlansRepository,
    private readonly recipes: RecipesService,
  ) {}

  async since(userId: number, since: number): Promise<HouseholdChangesDto> {
    const position = await this.log.position(userId);
    if (!position) return reloadFrom(since);
    if (!deltaCovers(since, position)) return reloadFrom(position.latest);
    const changes = await this.log.rowsChangedAfter(position.householdId, since, DELTA_ENTITIES, DELTA_MAX_ROWS + 1);
    if (changes.length > DELTA_MAX_ROWS) return reloadFrom(position.latest);
    // The rows are read after the log: a change landing in between comes as it is now, and again with its own event.
    const seq = Math.max(since, position.latest, ...changes.map((change) => change.seq));
    const ids = byEntity(changes);
    const manager = this.dataSource.manager;
    return {
      seq,
      reload: false,
      pantry: rowChanges(ids.pantry, await this.pantry.answersOf(manager, userId, ids.pantry.upserted)),
      shopping: rowChanges(ids.shopping, await this.shopping.answersOf(manager, userId, ids.shopping.upserted)),
      mealPlans: rowChanges(ids['meal-plan'], await this.mealPlans.listByIdsOwnedBy(manager, userId, ids['meal-plan'].upserted)),
      recipes: rowChanges(ids.recipe, await this.recipes.summariesOf(userId, ids.recipe.upserted)),
    };
  }
}
