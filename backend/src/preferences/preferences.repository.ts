import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { byKey } from '../common/batched-reads.js';
import { ownedBy } from '../common/household-scope.js';
import { UserPreferencesEntity } from './entities/user-preferences.entity.js';

export type PreferencesFields = Omit<UserPreferencesEntity, 'userId' | 'updatedAt'>;

/**
 * The preferences row of an owner. Who owns a row is decided here alone (`owner`), so moving
 * preferences from the user to a household changes this class and the table's key, nothing else.
 */
@Injectable()
export class PreferencesRepository {
  findOwnedBy(manager: EntityManager, userId: number): Promise<UserPreferencesEntity | null> {
    return manager.findOneBy(UserPreferencesEntity, this.owner(userId));
  }

  /** The rows of several owners in one query (PreferencesService reads them in batches), by owner. */
  async findOwnedByAny(manager: EntityManager, userIds: readonly number[]): Promise<Map<number, UserPreferencesEntity>> {
    return byKey(await manager.findBy(UserPreferencesEntity, { userId: In([...userIds]) }), (row) => row.userId);
  }

  /** Inserts the owner's row or replaces all of it (spec part 2 §7: POST sends the full object). */
  async replaceFor(manager: EntityManager, userId: number, fields: PreferencesFields): Promise<UserPreferencesEntity> {
    await manager.upsert(UserPreferencesEntity, { ...fields, ...this.owner(userId) }, { conflictPaths: Object.keys(this.owner(userId)) });
    return manager.findOneByOrFail(UserPreferencesEntity, this.owner(userId));
  }

  /** The stored preferences of every member of the user's current household (members who never saved any have none). */
  findOfHouseholdOf(manager: EntityManager, userId: number): Promise<UserPreferencesEntity[]> {
    return manager
      .createQueryBuilder(UserPreferencesEntity, 'p')
      .innerJoin('household_members', 'm', 'm.user_id = p.user_id')
      .where(ownedBy('m', ':userId'), { userId })
      .getMany();
  }

  private owner(userId: number): Pick<UserPreferencesEntity, 'userId'> {
    return { userId };
  }
}
