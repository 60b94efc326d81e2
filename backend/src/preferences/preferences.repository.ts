import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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

  /** SQL of the owner's row (0 or 1), its fields named as the entity's, where `userId` is the SQL of the owner's id (PreferencesService reads it beside the session). */
  ownedRowSql(userId: string): string {
    return `SELECT dietary_restrictions AS "dietaryRestrictions", allergies, max_cooking_time AS "maxCookingTime", spice_level AS "spiceLevel",
        favorite_cuisines AS "favoriteCuisines" FROM user_preferences WHERE user_id = ${userId}`;
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
