import { ALLERGY_KEYS, DEFAULT_PREFERENCES, householdExclusions, validatePreferences, type DietaryExclusions, type Preferences } from '@mealapp/domain';
import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sessionBoundReads } from '../auth/session-bound-reads.js';
import type { UserPreferencesEntity } from './entities/user-preferences.entity.js';
import { PreferencesRepository, type PreferencesFields } from './preferences.repository.js';

export function toPreferences(row: UserPreferencesEntity): Preferences {
  return {
    dietaryRestrictions: row.dietaryRestrictions,
    allergies: Object.fromEntries(ALLERGY_KEYS.map((key) => [key, row.allergies.includes(key)])) as Preferences['allergies'],
    maxCookingTime: row.maxCookingTime,
    spiceLevel: row.spiceLevel,
    favoriteCuisines: row.favoriteCuisines,
  };
}

function toFields(preferences: Preferences): PreferencesFields {
  return {
    dietaryRestrictions: preferences.dietaryRestrictions,
    allergies: ALLERGY_KEYS.filter((key) => preferences.allergies[key]),
    maxCookingTime: preferences.maxCookingTime,
    spiceLevel: preferences.spiceLevel,
    favoriteCuisines: preferences.favoriteCuisines,
  };
}

@Injectable()
export class PreferencesService {
  /** GET /api/preferences: the session's user and their preferences in one statement, batched (auth/session-bound-reads.ts). */
  readonly withSession = sessionBoundReads(() => this.dataSource, (userId) => this.preferences.ownedRowSql(userId), ([row]: UserPreferencesEntity[]) =>
    row ? toPreferences(row) : structuredClone(DEFAULT_PREFERENCES),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly preferences: PreferencesRepository,
  ) {}

  /** spec part 2 §3: a user who never saved any has the defaults. */
  async get(userId: number): Promise<Preferences> {
    return (await this.withSession(userId))?.value ?? structuredClone(DEFAULT_PREFERENCES);
  }

  /**
   * What rules a recipe out for the user's current household: every member's allergies and diets
   * together (DECISIONS.md, Households). The members' preferences themselves are not answered.
   */
  async householdExclusions(userId: number): Promise<DietaryExclusions> {
    const rows = await this.preferences.findOfHouseholdOf(this.dataSource.manager, userId);
    return householdExclusions(rows.map(toPreferences));
  }

  /**
   * The account import's preferences (my-data), already checked by @mealapp/domain's rule, in the
   * caller's transaction: they become the stored ones; false when they were so already.
   */
  async importIn(manager: EntityManager, userId: number, preferences: Preferences): Promise<boolean> {
    const stored = await this.preferences.findOwnedBy(manager, userId);
    if (stored && JSON.stringify(toPreferences(stored)) === JSON.stringify(preferences)) return false;
    await this.preferences.replaceFor(manager, userId, toFields(preferences));
    return true;
  }

  /**
   * Stores the cleaned preferences (trimmed, de-duplicated labels in the options' order) by
   * @mealapp/domain's rule, the one the DTO checked field by field, and answers them as stored.
   */
  async save(userId: number, input: object): Promise<Preferences> {
    const check = validatePreferences({ ...input });
    if (!check.ok) throw new BadRequestException(check.error);
    return toPreferences(await this.preferences.replaceFor(this.dataSource.manager, userId, toFields(check.preferences)));
  }
}
